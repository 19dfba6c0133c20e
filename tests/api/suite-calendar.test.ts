import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import { isWeekendNight } from '#shared/nightly-prices.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { CALENDAR_MESSAGES } from '#shared/suite-calendar.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteId: string;
let basePrice: number;

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const [suite] = await t.database.db
    .select({ id: suites.id, price: suites.pricePerNight })
    .from(suites)
    .where(eq(suites.active, true))
    .limit(1);
  suiteId = suite?.id ?? '';
  basePrice = suite?.price ?? 0;
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);
const calendar = (from: string, to: string, id = suiteId) =>
  t.app.inject({ url: `/api/suites/${id}/calendar?from=${from}&to=${to}` });

interface Night {
  date: string;
  available: boolean;
  price: number;
}
const nightOf = (nights: Night[], date: string) => nights.find((night) => night.date === date);

describe(`a suite's calendar (${databaseKind})`, () => {
  it('prices each night at its own rate: base, weekend, season', async () => {
    const weekendPrice = basePrice + 3_000;
    await t.database.db
      .update(suites)
      .set({ weekendPricePerNight: weekendPrice })
      .where(eq(suites.id, suiteId));
    const season = await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suiteId}/rate-periods`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { startDate: day(40), endDate: day(45), pricePerNight: 50_000 },
    });
    expect(season.statusCode).toBe(201);

    const answer = await calendar(day(30), day(50));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { nights } = answer.json() as { nights: Night[] };
    expect(nights.map((night) => night.date)).toEqual(
      Array.from({ length: 20 }, (_, index) => day(30 + index)),
    );
    for (const night of nights) {
      const offset = nights.indexOf(night) + 30;
      const expected =
        offset >= 40 && offset < 45
          ? 50_000
          : isWeekendNight(night.date)
            ? weekendPrice
            : basePrice;
      expect(night.price, night.date).toBe(expected);
    }
  });

  it('marks booked nights taken, the check-out night free, and frees a cancelled stay', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { suiteId, checkIn: day(60), checkOut: day(63), adults: 1, children: 0 },
    });
    expect(booked.statusCode).toBe(201);
    const { nights } = (await calendar(day(58), day(65))).json() as { nights: Night[] };
    expect(nights.map((night) => night.available)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      true,
    ]);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booked.json().id}`,
      headers: { origin: ORIGIN, cookie: guest.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await calendar(day(58), day(65))).json() as { nights: Night[] };
    expect(after.nights.every((night) => night.available)).toBe(true);
  });

  it('shows a stay begun before the span as taken from its first day', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { suiteId, checkIn: day(70), checkOut: day(74), adults: 1, children: 0 },
    });
    expect(booked.statusCode).toBe(201);
    const { nights } = (await calendar(day(72), day(76))).json() as { nights: Night[] };
    expect(nights.map((night) => night.available)).toEqual([false, false, true, true]);
  });

  it('marks past nights and nights beyond the booking horizon not bookable', async () => {
    const { nights } = (await calendar(day(-2), day(2))).json() as { nights: Night[] };
    expect(nightOf(nights, day(-1))?.available).toBe(false);
    expect(nightOf(nights, day(0))?.available).toBe(true);
    const horizon = t.config.booking.horizonDays;
    const far = (await calendar(day(horizon - 1), day(horizon + 2))).json() as { nights: Night[] };
    expect(far.nights.map((night) => night.available)).toEqual([true, true, false]);
  });

  it('answers twelve months at most, and names the field of a bad range', async () => {
    expect((await calendar(day(0), day(366))).statusCode).toBe(200);
    const cases: [string, string, string, string][] = [
      [day(0), day(367), 'to', CALENDAR_MESSAGES.length],
      [day(5), day(5), 'to', CALENDAR_MESSAGES.order],
      [day(5), day(4), 'to', CALENDAR_MESSAGES.order],
      ['2026-02-30', day(4), 'from', CALENDAR_MESSAGES.date],
      [day(1), 'tomorrow', 'to', CALENDAR_MESSAGES.date],
    ];
    for (const [from, to, field, message] of cases) {
      const answer = await calendar(from, to);
      expect(answer.statusCode, `${from} ${to}`).toBe(400);
      expect(answer.json().error.fields[field], `${from} ${to}`).toBe(message);
    }
    const missing = await t.app.inject({ url: `/api/suites/${suiteId}/calendar?from=${day(1)}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.to).toBeTruthy();
  });

  it('answers 404 for an unknown or archived suite', async () => {
    expect((await calendar(day(1), day(3), 'no-such-suite')).statusCode).toBe(404);
    expect(
      (await calendar(day(1), day(3), '7b1c6f1e-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const [other] = await t.database.db
      .select({ id: suites.id })
      .from(suites)
      .where(ne(suites.id, suiteId))
      .limit(1);
    const otherId = other?.id ?? '';
    expect((await calendar(day(1), day(3), otherId)).statusCode).toBe(200);
    await t.database.db.update(suites).set({ active: false }).where(eq(suites.id, otherId));
    expect((await calendar(day(1), day(3), otherId)).statusCode).toBe(404);
  });
});
