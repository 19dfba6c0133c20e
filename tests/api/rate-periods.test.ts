import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, suites } from '#server/db/schema.ts';
import { RATE_PERIOD_MESSAGES } from '#shared/rate-periods.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteId: string;
let otherSuiteId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const rows = await t.database.db.select({ id: suites.id }).from(suites).limit(2);
  suiteId = rows[0]?.id ?? '';
  otherSuiteId = rows[1]?.id ?? '';
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);
const url = (id = suiteId) => `/api/suites/${id}/rate-periods`;

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  cookie = admin.cookie,
) {
  return t.app.inject({
    method,
    url: path,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as string | Record<string, unknown> }),
  });
}

const season = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
  startDate: day(start),
  endDate: day(end),
  pricePerNight: 18_000,
  minNights: 2,
  ...extra,
});

describe(`a suite's seasons (${databaseKind})`, () => {
  it('are added, listed in date order, changed and removed by admins, each change audited', async () => {
    const later = await send('POST', url(), season(300, 310));
    expect(later.statusCode).toBe(201);
    const earlier = await send('POST', url(), season(200, 210, { minNights: undefined }));
    expect(earlier.statusCode).toBe(201);
    // minNights defaults to 1.
    expect(earlier.json()).toMatchObject({ suiteId, startDate: day(200), minNights: 1 });

    const listed = await send('GET', url());
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(
      listed.json().ratePeriods.map((period: { startDate: string }) => period.startDate),
    ).toEqual([day(200), day(300)]);

    const changed = await send(
      'PUT',
      `${url()}/${later.json().id}`,
      season(305, 320, { pricePerNight: 21_000, minNights: 3 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      startDate: day(305),
      endDate: day(320),
      pricePerNight: 21_000,
      minNights: 3,
    });

    expect((await send('DELETE', `${url()}/${earlier.json().id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `${url()}/${earlier.json().id}`)).statusCode).toBe(404);
    const after = (await send('GET', url())).json().ratePeriods;
    expect(after).toHaveLength(1);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'suite.rates_changed'), eq(auditEvents.targetId, suiteId)));
    expect(audited).toHaveLength(4);
    expect(audited.map((event) => event.actorId)).toEqual(Array(4).fill(admin.id));

    expect((await send('DELETE', `${url()}/${later.json().id}`)).statusCode).toBe(204);
  });

  it('refuses a season sharing a night with another of the same suite, not one that meets it', async () => {
    const first = await send('POST', url(), season(100, 110));
    expect(first.statusCode).toBe(201);
    const overlapping = await send('POST', url(), season(109, 115));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.message).toBe(RATE_PERIOD_MESSAGES.overlap);
    // Ends the day the other begins, begins the day it ends: no shared night.
    expect((await send('POST', url(), season(95, 100))).statusCode).toBe(201);
    expect((await send('POST', url(), season(110, 112))).statusCode).toBe(201);
    // Another suite's seasons are its own.
    expect((await send('POST', url(otherSuiteId), season(100, 110))).statusCode).toBe(201);
    // An edit into another season is refused too, and changes nothing.
    const moved = await send('PUT', `${url()}/${first.json().id}`, season(108, 111));
    expect(moved.statusCode).toBe(409);
    const kept = (await send('GET', url())).json().ratePeriods;
    expect(kept.find((period: { id: string }) => period.id === first.json().id)).toMatchObject({
      startDate: day(100),
      endDate: day(110),
    });
  });

  it('lets exactly one of many racing overlapping seasons in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send('POST', url(), season(400 + index, 420 + index)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
  });

  it('names the field and the reason for every bad value', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [season(10, 20, { startDate: '2026-02-30' }), 'startDate', RATE_PERIOD_MESSAGES.date],
      [season(10, 20, { endDate: 20261201 }), 'endDate', RATE_PERIOD_MESSAGES.date],
      [season(20, 10), 'endDate', RATE_PERIOD_MESSAGES.order],
      [season(20, 20), 'endDate', RATE_PERIOD_MESSAGES.order],
      [season(10, 400), 'endDate', RATE_PERIOD_MESSAGES.length],
      [season(10, 20, { pricePerNight: '18000' }), 'pricePerNight', RATE_PERIOD_MESSAGES.price],
      [season(10, 20, { pricePerNight: 99 }), 'pricePerNight', RATE_PERIOD_MESSAGES.price],
      [season(10, 20, { pricePerNight: 1.5e3 + 0.5 }), 'pricePerNight', RATE_PERIOD_MESSAGES.price],
      [season(10, 20, { minNights: 0 }), 'minNights', RATE_PERIOD_MESSAGES.minNights],
      [season(10, 20, { minNights: 31 }), 'minNights', RATE_PERIOD_MESSAGES.minNights],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await send('POST', url(), payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.fields[field], JSON.stringify(payload)).toBe(message);
    }
    expect((await send('POST', url(), '{"startDate":')).statusCode).toBe(400);
  });

  it('answers 404 for no such suite or a season of another suite', async () => {
    expect((await send('GET', url('no-such-suite'))).statusCode).toBe(404);
    expect((await send('GET', url('7b1c6f1e-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect(
      (await send('POST', url('7b1c6f1e-0000-4000-8000-000000000000'), season(500, 501)))
        .statusCode,
    ).toBe(404);
    const mine = await send('POST', url(), season(450, 455));
    const elsewhere = `${url(otherSuiteId)}/${mine.json().id}`;
    expect((await send('PUT', elsewhere, season(450, 456))).statusCode).toBe(404);
    expect((await send('DELETE', elsewhere)).statusCode).toBe(404);
  });

  it('are for admins only', async () => {
    expect((await send('GET', url(), undefined, guest.cookie)).statusCode).toBe(403);
    expect((await send('POST', url(), season(600, 610), guest.cookie)).statusCode).toBe(403);
    expect((await send('GET', url(), undefined, '')).statusCode).toBe(401);
    expect((await send('POST', url(), season(600, 610), '')).statusCode).toBe(401);
  });
});
