import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, suites } from '#server/db/schema.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { BLOCK_MESSAGES } from '#shared/suite-blocks.ts';
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
  const [first] = await t.database.db
    .select({ id: suites.id })
    .from(suites)
    .where(eq(suites.active, true))
    .limit(1);
  suiteId = first?.id ?? '';
  const [second] = await t.database.db
    .select({ id: suites.id })
    .from(suites)
    .where(and(eq(suites.active, true), ne(suites.id, suiteId)))
    .limit(1);
  otherSuiteId = second?.id ?? '';
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);
const blocksUrl = (id = suiteId) => `/api/suites/${id}/blocks`;

function block(start: number, end: number, extra: Record<string, unknown> = {}, id = suiteId) {
  return t.app.inject({
    method: 'POST',
    url: blocksUrl(id),
    headers: { origin: ORIGIN, cookie: admin.cookie },
    payload: { startDate: day(start), endDate: day(end), reason: 'Bathroom repairs', ...extra },
  });
}

function book(start: number, end: number, cookie = guest.cookie, id = suiteId) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie },
    payload: { suiteId: id, checkIn: day(start), checkOut: day(end), adults: 1, children: 0 },
  });
}

function search(start: number, end: number) {
  return t.app.inject({
    url: `/api/suites/availability?checkIn=${day(start)}&checkOut=${day(end)}&adults=1&children=0&limit=50`,
  });
}

const foundIds = (answer: { json(): { suites: { suite: { id: string } }[] } }) =>
  answer.json().suites.map((found) => found.suite.id);

describe(`blocked nights (${databaseKind})`, () => {
  it('leave search, the quote, the calendar and booking, and come back when removed', async () => {
    const blocked = await block(20, 23);
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toMatchObject({ suiteId, startDate: day(20), endDate: day(23) });

    expect(foundIds(await search(22, 24))).not.toContain(suiteId);
    expect(foundIds(await search(23, 25))).toContain(suiteId);
    const quote = await t.app.inject({
      url: `/api/quote?suiteId=${suiteId}&checkIn=${day(21)}&checkOut=${day(22)}&adults=1&children=0`,
    });
    expect(quote.json().available).toBe(false);
    const calendar = await t.app.inject({
      url: `/api/suites/${suiteId}/calendar?from=${day(19)}&to=${day(24)}`,
    });
    expect(calendar.json().nights.map((night: { available: boolean }) => night.available)).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);

    const refused = await book(22, 25);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/not available on some of these nights/);
    // A stay that checks out on the block's first day, or in on its end date, is fine.
    expect((await book(18, 20)).statusCode).toBe(201);
    expect((await book(23, 24)).statusCode).toBe(201);

    const listed = await t.app.inject({ url: blocksUrl(), headers: { cookie: admin.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().blocks.map((each: { id: string }) => each.id)).toContain(
      blocked.json().id,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${blocksUrl()}/${blocked.json().id}`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await book(20, 23)).statusCode).toBe(201);

    const audited = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, suiteId));
    expect(audited.map((event) => event.action)).toEqual(
      expect.arrayContaining(['suite.nights_blocked', 'suite.nights_released']),
    );
  });

  it('cannot cover a booked night or another block, but may meet them', async () => {
    expect((await book(40, 43)).statusCode).toBe(201);
    const overBooking = await block(42, 45);
    expect(overBooking.statusCode).toBe(409);
    expect(overBooking.json().error.message).toBe(BLOCK_MESSAGES.overBooking);
    expect((await block(43, 45)).statusCode).toBe(201);
    const overBlock = await block(44, 46);
    expect(overBlock.statusCode).toBe(409);
    expect(overBlock.json().error.message).toBe(BLOCK_MESSAGES.overBlock);
    // Another suite's nights are its own.
    expect((await block(40, 46, {}, otherSuiteId)).statusCode).toBe(201);
  });

  it('race with bookings for the same nights: the block or one booking, never both', async () => {
    const guests = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
    for (let round = 0; round < 8; round++) {
      const start = 100 + round * 10;
      const answers = await Promise.all([
        block(start, start + 3),
        ...guests.map((each, index) => book(start + (index % 3), start + 4, each.cookie)),
      ]);
      const [blockAnswer, ...bookingAnswers] = answers;
      const booked = bookingAnswers.filter((answer) => answer.statusCode === 201).length;
      for (const answer of bookingAnswers) expect([201, 409]).toContain(answer.statusCode);
      if (blockAnswer?.statusCode === 201) expect(booked).toBe(0);
      else {
        expect(blockAnswer?.statusCode).toBe(409);
        expect(booked).toBe(1);
      }
    }
  });

  it('names the field and the reason for every bad value', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: '2026-13-01' }, 'startDate', BLOCK_MESSAGES.date],
      [{ endDate: null }, 'endDate', BLOCK_MESSAGES.date],
      [{ startDate: day(10), endDate: day(10) }, 'endDate', BLOCK_MESSAGES.order],
      [{ startDate: day(10), endDate: day(400) }, 'endDate', BLOCK_MESSAGES.length],
      [{ reason: '   ' }, 'reason', BLOCK_MESSAGES.reason],
      [{ reason: undefined }, 'reason', BLOCK_MESSAGES.reason],
      [{ reason: 'x'.repeat(201) }, 'reason', BLOCK_MESSAGES.reasonLength],
      [{ reason: 'Repairs\u202e' }, 'reason', 'Use letters, numbers, spaces and punctuation only'],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await block(300, 302, extra);
      expect(answer.statusCode, JSON.stringify(extra)).toBe(400);
      expect(answer.json().error.fields[field], JSON.stringify(extra)).toBe(message);
    }
  });

  it('are for admins only, and answer 404 for what is not there', async () => {
    const asGuest = await t.app.inject({
      method: 'POST',
      url: blocksUrl(),
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { startDate: day(500), endDate: day(501), reason: 'Mine now' },
    });
    expect(asGuest.statusCode).toBe(403);
    expect((await t.app.inject({ url: blocksUrl() })).statusCode).toBe(401);
    expect((await block(10, 11, {}, '7b1c6f1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const mine = await block(480, 481);
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `${blocksUrl(otherSuiteId)}/${mine.json().id}`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
