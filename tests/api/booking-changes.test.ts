import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bookings, promoCodes, suites } from '#server/db/schema.ts';
import { RATES } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { icsEvents } from '#tests/support/ical.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suite: { id: string; pricePerNight: number; capacity: number };

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  guest = await signUp(t.app);
  stranger = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const [row] = await t.database.db
    .select({ id: suites.id, pricePerNight: suites.pricePerNight, capacity: suites.capacity })
    .from(suites)
    .where(and(eq(suites.active, true), eq(suites.capacity, 2)))
    .limit(1);
  if (!row) throw new Error('no suite for two');
  suite = row;
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);
const stay = (from: number, to: number, adults = 1, children = 0) => ({
  checkIn: day(from),
  checkOut: day(to),
  adults,
  children,
});

async function book(from: number, to: number, cookie = guest.cookie) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie },
    payload: { suiteId: suite.id, ...stay(from, to) },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; reference: string; total: number };
}

function change(id: string, payload: unknown, cookie = guest.cookie) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${id}`,
    headers: { origin: ORIGIN, cookie },
    payload: payload as Record<string, unknown>,
  });
}

describe(`changing a booking's dates (${databaseKind})`, () => {
  it('moves a stay to new nights, re-priced, same reference, old nights freed, change recorded', async () => {
    const booking = await book(40, 42);
    const quoted = await t.app.inject({
      url: `/api/bookings/${booking.id}/quote?checkIn=${day(41)}&checkOut=${day(44)}&adults=2&children=0`,
      headers: { cookie: guest.cookie },
    });
    expect(quoted.statusCode).toBe(200);
    // Its own night 41 does not make the suite look taken.
    expect(quoted.json().available).toBe(true);
    const expected = quoteStay(flatNights(day(41), 3, suite.pricePerNight));
    expect(quoted.json().quote).toEqual(expected);

    const moved = await change(booking.id, stay(41, 44, 2));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      ...stay(41, 44, 2),
      ...expected,
    });
    // Night 40 is free again: another guest books it.
    await book(40, 41, stranger.cookie);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, booking.id), eq(auditEvents.action, 'booking.changed')));
    expect(event?.before).toMatchObject({ checkIn: day(40), checkOut: day(42), adults: 1 });
    expect(event?.after).toMatchObject({ checkIn: day(41), checkOut: day(44), adults: 2 });
  });

  it('keeps the booked price of the nights it keeps, and prices new ones at today’s rates', async () => {
    const booking = await book(50, 52);
    await t.database.db
      .update(suites)
      .set({ pricePerNight: suite.pricePerNight + 1000 })
      .where(eq(suites.id, suite.id));
    try {
      const moved = await change(booking.id, stay(51, 53));
      expect(moved.statusCode).toBe(200);
      expect(moved.json().nightly).toEqual([
        { date: day(51), price: suite.pricePerNight },
        { date: day(52), price: suite.pricePerNight + 1000 },
      ]);
    } finally {
      await t.database.db
        .update(suites)
        .set({ pricePerNight: suite.pricePerNight })
        .where(eq(suites.id, suite.id));
    }
  });

  it('refuses taken nights with 409 and changes nothing; refuses a party the suite cannot sleep', async () => {
    const mine = await book(60, 62);
    await book(63, 65, stranger.cookie);
    const refused = await change(mine.id, stay(62, 64));
    expect(refused.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, mine.id));
    expect(row).toMatchObject({ checkIn: day(60), checkOut: day(62), total: mine.total });

    const tooMany = await change(mine.id, stay(60, 62, 2, 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.adults).toContain(`at most ${suite.capacity}`);

    const badDates = await change(mine.id, { ...stay(60, 62), checkOut: day(59) });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().error.fields).toHaveProperty('checkOut');
    expect((await change(mine.id, { checkIn: day(60) })).statusCode).toBe(400);
  });

  it('lets only the guest or an admin change it, and only before the stay begins', async () => {
    const booking = await book(70, 71);
    expect((await change(booking.id, stay(72, 73), stranger.cookie)).statusCode).toBe(404);
    expect((await change(booking.id, stay(72, 73), '')).statusCode).toBe(401);
    expect((await change('not-a-uuid', stay(72, 73))).statusCode).toBe(404);
    const byStaff = await change(booking.id, stay(72, 73), admin.cookie);
    expect(byStaff.statusCode).toBe(200);

    const begun = await book(80, 81);
    await t.database.db
      .update(bookings)
      .set({
        checkIn: day(-1),
        checkOut: day(1),
        nights: 2,
        nightlyPrices: flatNights(day(-1), 2, 1000),
      })
      .where(eq(bookings.id, begun.id));
    const late = await change(begun.id, stay(90, 91));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('has begun');

    const cancelled = await book(82, 83);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${cancelled.id}`,
      headers: { origin: ORIGIN, cookie: guest.cookie },
    });
    expect((await change(cancelled.id, stay(84, 85))).statusCode).toBe(409);
  });

  it('lets exactly one of many bookings racing into the same nights move there', async () => {
    const racers = [];
    for (let index = 0; index < 8; index++)
      racers.push(await book(100 + index * 2, 101 + index * 2));
    const answers = await Promise.all(racers.map((booking) => change(booking.id, stay(130, 133))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    const rows = await t.database.db
      .select({ checkIn: bookings.checkIn })
      .from(bookings)
      .where(and(eq(bookings.suiteId, suite.id), eq(bookings.checkIn, day(130))));
    expect(rows).toHaveLength(1);
  });
});

describe(`a change and the booking's promo code (${databaseKind})`, () => {
  async function addCode(body: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { validFrom: day(-1), validTo: day(30), ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function bookWithCode(from: number, to: number, promoCode: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { suiteId: suite.id, ...stay(from, to), promoCode },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; discountPercent: number; total: number };
  }

  function quoteChange(id: string, from: number, to: number) {
    const { checkIn, checkOut } = stay(from, to);
    return t.app.inject({
      url: `/api/bookings/${id}/quote?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0`,
      headers: { cookie: guest.cookie },
    });
  }

  async function usesOf(code: string) {
    const [row] = await t.database.db
      .select({ uses: promoCodes.uses })
      .from(promoCodes)
      .where(eq(promoCodes.code, code));
    return row?.uses;
  }

  const fullPrice = (from: number, nights: number) =>
    quoteStay(flatNights(day(from), nights, suite.pricePerNight));

  it('drops the discount of a stay shortened below the code’s nights, and says so before the guest confirms', async () => {
    await addCode({ code: 'LONG40', percentOff: 40, minNights: 5 });
    const booking = await bookWithCode(150, 155, 'LONG40');
    expect(booking.discountPercent).toBe(40);
    expect(await usesOf('LONG40')).toBe(1);

    const quoted = await quoteChange(booking.id, 150, 152);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      quote: fullPrice(150, 2),
      promoCode: null,
      promoCodeDropped: {
        code: 'LONG40',
        reason: 'The code LONG40 is for stays of 5 nights or more.',
      },
    });

    const shortened = await change(booking.id, stay(150, 152));
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(shortened.json()).toMatchObject({
      ...fullPrice(150, 2),
      discountPercent: RATES.discount,
      promoCode: null,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ discount: 0, total: fullPrice(150, 2).total, promoCodeId: null });
    // The booking no longer holds the code: its use is given back.
    expect(await usesOf('LONG40')).toBe(0);
  });

  it('drops the discount when the change is made after the code has ended', async () => {
    await addCode({ code: 'ENDS30', percentOff: 30 });
    const booking = await bookWithCode(160, 163, 'ENDS30');
    expect(booking.discountPercent).toBe(30);
    // The code's last day passes.
    await t.database.db
      .update(promoCodes)
      .set({ validFrom: day(-20), validTo: day(-1) })
      .where(eq(promoCodes.code, 'ENDS30'));

    const quoted = await quoteChange(booking.id, 161, 164);
    expect(quoted.json()).toMatchObject({
      quote: { discountPercent: RATES.discount, discount: 0 },
      promoCodeDropped: { code: 'ENDS30', reason: `The code ENDS30 ended on ${day(-1)}.` },
    });
    const moved = await change(booking.id, stay(161, 164));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      discountPercent: RATES.discount,
      discount: 0,
      total: fullPrice(161, 3).total,
      promoCode: null,
    });
  });

  it('keeps the discount through a change that meets every rule of the code, its last use included', async () => {
    await addCode({
      code: 'KEEP15',
      percentOff: 15,
      minNights: 3,
      maxUses: 1,
      suiteIds: [suite.id],
    });
    const booking = await bookWithCode(170, 174, 'KEEP15');
    expect(await usesOf('KEEP15')).toBe(1);

    // Shorter but long enough, and later than the code's last day: the code is about the day of
    // booking (decision 025), not the nights.
    const discounted = quoteStay(flatNights(day(180), 3, suite.pricePerNight), {
      ...RATES,
      discount: 15,
    });
    const quoted = await quoteChange(booking.id, 180, 183);
    expect(quoted.json()).toMatchObject({
      quote: discounted,
      promoCode: 'KEEP15',
      promoCodeDropped: null,
    });
    const moved = await change(booking.id, stay(180, 183));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ...discounted, promoCode: 'KEEP15' });
    // Its own use counts as the one it holds: not a second one.
    expect(await usesOf('KEEP15')).toBe(1);
  });
});

describe(`a booking's calendar file (${databaseKind})`, () => {
  it('is an RFC 5545 all-day event a parser reads back, for its guest and admins only', async () => {
    const booking = await book(140, 143);
    const response = await t.app.inject({
      url: `/api/bookings/${booking.id}/calendar.ics`,
      headers: { cookie: guest.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${booking.reference}.ics"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [event] = icsEvents(response.body);
    expect(event?.startDate.toString()).toBe(day(140));
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.endDate.toString()).toBe(day(143));
    expect(event?.summary).toContain(booking.reference);
    expect(event?.location).toContain(hotel.postalAddress.street);
    expect(event?.uid).toBe(`${booking.id}@${new URL(t.config.publicUrl).hostname}`);

    const asAdmin = await t.app.inject({
      url: `/api/bookings/${booking.id}/calendar.ics`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    const asStranger = await t.app.inject({
      url: `/api/bookings/${booking.id}/calendar.ics`,
      headers: { cookie: stranger.cookie },
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json().error.code).toBe('NOT_FOUND');
    expect(
      (await t.app.inject({ url: `/api/bookings/${booking.id}/calendar.ics` })).statusCode,
    ).toBe(401);
  });
});
