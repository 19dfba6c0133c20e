import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, promoCodes } from '#server/db/schema.ts';
import { endExpiredHolds } from '#server/payments/payment-rules.ts';
import { serviceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { depositFor } from '#shared/payments.ts';
import type { Reservation } from '#shared/reservation.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import type { FakeSslcommerz } from '#tests/support/fake-sslcommerz.ts';
import { type GatewayApp, startGatewayApp } from '#tests/support/gateway-app.ts';
import type { startSmtpServer } from '#tests/support/smtp-server.ts';
import { databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/*
 * A reservation of several suites pays one deposit for the whole (issue 35): held unpaid, one
 * payment at the gateway shared among its suites, one mail each way, refunds per suite.
 */

let gateway: GatewayApp;
let t: TestApp;
let fake: FakeSslcommerz;
let smtp: SmtpServer;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteIds: string[];

const PUBLIC_URL = 'https://stay.example.com';

beforeAll(async () => {
  gateway = await startGatewayApp({ env: { ...UNCAPPED, PUBLIC_URL }, smtp: true });
  ({ t, fake } = gateway);
  smtp = gateway.smtp as SmtpServer;
  admin = await signUpAdmin(t.app, t.database.db);
  suiteIds = gateway.suites.filter((row) => row.capacity >= 2).map((row) => row.id);
});
afterAll(() => gateway.close());
beforeEach(() => gateway.shift(0));
/** Runs the app's clock this far ahead of the real one. */
const shift = (ms: number) => gateway.shift(ms);

const context = () => serviceContext(t.app, t.app.log);

function send(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

let nextStay = 30;
/** Two suites for three nights that no other test uses. */
function freshRooms(extra: object = {}) {
  nextStay += 4;
  const checkIn = addDays(hotelToday(), nextStay);
  return {
    checkIn,
    checkOut: addDays(checkIn, 3),
    rooms: [
      { suiteId: suiteIds[0] ?? '', adults: 2, children: 0 },
      { suiteId: suiteIds[1] ?? '', adults: 2, children: 0 },
    ],
    ...extra,
  };
}

async function reserve(cookie: string, body = freshRooms()): Promise<Reservation> {
  const response = await send('POST', '/api/reservations', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function read(cookie: string, id: string): Promise<Reservation> {
  const response = await send('GET', `/api/reservations/${id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Starts paying as the guest does: the attempt's id at the gateway. */
async function startPaying(cookie: string, id: string): Promise<string> {
  const response = await send('POST', `/api/reservations/${id}/payments`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const { redirectUrl } = response.json() as { redirectUrl: string };
  const session = fake.sessions.get(new URL(redirectUrl).searchParams.get('SESSIONKEY') ?? '');
  if (!session) throw new Error('the gateway opened no session');
  return session.fields.tran_id ?? '';
}

/** Pays on the gateway's page and delivers its notification; the shop's answer. */
async function payAndNotify(tranId: string) {
  const fields = await fake.pay(tranId, { notify: false });
  const notify = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  return { notify, response: await notify() };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe(`one deposit for a reservation of several suites (${databaseKind})`, () => {
  it('holds every suite unpaid for one deposit, shared by their totals, and mails the hold once', async () => {
    const guest = await signUp(t.app);
    const made = await reserve(guest.cookie);
    const deposit = depositFor(made.quote.total, 30);
    expect(made).toMatchObject({
      status: 'pending_payment',
      amountDue: deposit,
      amountPaid: 0,
      balanceDue: made.quote.total,
    });
    expect(Date.parse(made.holdExpiresAt ?? '')).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(made.bookings.map((booking) => booking.status)).toEqual([
      'pending_payment',
      'pending_payment',
    ]);
    expect(sum(made.bookings.map((booking) => booking.amountDue))).toBe(deposit);
    for (const booking of made.bookings) {
      expect(booking.amountDue).toBeGreaterThan(0);
      expect(booking.holdExpiresAt).toBe(made.holdExpiresAt);
    }
    const mail = await smtp.waitFor(guest.email, /suites are held until/);
    expect(mail.text).toContain(made.reference);
    expect(mail.text).toContain(`${PUBLIC_URL}/booking?reservation=${made.id}`);
    for (const booking of made.bookings) expect(mail.text).toContain(booking.reference);

    // One suite is not paid on its own: the whole is.
    const alone = await send(
      'POST',
      `/api/bookings/${made.bookings[0]?.id}/payments`,
      guest.cookie,
    );
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toMatch(/reservation's deposit/);
  });

  it('takes the deposit in one payment, confirms every suite once, and sends the guest back to the reservation', async () => {
    const guest = await signUp(t.app);
    const made = await reserve(guest.cookie);
    // Staff see the reservation but do not pay it; strangers do not see it.
    expect(
      (await send('POST', `/api/reservations/${made.id}/payments`, admin.cookie)).statusCode,
    ).toBe(404);
    const stranger = await signUp(t.app);
    expect(
      (await send('POST', `/api/reservations/${made.id}/payments`, stranger.cookie)).statusCode,
    ).toBe(404);

    const tranId = await startPaying(guest.cookie, made.id);
    expect(tranId.startsWith(made.reference)).toBe(true);
    const session = [...fake.sessions.values()].find((entry) => entry.fields.tran_id === tranId);
    expect(Number(session?.fields.total_amount)).toBe(made.amountDue);
    expect(session?.fields.success_url).toBe(
      `${PUBLIC_URL}/api/payments/sslcommerz/return/success?reservation=${made.id}`,
    );
    const back = await send(
      'GET',
      `/api/payments/sslcommerz/return/success?reservation=${made.id}`,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/booking?reservation=${made.id}&payment=success`);

    const { response, notify } = await payAndNotify(tranId);
    expect(response.json().outcome).toBe('confirmed');
    expect((await notify()).json().outcome, 'a replay').toBe('already recorded');

    const paid = await read(guest.cookie, made.id);
    expect(paid).toMatchObject({
      status: 'confirmed',
      amountPaid: made.amountDue,
      balanceDue: made.quote.total - made.amountDue,
      holdExpiresAt: null,
    });
    for (const [index, booking] of paid.bookings.entries()) {
      expect(booking).toMatchObject({
        status: 'confirmed',
        amountPaid: made.bookings[index]?.amountDue,
      });
    }
    const rows = await t.database.db.select().from(payments).where(eq(payments.tranId, tranId));
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(sum(rows.map((row) => row.amount))).toBe(made.amountDue);

    const mail = await smtp.waitFor(guest.email, /Payment received/);
    expect(mail.text).toContain(`${PUBLIC_URL}/api/reservations/${made.id}/invoice.pdf`);
    await expect
      .poll(() => smtp.received.filter((entry) => entry.to.includes(guest.email)).length)
      .toBeGreaterThanOrEqual(2);
    expect(
      smtp.received.filter(
        (entry) => entry.to.includes(guest.email) && /Payment received/.test(entry.subject),
      ),
      'one mail for the whole',
    ).toHaveLength(1);
    expect(
      (await send('POST', `/api/reservations/${made.id}/payments`, guest.cookie)).statusCode,
    ).toBe(409);

    // Cancelled: each suite's share goes back through the gateway, the whole deposit in all.
    const cancelled = await send('DELETE', `/api/reservations/${made.id}`, guest.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunded = (cancelled.json() as Reservation).bookings;
    expect(sum(refunded.map((booking: Booking) => booking.amountRefunded))).toBe(made.amountDue);
    await expect
      .poll(() => {
        const gatewaySide = [...fake.transactions.values()].find((tx) => tx.tranId === tranId);
        return sum(gatewaySide?.refunds.map((refund) => refund.amount) ?? []);
      })
      .toBe(made.amountDue);
  });

  it('ends every suite together when the hold runs out, tells the guest once, and gives the code back', async () => {
    await t.database.db.insert(promoCodes).values({
      code: 'GROUPHOLD',
      percentOff: 10,
      validFrom: addDays(hotelToday(), -1),
      validTo: addDays(hotelToday(), 400),
      maxUses: 1,
    });
    const guest = await signUp(t.app);
    const made = await reserve(guest.cookie, freshRooms({ promoCode: 'GROUPHOLD' }));
    expect(made.promoCode).toBe('GROUPHOLD');
    const tranId = await startPaying(guest.cookie, made.id);

    shift(31 * 60_000);
    await endExpiredHolds(context());
    const ended = await read(guest.cookie, made.id);
    expect(ended.status).toBe('cancelled');
    expect(ended.bookings.map((booking) => booking.status)).toEqual(['expired', 'expired']);
    const mail = await smtp.waitFor(guest.email, /hold has ended/);
    expect(mail.text).toContain(made.reference);
    expect(
      smtp.received.filter(
        (entry) => entry.to.includes(guest.email) && /hold has ended/.test(entry.subject),
      ),
    ).toHaveLength(1);
    const [code] = await t.database.db
      .select({ used: promoCodes.uses })
      .from(promoCodes)
      .where(eq(promoCodes.code, 'GROUPHOLD'));
    expect(code?.used, 'the use went back').toBe(0);

    // Paid late with the nights still free: every suite stands again, and the code is used again.
    const { response } = await payAndNotify(tranId);
    expect(response.json().outcome).toBe('confirmed');
    expect((await read(guest.cookie, made.id)).status).toBe('confirmed');
    const [again] = await t.database.db
      .select({ used: promoCodes.uses })
      .from(promoCodes)
      .where(eq(promoCodes.code, 'GROUPHOLD'));
    expect(again?.used).toBe(1);
  });

  it('refunds a late payment whole when one suite was taken meanwhile: no suite stands alone', async () => {
    const guest = await signUp(t.app);
    const rival = await signUp(t.app);
    const body = freshRooms();
    const made = await reserve(guest.cookie, body);
    const tranId = await startPaying(guest.cookie, made.id);
    shift(31 * 60_000);
    await endExpiredHolds(context());
    const taken = await send('POST', '/api/bookings', rival.cookie, {
      suiteId: body.rooms[1]?.suiteId,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      adults: 2,
      children: 0,
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const { response } = await payAndNotify(tranId);
    expect(response.json().outcome).toBe('refunded');
    const after = await read(guest.cookie, made.id);
    expect(after.bookings.map((booking) => booking.status)).toEqual(['expired', 'expired']);
    expect(sum(after.bookings.map((booking) => booking.amountRefunded))).toBe(made.amountDue);
    await smtp.waitFor(admin.email, /late payment was refunded/);
  });
});
