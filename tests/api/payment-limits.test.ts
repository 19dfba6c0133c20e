import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#server/db/auth-schema.ts';
import { bookings, promoCodes } from '#server/db/schema.ts';
import { endExpiredHolds } from '#server/payments/payment-rules.ts';
import { serviceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { nextAddress, ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import type { FakeSslcommerz } from '#tests/support/fake-sslcommerz.ts';
import { type GatewayApp, startGatewayApp } from '#tests/support/gateway-app.ts';
import { databaseKind, type TestApp } from '#tests/support/test-app.ts';

/**
 * The limits an unpaid hold must keep with the gateway on (issue 38): holds let lapse (cancelled
 * or expired unpaid) count against the account and the address they were made from; an account
 * whose email is not confirmed holds one suite at a time; a payment that comes after its hold
 * ended revives the booking only within the guest's cap and the promo code's uses. The app runs
 * with the default caps.
 */

let gateway: GatewayApp;
let t: TestApp;
let fake: FakeSslcommerz;
let suiteIds: string[];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  gateway = await startGatewayApp();
  ({ t, fake } = gateway);
  suiteIds = gateway.suites.map((row) => row.id);
});
afterAll(() => gateway.close());
/** How far the app's clock runs ahead of the real one. */
let shiftMs = 0;
const shift = (ms: number) => {
  shiftMs = ms;
  gateway.shift(ms);
};
beforeEach(() => shift(0));

const context = () => serviceContext(t.app, t.app.log);

interface Guest {
  id: string;
  email: string;
  cookie: string;
  /** The address the guest's requests come from. */
  address: string;
}

async function guest(options: { verified?: boolean; address?: string } = {}): Promise<Guest> {
  const account = await signUp(t.app);
  if (options.verified) {
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
  }
  return { ...account, address: options.address ?? nextAddress() };
}

let nextStart = 10;
/** Dates no other test uses: `nights` nights, then a night's gap. */
function dates(nights = 3) {
  const checkIn = addDays(hotelToday(), nextStart);
  nextStart += nights + 1;
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

function send(
  who: Guest,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: who.address,
    headers: { origin: ORIGIN, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

function book(
  who: Guest,
  suite: number,
  stay: { checkIn: string; checkOut: string },
  promoCode?: string,
) {
  return send(who, 'POST', '/api/bookings', {
    suiteId: suiteIds[suite],
    ...stay,
    adults: 1,
    children: 0,
    ...(promoCode ? { promoCode } : {}),
  });
}

async function held(who: Guest, suite: number, stay = dates()): Promise<Booking> {
  const response = await book(who, suite, stay);
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json() as Booking;
  expect(booking.status).toBe('pending_payment');
  return booking;
}

async function cancel(who: Guest, booking: Booking) {
  const response = await send(who, 'DELETE', `/api/bookings/${booking.id}`);
  expect(response.statusCode, response.body).toBe(200);
}

/** Opens a payment of the booking's deposit as the guest does; the gateway's transaction. */
async function startPaying(who: Guest, booking: Booking): Promise<string> {
  const response = await send(who, 'POST', `/api/bookings/${booking.id}/payments`);
  expect(response.statusCode, response.body).toBe(200);
  const key = new URL(response.json().redirectUrl).searchParams.get('SESSIONKEY') ?? '';
  return fake.sessions.get(key)?.fields.tran_id ?? '';
}

/** The guest pays on the gateway's page; its notification reaches us; what we made of it. */
async function pay(tranId: string): Promise<string> {
  const fields = await fake.pay(tranId, { notify: false });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().outcome;
}

async function read(who: Guest, booking: Booking): Promise<Booking> {
  const response = await send(who, 'GET', `/api/bookings/${booking.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Lets every hold made so far run out, as the payment jobs would. */
async function letHoldsRunOut() {
  shift(shiftMs + 31 * MINUTE);
  await endExpiredHolds(context());
}

function expectRefusedForLapsedHolds(
  response: Awaited<ReturnType<typeof book>>,
  retryAfterAtLeastMs: number,
) {
  expect(response.statusCode, response.body).toBe(429);
  const { error } = response.json();
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(/unpaid/i);
  expect(error.message).toMatch(/try again in about \d+ hours/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter * 1000).toBeGreaterThan(retryAfterAtLeastMs);
  expect(retryAfter * 1000).toBeLessThanOrEqual(24 * HOUR);
}

describe(`unpaid holds let lapse (${databaseKind})`, () => {
  it('refuses a guest cycling holds on three suites (book, cancel, again) once three have lapsed, for a day', async () => {
    const cycler = await guest({ verified: true });
    const month = dates(30);
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      const holds: Booking[] = [];
      for (const suite of [0, 1, 2]) {
        const response = await book(cycler, suite, month);
        answers.push(response.statusCode);
        if (response.statusCode === 201) holds.push(response.json());
        else expectRefusedForLapsedHolds(response, 23 * HOUR);
      }
      for (const booking of holds) await cancel(cycler, booking);
    }
    expect(answers).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429]);

    // The nights were never held past the third cancellation: another guest may have them.
    await held(await guest({ verified: true }), 0, month);
    // A day after the holds lapsed, the guest may hold a suite again.
    shift(24 * HOUR + MINUTE);
    await held(cycler, 1, month);
  });

  it('counts holds that ran out unpaid as well', async () => {
    const sleeper = await guest({ verified: true });
    const month = dates(30);
    for (const suite of [3, 4, 5]) await held(sleeper, suite, month);
    await letHoldsRunOut();
    expectRefusedForLapsedHolds(await book(sleeper, 3, month), 23 * HOUR);

    // Counted from when each hold ran out: a day after that, the guest may book again.
    shift(24 * HOUR + 31 * MINUTE);
    await held(sleeper, 3, month);
  });

  it('stops another account booking from the same address, not a guest from another', async () => {
    const address = nextAddress();
    const first = await guest({ verified: true, address });
    const stay = dates(30);
    for (const suite of [6, 7, 8]) await cancel(first, await held(first, suite, stay));

    const second = await guest({ verified: true, address });
    const refused = await book(second, 6, stay);
    expectRefusedForLapsedHolds(refused, 23 * HOUR);
    expect(refused.json().error.message).toMatch(/address/);
    const elsewhere = await guest({ verified: true });
    await held(elsewhere, 6, stay);
  });

  it('counts an IPv6 client by its /64, which one subscriber writes any address in', async () => {
    const first = await guest({ verified: true, address: '2001:db8:38:1::a' });
    const stay = dates(30);
    for (const suite of [9, 10, 11]) await cancel(first, await held(first, suite, stay));

    const sameNetwork = await guest({ verified: true, address: '2001:db8:38:1:ffff::b' });
    expectRefusedForLapsedHolds(await book(sameNetwork, 9, stay), 23 * HOUR);
    const nextNetwork = await guest({ verified: true, address: '2001:db8:38:2::a' });
    await held(nextNetwork, 9, stay);
  });

  it('leaves a verified guest who pays alone, and staff are not counted', async () => {
    const payer = await guest({ verified: true });
    // Paid bookings, even cancelled and refunded, are no lapsed holds; one let go is within bounds.
    for (const suite of [9, 10, 11]) {
      const booking = await held(payer, suite);
      expect(await pay(await startPaying(payer, booking))).toBe('confirmed');
      await cancel(payer, booking);
    }
    await cancel(payer, await held(payer, 9));
    for (const suite of [9, 10, 11]) {
      const booking = await held(payer, suite);
      expect(await pay(await startPaying(payer, booking))).toBe('confirmed');
    }

    const admin = { ...(await signUpAdmin(t.app, t.database.db)), address: nextAddress() };
    const stay = dates();
    for (let round = 0; round < 5; round++) await cancel(admin, await held(admin, 0, stay));
  });
});

describe(`an account whose email is not confirmed (${databaseKind})`, () => {
  it('holds one suite at a time until it pays for it', async () => {
    const newcomer = await guest();
    const first = await held(newcomer, 0);
    const second = dates();
    const refused = await book(newcomer, 1, second);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.json().error.message).toMatch(/one suite at a time/);
    expect(refused.json().error.message).toMatch(/confirm your email/);

    expect(await pay(await startPaying(newcomer, first))).toBe('confirmed');
    await held(newcomer, 1, second);
  });

  it('counts each suite of a reservation as one unpaid hold, and keeps nothing when refused', async () => {
    const newcomer = await guest();
    const stay = dates();
    const refused = await send(newcomer, 'POST', '/api/reservations', {
      ...stay,
      rooms: [0, 1].map((suite) => ({ suiteId: suiteIds[suite], adults: 1, children: 0 })),
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.json().error.message).toMatch(/before reserving 2 suites at once/);
    const kept = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, newcomer.id));
    expect(kept).toHaveLength(0);
  });
});

describe(`a payment that comes after its hold ended (${databaseKind})`, () => {
  it('is refunded, not confirmed, when the guest has since reached their cap of upcoming stays', async () => {
    // Not confirmed: three upcoming stays at most.
    const newcomer = await guest();
    const late = await held(newcomer, 0);
    const tranId = await startPaying(newcomer, late);
    await letHoldsRunOut();
    for (const suite of [1, 2, 3]) {
      const booking = await held(newcomer, suite);
      expect(await pay(await startPaying(newcomer, booking))).toBe('confirmed');
    }

    expect(await pay(tranId)).toBe('refunded');
    const after = await read(newcomer, late);
    expect(after).toMatchObject({ status: 'expired', amountRefunded: late.amountDue });
    expect(after.refunds.map((refund) => refund.reason)).toEqual(['late_booking_limit']);
    const upcoming = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, newcomer.id),
          inArray(bookings.status, ['pending_payment', 'confirmed']),
          gt(bookings.checkOut, hotelToday()),
        ),
      );
    expect(upcoming).toHaveLength(3);
  });

  it("is refunded when the booking's promo code was used up meanwhile", async () => {
    const admin = { ...(await signUpAdmin(t.app, t.database.db)), address: nextAddress() };
    const made = await send(admin, 'POST', '/api/admin/promo-codes', {
      code: 'ONCEONLY',
      percentOff: 10,
      validFrom: addDays(hotelToday(), -1),
      validTo: addDays(hotelToday(), 300),
      maxUses: 1,
    });
    expect(made.statusCode, made.body).toBe(201);

    const slow = await guest({ verified: true });
    const lateResponse = await book(slow, 4, dates(), 'ONCEONLY');
    expect(lateResponse.statusCode, lateResponse.body).toBe(201);
    const late = lateResponse.json() as Booking;
    const tranId = await startPaying(slow, late);
    await letHoldsRunOut();

    const quick = await guest({ verified: true });
    const other = await book(quick, 5, dates(), 'ONCEONLY');
    expect(other.statusCode, other.body).toBe(201);
    expect(await pay(await startPaying(quick, other.json()))).toBe('confirmed');

    expect(await pay(tranId)).toBe('refunded');
    const after = await read(slow, late);
    expect(after).toMatchObject({ status: 'expired', amountRefunded: late.amountDue });
    expect(after.refunds.map((refund) => refund.reason)).toEqual(['late_promo_used_up']);
    const [code] = await t.database.db
      .select({ uses: promoCodes.uses })
      .from(promoCodes)
      .where(eq(promoCodes.code, 'ONCEONLY'));
    expect(code?.uses).toBe(1);
  });
});
