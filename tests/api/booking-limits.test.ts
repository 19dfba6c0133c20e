import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/auth-schema.ts';
import { bookings, suites } from '#server/db/schema.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let suiteIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  suiteIds = (await t.database.db.select({ id: suites.id }).from(suites)).map((row) => row.id);
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);

function book(cookie: string, suiteId: string | undefined, from: number, to = from + 2) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie, origin: ORIGIN },
    payload: { suiteId, checkIn: day(from), checkOut: day(to), adults: 1, children: 0 },
  });
}

async function verifiedGuest() {
  const guest = await signUp(t.app);
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, guest.id));
  return guest;
}

describe(`booking horizon (${databaseKind})`, () => {
  it('refuses stays beyond BOOKING_HORIZON_DAYS, in search and in booking', async () => {
    const guest = await verifiedGuest();
    const far = await book(guest.cookie, suiteIds[0], 501);
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields.checkIn).toMatch(/up to 500 days ahead/);

    const year9999 = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: guest.cookie, origin: ORIGIN },
      payload: {
        suiteId: suiteIds[0],
        checkIn: '9999-01-01',
        checkOut: '9999-01-03',
        adults: 1,
        children: 0,
      },
    });
    expect(year9999.statusCode).toBe(400);
    expect(Object.keys(year9999.json().error.fields)).toContain('checkIn');

    const search = await t.app.inject({
      url: `/api/suites/availability?checkIn=${day(600)}&checkOut=${day(602)}&adults=1&children=0`,
    });
    expect(search.statusCode).toBe(400);
    expect((await book(guest.cookie, suiteIds[0], 498, 500)).statusCode).toBe(201);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.checkIn, '9999-01-01')),
    ).toEqual([]);
  });
});

describe(`upcoming bookings per guest (${databaseKind})`, () => {
  it('holds a verified guest to 5 upcoming stays, even when they all arrive at once', async () => {
    const guest = await verifiedGuest();
    const responses = await Promise.all(
      suiteIds.slice(0, 12).map((suiteId) => book(guest.cookie, suiteId, 60)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const refused = responses.find((response) => response.statusCode !== 201);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json().error.code).toBe('BOOKING_LIMIT');
    expect(refused?.json().error.message).toMatch(/5 upcoming stays/);
    const stored = await t.database.db
      .select()
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(users.email, guest.email));
    expect(stored).toHaveLength(5);

    // Cancelling one frees a place.
    const first = responses.find((response) => response.statusCode === 201)?.json();
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${first.id}`,
      headers: { cookie: guest.cookie, origin: ORIGIN },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await book(guest.cookie, suiteIds[11], 90)).statusCode).toBe(201);
  });

  it('holds an unconfirmed guest to 3, and says how to confirm', async () => {
    const guest = await signUp(t.app);
    for (const [index, suiteId] of suiteIds.slice(0, 3).entries()) {
      expect((await book(guest.cookie, suiteId, 120 + index * 3)).statusCode).toBe(201);
    }
    const fourth = await book(guest.cookie, suiteIds[3], 140);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(fourth.json().error.message).toMatch(/confirm your email/i);

    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, guest.id));
    expect((await book(guest.cookie, suiteIds[3], 140)).statusCode).toBe(201);
  });

  it('does not hold admins to the cap', async () => {
    const admin = await verifiedGuest();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    for (const [index, suiteId] of suiteIds.slice(0, 7).entries()) {
      expect((await book(admin.cookie, suiteId, 200 + index * 3)).statusCode).toBe(201);
    }
  });
});
