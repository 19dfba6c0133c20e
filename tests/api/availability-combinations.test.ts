import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '#shared/availability.ts';
import { COMBINATION_LIMIT } from '#shared/combinations.ts';
import { addDays, hotelToday, quoteReservation, ratesOf } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

/*
 * The search's sets of suites (issue 35): a party no one suite holds is offered sets of 2 or 3
 * free suites that together hold it, cheapest first, each priced as one reservation.
 */

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ env: UNCAPPED });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);

async function search(start: number, end: number, adults: number, children: number) {
  const response = await t.app.inject({
    url: `/api/suites/availability?checkIn=${day(start)}&checkOut=${day(end)}&adults=${adults}&children=${children}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Availability;
}

/** Every suite free for the nights: one adult fits in any. */
async function freeSuites(start: number, end: number) {
  return new Map((await search(start, end, 1, 0)).suites.map((found) => [found.suite.id, found]));
}

function expectSetsHold(answer: Availability, free: Map<string, unknown>) {
  const { adults, children } = answer.stay;
  expect(answer.combinations.length).toBeGreaterThan(0);
  expect(answer.combinations.length).toBeLessThanOrEqual(COMBINATION_LIMIT);
  const totals = answer.combinations.map((set) => set.quote.total);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  for (const set of answer.combinations) {
    expect(set.rooms.length).toBeGreaterThanOrEqual(2);
    expect(set.rooms.length).toBeLessThanOrEqual(3);
    const ids = set.rooms.map((room) => room.suite.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(free.has(id), `${id} is free`).toBe(true);
    const capacity = set.rooms.reduce((sum, room) => sum + room.suite.capacity, 0);
    expect(capacity).toBeGreaterThanOrEqual(adults + children);
    expect(set.rooms.reduce((sum, room) => sum + room.adults, 0)).toBe(adults);
    expect(set.rooms.reduce((sum, room) => sum + room.children, 0)).toBe(children);
    for (const room of set.rooms) {
      expect(room.adults).toBeGreaterThanOrEqual(1);
      expect(room.adults + room.children).toBeLessThanOrEqual(room.suite.capacity);
    }
    const rates = ratesOf(set.quote.charges, set.quote.discountPercent);
    expect(set.quote).toEqual(
      quoteReservation(
        set.rooms.map((room) => room.quote.subtotal),
        rates,
      ),
    );
  }
}

describe(`the search's sets of suites (${databaseKind})`, () => {
  it('offers a party of six, which no suite holds, sets of free suites, cheapest first', async () => {
    const answer = await search(20, 22, 4, 2);
    expect(answer.total).toBe(0);
    expect(answer.suites).toEqual([]);
    expectSetsHold(answer, await freeSuites(20, 22));
  });

  it('prices each room as the quote of that suite for its share of the party', async () => {
    const [set] = (await search(24, 27, 4, 2)).combinations;
    for (const room of set?.rooms ?? []) {
      const quoted = await t.app.inject({
        url: `/api/quote?suiteId=${room.suite.id}&checkIn=${day(24)}&checkOut=${day(27)}&adults=${room.adults}&children=${room.children}`,
      });
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect(quoted.json().quote).toEqual(room.quote);
    }
  });

  it('answers no sets when one suite holds the party', async () => {
    const answer = await search(20, 22, 2, 1);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.combinations).toEqual([]);
  });

  it('never offers a booked or blocked suite', async () => {
    const before = await search(40, 43, 4, 2);
    const [booked, blocked] = before.combinations[0]?.rooms ?? [];
    if (!booked || !blocked) throw new Error('Expected a set of suites');
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: {
        suiteId: booked.suite.id,
        checkIn: day(41),
        checkOut: day(42),
        adults: 1,
        children: 0,
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/suites/${blocked.suite.id}/blocks`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { startDate: day(42), endDate: day(44), reason: 'Bathroom repairs' },
    });
    expect(block.statusCode, block.body).toBe(201);

    const after = await search(40, 43, 4, 2);
    const offered = after.combinations.flatMap((set) => set.rooms.map((room) => room.suite.id));
    expect(offered).not.toContain(booked.suite.id);
    expect(offered).not.toContain(blocked.suite.id);
    expectSetsHold(after, await freeSuites(40, 43));
  });
});
