import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, suites } from '#server/db/schema.ts';
import { isWeekendNight } from '#shared/nightly-prices.ts';
import { addDays, hotelToday, quoteStay } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suite: { id: string; pricePerNight: number; capacity: number };

const WEEKEND = 30_000;
const SEASON = 42_000;

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const [row] = await t.database.db
    .select({ id: suites.id, pricePerNight: suites.pricePerNight, capacity: suites.capacity })
    .from(suites)
    .where(eq(suites.active, true))
    .limit(1);
  if (!row) throw new Error('no suite');
  suite = row;
  await t.database.db
    .update(suites)
    .set({ weekendPricePerNight: WEEKEND })
    .where(eq(suites.id, suite.id));
  // A season of nights 120 to 129 (three nights at least), and one of a single night, 160.
  for (const [start, end, minNights] of [
    [120, 130, 3],
    [160, 161, 1],
  ] as const) {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suite.id}/rate-periods`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { startDate: day(start), endDate: day(end), pricePerNight: SEASON, minNights },
    });
    expect(made.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

function day(offset: number) {
  return addDays(hotelToday(), offset);
}

/** What each night from `from` to `to` costs by the rules, worked out here by hand. */
function expectedNights(from: number, to: number) {
  return Array.from({ length: to - from }, (_, index) => {
    const offset = from + index;
    const date = day(offset);
    const inSeason = (offset >= 120 && offset < 130) || offset === 160;
    const price = inSeason ? SEASON : isWeekendNight(date) ? WEEKEND : suite.pricePerNight;
    return { date, price };
  });
}

const stayQuery = (from: number, to: number) =>
  `checkIn=${day(from)}&checkOut=${day(to)}&adults=1&children=0`;

function quote(from: number, to: number) {
  return t.app.inject({ url: `/api/quote?suiteId=${suite.id}&${stayQuery(from, to)}` });
}

function book(from: number, to: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie: guest.cookie },
    payload: { suiteId: suite.id, checkIn: day(from), checkOut: day(to), adults: 1, children: 0 },
  });
}

describe(`nightly prices in quotes and bookings (${databaseKind})`, () => {
  it('prices each night at its own rate: weekends, then a season, across its edge', async () => {
    // Nights 113 to 124: a week of base and weekend nights (seven nights hold a Friday and a
    // Saturday whatever today is), then five season nights.
    const response = await quote(113, 125);
    expect(response.statusCode).toBe(200);
    const nightly = expectedNights(113, 125);
    expect(nightly.some((night) => night.price === WEEKEND)).toBe(true);
    expect(response.json().quote).toEqual(quoteStay(nightly));
    expect(response.json().quote.subtotal).toBe(
      nightly.reduce((sum, night) => sum + night.price, 0),
    );
  });

  it('refuses a stay shorter than a season it touches asks for, on checkOut', async () => {
    const response = await quote(128, 130);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.checkOut).toBe(
      `Stays with nights from ${day(120)} to ${day(129)} are at least 3 nights.`,
    );
    expect((await book(128, 130)).statusCode).toBe(400);
    expect((await quote(127, 130)).statusCode).toBe(200);
    // A stay touching the season's first night only is held to it too.
    expect((await quote(119, 121)).statusCode).toBe(400);
    expect((await quote(118, 121)).statusCode).toBe(200);
  });

  it('leaves out of search the suites whose season asks for a longer stay, and prices the rest by night', async () => {
    const short = await t.app.inject({
      url: `/api/suites/availability?${stayQuery(121, 123)}&limit=100`,
    });
    expect(short.statusCode).toBe(200);
    const ids = short.json().suites.map((entry: { suite: { id: string } }) => entry.suite.id);
    expect(ids).not.toContain(suite.id);

    const long = await t.app.inject({
      url: `/api/suites/availability?${stayQuery(119, 124)}&limit=100`,
    });
    const found = long
      .json()
      .suites.find((entry: { suite: { id: string } }) => entry.suite.id === suite.id);
    expect(found?.quote).toEqual(quoteStay(expectedNights(119, 124)));
    expect(found?.suite.weekendPricePerNight).toBe(WEEKEND);
  });

  it('keeps the prices a booking was made at, whatever the rates become', async () => {
    const made = await book(159, 162);
    expect(made.statusCode).toBe(201);
    const booking = made.json();
    expect(booking.nightly).toEqual(expectedNights(159, 162));
    expect(booking).toMatchObject(quoteStay(expectedNights(159, 162)));

    await t.database.db
      .update(suites)
      .set({ pricePerNight: suite.pricePerNight * 2, weekendPricePerNight: null })
      .where(eq(suites.id, suite.id));
    try {
      const again = await t.app.inject({
        url: `/api/bookings/${booking.id}`,
        headers: { cookie: guest.cookie },
      });
      expect(again.json().nightly).toEqual(booking.nightly);
      expect(again.json().total).toBe(booking.total);
      const [row] = await t.database.db
        .select({ nightlyPrices: bookings.nightlyPrices })
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      expect(row?.nightlyPrices).toEqual(booking.nightly);
    } finally {
      await t.database.db
        .update(suites)
        .set({ pricePerNight: suite.pricePerNight, weekendPricePerNight: WEEKEND })
        .where(eq(suites.id, suite.id));
    }
  });

  it('refuses to store nightly prices that do not match the nights', async () => {
    const made = (await book(170, 172)).json();
    await expect(
      t.database.db
        .update(bookings)
        .set({ nightlyPrices: [{ date: day(170), price: 1 }] })
        .where(eq(bookings.id, made.id)),
    ).rejects.toThrow();
  });
});
