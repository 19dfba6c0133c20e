import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, bookings, suites } from '#server/db/schema.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import {
  createTestApp,
  databaseKind,
  mailSent,
  type TestApp,
  UNCAPPED,
} from '#tests/support/test-app.ts';

/*
 * The guest's details: special requests and an arrival time, given when booking, changed by the
 * guest (or staff) until check-in without touching the stay, and read at the front desk.
 */

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suite: { id: string; pricePerNight: number };
/** How many days the app's clock runs ahead of the real one. */
let daysAhead = 0;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({
    env: UNCAPPED,
    clock: () => new Date(Date.now() + daysAhead * DAY_MS),
  });
  guest = await signUp(t.app);
  stranger = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const [row] = await t.database.db
    .select({ id: suites.id, pricePerNight: suites.pricePerNight })
    .from(suites)
    .where(and(eq(suites.active, true), eq(suites.capacity, 2)))
    .limit(1);
  if (!row) throw new Error('no suite for two');
  suite = row;
});
afterAll(() => t.close());
beforeEach(() => {
  daysAhead = 0;
});

/** A date `offset` days from the real today (the app's clock may run ahead of it). */
const day = (offset: number) => addDays(hotelToday(), offset);
const stay = (from: number, to: number) => ({
  checkIn: day(from),
  checkOut: day(to),
  adults: 1,
  children: 0,
});

function post(payload: Record<string, unknown>, cookie = guest.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie },
    payload,
  });
}

async function book(from: number, to: number, details: Record<string, unknown> = {}) {
  const response = await post({ suiteId: suite.id, ...stay(from, to), ...details });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function change(id: string, payload: Record<string, unknown>, cookie = guest.cookie) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${id}`,
    headers: { origin: ORIGIN, cookie },
    payload,
  });
}

const mailsTo = async (email: string) =>
  (await mailSent(t)).filter((mail) => mail.to === email).length;

describe(`the guest's details when booking (${databaseKind})`, () => {
  it('keeps special requests (trimmed, lines and tabs kept) and the arrival time', async () => {
    const booking = await book(10, 12, {
      specialRequests: '  A cot for our baby, please.\n\tAnd a quiet room.  ',
      arrivalTime: '21:30',
    });
    expect(booking).toMatchObject({
      specialRequests: 'A cot for our baby, please.\n\tAnd a quiet room.',
      arrivalTime: '21:30',
    });
    const read = await t.app.inject({
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: guest.cookie },
    });
    expect(read.json()).toMatchObject({ arrivalTime: '21:30' });
    expect(read.json().specialRequests).toContain('quiet room');
  });

  it('takes none: absent, null or empty', async () => {
    expect(await book(13, 14)).toMatchObject({ specialRequests: null, arrivalTime: null });
    expect(await book(14, 15, { specialRequests: '   ', arrivalTime: '' })).toMatchObject({
      specialRequests: null,
      arrivalTime: null,
    });
    expect(await book(15, 16, { specialRequests: null, arrivalTime: null })).toMatchObject({
      specialRequests: null,
      arrivalTime: null,
    });
    expect((await book(16, 17, { specialRequests: 'x'.repeat(500) })).specialRequests).toHaveLength(
      500,
    );
  });

  it('refuses bad details with 400 naming the field, and books nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ specialRequests: 'x'.repeat(501) }, 'specialRequests'],
      [{ specialRequests: 'Late check-out\u0007' }, 'specialRequests'],
      [{ specialRequests: 'Quiet\u001b[2J room' }, 'specialRequests'],
      [{ specialRequests: 'Quiet \u202eroom' }, 'specialRequests'],
      [{ specialRequests: 42 }, 'specialRequests'],
      [{ arrivalTime: '25:00' }, 'arrivalTime'],
      [{ arrivalTime: '7:5' }, 'arrivalTime'],
      [{ arrivalTime: '12:60' }, 'arrivalTime'],
      [{ arrivalTime: '14:30:00' }, 'arrivalTime'],
      [{ arrivalTime: 1430 }, 'arrivalTime'],
    ];
    for (const [details, field] of cases) {
      const response = await post({ suiteId: suite.id, ...stay(20, 21), ...details });
      expect(response.statusCode, JSON.stringify(details)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expect(
      (await post({ suiteId: suite.id, ...stay(20, 21), arrivalTime: '25:00' })).json().error.fields
        .arrivalTime,
    ).toBe('Enter a time as HH:MM, from 00:00 to 23:59');
    const held = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.suiteId, suite.id), eq(bookings.checkIn, day(20))));
    expect(held).toHaveLength(0);
  });
});

describe(`changing the guest's details (${databaseKind})`, () => {
  it('changes them alone: the stay and its price stay as booked, nothing is mailed, the change is recorded', async () => {
    const booking = await book(30, 33, { arrivalTime: '14:00' });
    // A new rate must not reach a booking whose stay does not change.
    await t.database.db
      .update(suites)
      .set({ pricePerNight: suite.pricePerNight + 2000 })
      .where(eq(suites.id, suite.id));
    const mailsBefore = await mailsTo(guest.email);
    try {
      const changed = await change(booking.id, {
        specialRequests: 'Vegetarian breakfast, please.',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        id: booking.id,
        reference: booking.reference,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        nightly: booking.nightly,
        total: booking.total,
        status: 'confirmed',
        specialRequests: 'Vegetarian breakfast, please.',
        // Left out of the change: kept.
        arrivalTime: '14:00',
      });
      const cleared = await change(booking.id, { arrivalTime: null, specialRequests: '' });
      expect(cleared.json()).toMatchObject({
        arrivalTime: null,
        specialRequests: null,
        total: booking.total,
      });
    } finally {
      await t.database.db
        .update(suites)
        .set({ pricePerNight: suite.pricePerNight })
        .where(eq(suites.id, suite.id));
    }
    expect(await mailsTo(guest.email)).toBe(mailsBefore);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, booking.id),
          eq(auditEvents.action, 'booking.details_changed'),
        ),
      );
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.after)).toContainEqual({
      reference: booking.reference,
      specialRequests: 'Vegetarian breakfast, please.',
    });
    expect(events.map((event) => event.before)).toContainEqual({
      reference: booking.reference,
      specialRequests: 'Vegetarian breakfast, please.',
      arrivalTime: '14:00',
    });
  });

  it('does not look at the calendar: a booking whose suite was withdrawn still takes them', async () => {
    const booking = await book(36, 37);
    await t.database.db.update(suites).set({ active: false }).where(eq(suites.id, suite.id));
    try {
      const changed = await change(booking.id, { arrivalTime: '09:30' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().arrivalTime).toBe('09:30');
    } finally {
      await t.database.db.update(suites).set({ active: true }).where(eq(suites.id, suite.id));
    }
  });

  it('changes them with a new stay in one go, re-priced and mailed as a stay change', async () => {
    const booking = await book(40, 41);
    const mailsBefore = await mailsTo(guest.email);
    const changed = await change(booking.id, {
      ...stay(40, 42),
      specialRequests: 'Two extra pillows',
      arrivalTime: '18:00',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      ...stay(40, 42),
      nights: 2,
      specialRequests: 'Two extra pillows',
      arrivalTime: '18:00',
    });
    expect(await mailsTo(guest.email)).toBe(mailsBefore + 1);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, booking.id), eq(auditEvents.action, 'booking.changed')));
    expect(event?.before).toMatchObject({ specialRequests: null, arrivalTime: null });
    expect(event?.after).toMatchObject({
      specialRequests: 'Two extra pillows',
      arrivalTime: '18:00',
    });
  });

  it('refuses bad details, a part of a stay, and a change of nothing, with 400 naming the fields', async () => {
    const booking = await book(44, 45);
    const tooLong = await change(booking.id, { specialRequests: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toHaveProperty('specialRequests');
    const badTime = await change(booking.id, { arrivalTime: '7:5' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.fields).toHaveProperty('arrivalTime');
    const control = await change(booking.id, { specialRequests: 'Hi\u0000there' });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.fields).toHaveProperty('specialRequests');
    const partOfStay = await change(booking.id, { checkIn: day(46), arrivalTime: '10:00' });
    expect(partOfStay.statusCode).toBe(400);
    expect(Object.keys(partOfStay.json().error.fields).sort()).toEqual([
      'adults',
      'checkOut',
      'children',
    ]);
    const nothing = await change(booking.id, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields.body).toBe(
      'Send a new stay, specialRequests or arrivalTime',
    );
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ checkIn: day(44), specialRequests: null, arrivalTime: null });
  });

  it('lets only the guest or staff change them: another guest gets 404, no session 401', async () => {
    const booking = await book(50, 51, { arrivalTime: '15:00' });
    const byStranger = await change(booking.id, { arrivalTime: '03:00' }, stranger.cookie);
    expect(byStranger.statusCode).toBe(404);
    expect((await change(booking.id, { arrivalTime: '03:00' }, '')).statusCode).toBe(401);
    expect((await change('not-a-uuid', { arrivalTime: '03:00' })).statusCode).toBe(404);

    const byStaff = await change(
      booking.id,
      { specialRequests: 'Guest phoned: arriving by the late train.', arrivalTime: '23:30' },
      admin.cookie,
    );
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json()).toMatchObject({
      arrivalTime: '23:30',
      specialRequests: 'Guest phoned: arriving by the late train.',
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, booking.id),
          eq(auditEvents.action, 'booking.details_changed'),
        ),
      );
    expect(event).toMatchObject({ actorEmail: admin.email });
  });

  it('takes them until check-in: on the arrival day yes, once checked in or begun 409', async () => {
    const arriving = await book(2, 4);
    const begins = await book(5, 7);
    // The arrival day: the guest has not arrived yet.
    daysAhead = 2;
    const onTheDay = await change(arriving.id, { arrivalTime: '16:30' });
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    const checkedIn = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${arriving.id}/status`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { status: 'checked_in' },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const late = await change(arriving.id, { arrivalTime: '17:00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'This stay has begun, so its arrival time and special requests can no longer be changed online. Please tell reception.',
    );
    expect((await change(arriving.id, { arrivalTime: '17:00' }, admin.cookie)).statusCode).toBe(
      409,
    );

    // The day after its arrival day, not marked: under way all the same.
    daysAhead = 6;
    const begun = await change(begins.id, { specialRequests: 'Extra towels' });
    expect(begun.statusCode).toBe(409);
    expect(begun.json().error.message).toContain('has begun');

    daysAhead = 8;
    const over = await change(begins.id, { specialRequests: 'Extra towels' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain('is over');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, begins.id));
    expect(row?.specialRequests).toBeNull();
  });

  it('refuses a cancelled booking with 409', async () => {
    const booking = await book(60, 61);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: { origin: ORIGIN, cookie: guest.cookie },
    });
    const refused = await change(booking.id, { arrivalTime: '12:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('is cancelled');
  });

  it('takes them while a booking waits for its deposit', async () => {
    const booking = await book(62, 63);
    await t.database.db
      .update(bookings)
      .set({ status: 'pending_payment', holdExpiresAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(bookings.id, booking.id));
    const changed = await change(booking.id, { arrivalTime: '11:00' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'pending_payment', arrivalTime: '11:00' });
  });
});

describe(`the front desk reads them (${databaseKind})`, () => {
  it("answers each arrival's special requests and arrival time", async () => {
    const booking = await book(70, 71, {
      specialRequests: 'Allergic to feathers: no down pillows.',
      arrivalTime: '13:30',
    });
    const quiet = await book(71, 72);
    const desk = await t.app.inject({
      url: `/api/admin/front-desk?date=${day(70)}`,
      headers: { cookie: admin.cookie },
    });
    expect(desk.statusCode).toBe(200);
    const arrival = desk.json().arrivals.find((entry: { id: string }) => entry.id === booking.id);
    expect(arrival).toMatchObject({
      specialRequests: 'Allergic to feathers: no down pillows.',
      arrivalTime: '13:30',
    });
    const next = await t.app.inject({
      url: `/api/admin/front-desk?date=${day(71)}`,
      headers: { cookie: admin.cookie },
    });
    expect(
      next.json().arrivals.find((entry: { id: string }) => entry.id === quiet.id),
    ).toMatchObject({ specialRequests: null, arrivalTime: null });
  });
});
