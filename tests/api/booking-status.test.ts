import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bookings, suites } from '#server/db/schema.ts';
import { addDays, flatNights, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteIds: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  suiteIds = (
    await t.database.db.select({ id: suites.id }).from(suites).where(eq(suites.active, true))
  ).map((row) => row.id);
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);
let nextSuite = 0;

/** A booking from `from` to `to` (days from today; past days allowed: it is written directly). */
async function booking(from: number, to: number): Promise<string> {
  const suiteId = suiteIds[nextSuite++ % suiteIds.length] ?? '';
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie: guest.cookie },
    payload: {
      suiteId,
      checkIn: day(300 + nextSuite * 3),
      checkOut: day(301 + nextSuite * 3),
      adults: 1,
      children: 0,
    },
  });
  expect(made.statusCode).toBe(201);
  const id = made.json().id as string;
  await t.database.db
    .update(bookings)
    .set({
      checkIn: day(from),
      checkOut: day(to),
      nights: to - from,
      nightlyPrices: flatNights(day(from), to - from, 10_000),
    })
    .where(eq(bookings.id, id));
  return id;
}

function mark(id: string, status: unknown, cookie = admin.cookie) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${id}/status`,
    headers: { origin: ORIGIN, cookie },
    payload: { status } as Record<string, unknown>,
  });
}

describe(`front-desk statuses (${databaseKind})`, () => {
  it('checks a guest in on the arrival day and out again, forward only, audited', async () => {
    const id = await booking(0, 2);
    const checkedIn = await mark(id, 'checked_in');
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json()).toMatchObject({
      status: 'checked_in',
      stage: 'checked_in',
      cancellable: false,
    });

    const back = await mark(id, 'confirmed');
    expect(back.statusCode).toBe(409);
    expect((await mark(id, 'no_show')).statusCode).toBe(409);
    expect((await mark(id, 'cancelled')).statusCode).toBe(409);

    const out = await mark(id, 'checked_out');
    expect(out.statusCode).toBe(200);
    expect(out.json().stage).toBe('checked_out');
    expect((await mark(id, 'checked_in')).statusCode).toBe(409);

    const trail = await t.database.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'booking.status_changed')));
    expect(trail.map((event) => (event.after as { status: string }).status).sort()).toEqual([
      'checked_in',
      'checked_out',
    ]);
  });

  it('refuses check-in and no-show before the arrival day, and check-in after the stay', async () => {
    const tomorrow = await booking(1, 3);
    const early = await mark(tomorrow, 'checked_in');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('check-in opens that day');
    expect((await mark(tomorrow, 'no_show')).statusCode).toBe(409);
    expect((await mark(tomorrow, 'checked_out')).statusCode).toBe(409);

    const over = await booking(-3, -1);
    expect((await mark(over, 'checked_in')).statusCode).toBe(409);
    expect((await mark(over, 'no_show')).statusCode).toBe(200);
  });

  it('cancels through the cancellation, and refuses what is not a status', async () => {
    const id = await booking(10, 12);
    const cancelled = await mark(id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    for (const status of ['arrived', '', null, 1, ['checked_in']]) {
      const refused = await mark(id, status);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('status');
    }
  });

  it('is staff only: a guest cannot mark their own booking', async () => {
    const id = await booking(0, 1);
    expect((await mark(id, 'checked_in', guest.cookie)).statusCode).toBe(403);
    expect((await mark(id, 'checked_in', '')).statusCode).toBe(401);
    expect((await mark('not-an-id', 'checked_in')).statusCode).toBe(404);
  });

  it('lets one of two desks marking the same arrival at once win', async () => {
    const id = await booking(0, 2);
    const answers = await Promise.all([mark(id, 'checked_in'), mark(id, 'no_show')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().status;
    expect(row?.status).toBe(winner);
  });

  it('lists a status by filter and keeps a checked-in stay counted as held', async () => {
    const id = await booking(0, 3);
    await mark(id, 'checked_in');
    const listed = await t.app.inject({
      url: '/api/bookings?status=checked_in',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().bookings.map((entry: { id: string }) => entry.id)).toContain(id);
    const mine = await t.app.inject({
      url: `/api/bookings/${id}`,
      headers: { cookie: guest.cookie },
    });
    expect(mine.json()).toMatchObject({ stage: 'checked_in', cancellable: false });
  });
});
