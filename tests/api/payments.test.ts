import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, refunds, suites } from '#server/db/schema.ts';
import { endExpiredHolds } from '#server/payments/payment-rules.ts';
import { followOpenRefunds } from '#server/payments/refunds.ts';
import { serviceContext } from '#server/service-context.ts';
import type { Booking, StayQuote } from '#shared/booking.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import type { FakeSslcommerz } from '#tests/support/fake-sslcommerz.ts';
import { type GatewayApp, startGatewayApp } from '#tests/support/gateway-app.ts';
import type { startSmtpServer } from '#tests/support/smtp-server.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

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
beforeEach(() => {
  gateway.shift(0);
  gateway.resetGateway();
});
/** Runs the app's clock this far ahead of the real one. */
const shift = (ms: number) => gateway.shift(ms);

const context = () => serviceContext(t.app, t.app.log);
let nextStay = 20;
/** A stay of three nights that no other test uses, in the given suite. */
function freshStay(suite = 0) {
  nextStay += 4;
  const checkIn = addDays(hotelToday(), nextStay);
  return {
    suiteId: suiteIds[suite] ?? '',
    checkIn,
    checkOut: addDays(checkIn, 3),
    adults: 2,
    children: 0,
  };
}

function send(
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function book(cookie: string, stay = freshStay()): Promise<Booking> {
  const response = await send('POST', '/api/bookings', cookie, stay);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function read(cookie: string, id: string): Promise<Booking> {
  const response = await send('GET', `/api/bookings/${id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Starts paying as the guest does; the gateway's session for it. */
async function startPaying(cookie: string, booking: Booking) {
  const response = await send('POST', `/api/bookings/${booking.id}/payments`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const { redirectUrl } = response.json() as { redirectUrl: string };
  const key = new URL(redirectUrl).searchParams.get('SESSIONKEY') ?? '';
  const session = fake.sessions.get(key);
  if (!session) throw new Error('the gateway opened no session');
  return { redirectUrl, tranId: session.fields.tran_id ?? '', session };
}

/** The gateway's notification as it arrives: form-encoded, no cookie, no Origin. */
function notify(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Pays on the gateway's page and delivers its notification; the shop's answer. */
async function payAndNotify(tranId: string) {
  const fields = await fake.pay(tranId, { notify: false });
  return { fields, response: await notify(fields) };
}

describe(`online deposits through SSLCommerz (${databaseKind})`, () => {
  it('holds a new booking unpaid, owing its deposit, and says so in the quote and the mail', async () => {
    const guest = await signUp(t.app);
    const stay = freshStay();
    const quote = (
      await send(
        'GET',
        `/api/quote?${new URLSearchParams(Object.entries(stay).map(([k, v]) => [k, String(v)]))}`,
      )
    ).json() as StayQuote;
    const deposit = Math.floor((quote.quote.total * 30 * 2 + 100) / 200);
    expect(quote.payment).toEqual({ deposit, depositPercent: 30, holdMinutes: 30 });

    const before = Date.now();
    const booking = await book(guest.cookie, stay);
    expect(booking).toMatchObject({
      status: 'pending_payment',
      stage: 'pending_payment',
      amountDue: deposit,
      amountPaid: 0,
      balanceDue: booking.total,
      payable: true,
      cancellable: true,
      payments: [],
      refunds: [],
    });
    const holdMs = Date.parse(booking.holdExpiresAt ?? '') - before;
    expect(holdMs).toBeGreaterThan(29 * 60_000);
    expect(holdMs).toBeLessThan(31 * 60_000);

    const mail = await smtp.waitFor(guest.email, /held until/);
    expect(mail.text).toContain(booking.reference);
    expect(mail.text).toContain(`${PUBLIC_URL}/booking?confirmed=${booking.id}`);
    expect(mail.attachments).toHaveLength(0);
  });

  it('sends only the guest to the gateway, for what is owed, with our addresses to come back to', async () => {
    const guest = await signUp(t.app);
    const other = await signUp(t.app);
    const booking = await book(guest.cookie);
    for (const [who, cookie, status] of [
      ['anonymous', undefined, 401],
      ['another guest', other.cookie, 404],
      ['staff', admin.cookie, 404],
    ] as const) {
      const response = await send('POST', `/api/bookings/${booking.id}/payments`, cookie);
      expect(response.statusCode, who).toBe(status);
    }
    expect((await send('POST', '/api/bookings/not-an-id/payments', guest.cookie)).statusCode).toBe(
      404,
    );

    const { redirectUrl, tranId, session } = await startPaying(guest.cookie, booking);
    expect(redirectUrl.startsWith(`${fake.url}/`)).toBe(true);
    expect(tranId.startsWith(booking.reference)).toBe(true);
    expect(tranId.length).toBeLessThanOrEqual(30);
    expect(session.fields).toMatchObject({
      total_amount: booking.amountDue.toFixed(2),
      currency: 'BDT',
      ipn_url: `${PUBLIC_URL}/api/payments/sslcommerz/ipn`,
      success_url: `${PUBLIC_URL}/api/payments/sslcommerz/return/success?booking=${booking.id}`,
      fail_url: `${PUBLIC_URL}/api/payments/sslcommerz/return/fail?booking=${booking.id}`,
      cus_email: guest.email,
    });
    // Nothing is confirmed by starting to pay.
    expect((await read(guest.cookie, booking.id)).status).toBe('pending_payment');
  });

  it('brings a guest who paid from a Bengali page back to the Bengali page', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: { origin: ORIGIN, cookie: guest.cookie, 'accept-language': 'bn' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const key = new URL(response.json<{ redirectUrl: string }>().redirectUrl).searchParams.get(
      'SESSIONKEY',
    );
    const fields = fake.sessions.get(key ?? '')?.fields ?? {};
    expect(fields.success_url).toBe(
      `${PUBLIC_URL}/api/payments/sslcommerz/return/success?booking=${booking.id}&lang=bn`,
    );
    for (const result of ['success', 'fail', 'cancel'] as const) {
      const back = await t.app.inject({
        url: `/api/payments/sslcommerz/return/${result}?booking=${booking.id}&lang=bn`,
      });
      expect(back.headers.location).toBe(`/bn/booking?confirmed=${booking.id}&payment=${result}`);
    }
    // A language the site does not speak is refused, never put into the address.
    const unknown = await t.app.inject({
      url: `/api/payments/sslcommerz/return/success?booking=${booking.id}&lang=xx`,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('confirms nothing when the guest merely comes back to the success address', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    await startPaying(guest.cookie, booking);
    const url = `/api/payments/sslcommerz/return/success?booking=${booking.id}`;
    const viaLink = await t.app.inject({ url });
    // As the gateway sends the guest back: a form post from its own site, without our cookie.
    const viaForm = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: fake.url, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=VALID&tran_id=x&val_id=y&amount=1',
    });
    for (const response of [viaLink, viaForm]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/booking?confirmed=${booking.id}&payment=success`);
    }
    expect(
      (await t.app.inject({ url: '/api/payments/sslcommerz/return/fail?booking=../../x' })).headers
        .location,
    ).toBe('/dashboard');
    expect((await t.app.inject({ url: '/api/payments/sslcommerz/return/other' })).statusCode).toBe(
      400,
    );
    expect(await read(guest.cookie, booking.id)).toMatchObject({
      status: 'pending_payment',
      amountPaid: 0,
    });
    // Other routes still refuse a foreign site's form.
    const forged = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: { origin: fake.url, cookie: guest.cookie },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses forged, incomplete and unknown notifications, and ones the validation does not back', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const { tranId } = await startPaying(guest.cookie, booking);
    const genuine = await fake.pay(tranId, { notify: false });

    const { verify_sign: _sign, verify_key: _key, ...unsigned } = genuine;
    const forged = fake.sign(unsigned, 'not-the-store-password');
    const forgedResponse = await notify(forged);
    expect(forgedResponse.statusCode).toBe(400);
    expect(forgedResponse.json().error.fields).toHaveProperty('verify_sign');

    const raised = await notify({ ...genuine, amount: '1.00' });
    expect(raised.statusCode, 'a field changed after signing').toBe(400);

    for (const missing of ['tran_id', 'verify_sign']) {
      const { [missing]: _gone, ...rest } = genuine;
      const response = await notify(rest);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(missing);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      payload: { ...genuine },
    });
    expect(json.statusCode, 'JSON is not how the gateway writes').toBe(415);

    const unknown = await notify(fake.sign({ ...unsigned, tran_id: 'SB-NOSUCH-0000' }));
    expect(unknown.statusCode).toBe(404);

    for (const [tamper, why] of [
      [{ currency_amount: '1.00', amount: '1.00' }, 'amount'],
      [{ currency_type: 'USD' }, 'currency'],
      [{ risk_level: '1', risk_title: 'High' }, 'risk'],
      [{ status: 'INVALID_TRANSACTION' }, 'status'],
      [{ tran_id: 'SB-OTHER-1234' }, 'transaction'],
    ] as const) {
      fake.tamper = { ...tamper };
      const response = await notify(genuine);
      expect(response.statusCode, why).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    fake.tamper = {};
    expect(await read(guest.cookie, booking.id)).toMatchObject({
      status: 'pending_payment',
      amountPaid: 0,
    });
    const [attempt] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.tranId, tranId));
    expect(attempt?.status).toBe('initiated');
  });

  it('confirms the booking on a verified notification, once, however often it comes', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const { tranId } = await startPaying(guest.cookie, booking);
    const fields = await fake.pay(tranId, { notify: false });
    // The gateway may notify twice at once; a replay comes later.
    const [first, second] = await Promise.all([notify(fields), notify(fields)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().outcome, second.json().outcome].sort()).toEqual([
      'already recorded',
      'confirmed',
    ]);
    const replay = await notify(fields);
    expect(replay.json()).toEqual({ received: true, outcome: 'already recorded' });

    const paid = await read(guest.cookie, booking.id);
    expect(paid).toMatchObject({
      status: 'confirmed',
      stage: 'upcoming',
      holdExpiresAt: null,
      amountPaid: booking.amountDue,
      balanceDue: booking.total - booking.amountDue,
      payable: false,
    });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amount: booking.amountDue,
        status: 'paid',
        method: 'VISA-Dutch Bangla',
      }),
    ]);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1);

    const mail = await smtp.waitFor(guest.email, /Payment received/);
    expect(mail.text).toContain(`${PUBLIC_URL}/api/bookings/${booking.id}/invoice.pdf`);
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${booking.reference}.ics`]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      smtp.received.filter(
        (entry) => entry.to.includes(guest.email) && /Payment received/.test(entry.subject),
      ),
    ).toHaveLength(1);

    // Paid: nothing more to pay online.
    expect(
      (await send('POST', `/api/bookings/${booking.id}/payments`, guest.cookie)).statusCode,
    ).toBe(409);

    // Staff's export says what was paid online and what is due at the hotel.
    const csv = (await send('GET', '/api/admin/bookings.csv', admin.cookie)).body.split('\r\n');
    const header = csv[0]?.split(',') ?? [];
    const row = csv.find((line) => line.startsWith(`${booking.reference},`))?.split(',') ?? [];
    const column = (name: string) => row[header.indexOf(name)];
    expect(column('status')).toBe('confirmed');
    expect(column('paid_online_bdt')).toBe(String(booking.amountDue));
    expect(column('due_at_hotel_bdt')).toBe(String(booking.total - booking.amountDue));
  });

  it('records a declined payment and keeps the hold, so the guest can try again', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const { tranId } = await startPaying(guest.cookie, booking);
    const declined = await fake.decline(tranId, 'FAILED', { notify: false });
    expect((await notify(declined)).json()).toEqual({ received: true, outcome: 'not paid' });
    const [attempt] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.tranId, tranId));
    expect(attempt?.status).toBe('failed');
    expect(await read(guest.cookie, booking.id)).toMatchObject({
      status: 'pending_payment',
      payable: true,
    });
    const again = await startPaying(guest.cookie, booking);
    expect(again.tranId).not.toBe(tranId);
    expect((await payAndNotify(again.tranId)).response.json().outcome).toBe('confirmed');
  });

  it('answers 502, and keeps the hold, when the gateway does not answer', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    fake.down = true;
    const response = await send('POST', `/api/bookings/${booking.id}/payments`, guest.cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('PAYMENT_GATEWAY');
    expect(await read(guest.cookie, booking.id)).toMatchObject({
      status: 'pending_payment',
      payable: true,
    });
  });

  it('ends a hold that runs out: expired, its nights free again, the guest told', async () => {
    const guest = await signUp(t.app);
    const rival = await signUp(t.app);
    const stay = freshStay(1);
    const held = await book(guest.cookie, stay);
    // Held nights cannot be booked by anyone else.
    expect((await send('POST', '/api/bookings', rival.cookie, stay)).statusCode).toBe(409);

    shift(29 * 60_000);
    await endExpiredHolds(context());
    expect((await read(guest.cookie, held.id)).status, 'a minute before its end').toBe(
      'pending_payment',
    );
    shift(31 * 60_000);
    // Other tests' holds end too; each only once.
    expect(await endExpiredHolds(context())).toBeGreaterThanOrEqual(1);
    expect(await endExpiredHolds(context()), 'ended once').toBe(0);
    expect(await read(guest.cookie, held.id)).toMatchObject({
      status: 'expired',
      stage: 'expired',
      payable: false,
      balanceDue: 0,
      cancellable: false,
    });
    const mail = await smtp.waitFor(guest.email, /hold has ended/);
    expect(mail.text).toContain(held.reference);
    expect((await send('POST', `/api/bookings/${held.id}/payments`, guest.cookie)).statusCode).toBe(
      409,
    );
    expect((await send('DELETE', `/api/bookings/${held.id}`, guest.cookie)).statusCode).toBe(409);
    expect((await book(rival.cookie, stay)).status).toBe('pending_payment');
  });

  it('keeps a payment that comes after the hold ended when the nights are still free', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const { tranId } = await startPaying(guest.cookie, booking);
    shift(31 * 60_000);
    await endExpiredHolds(context());
    const { response } = await payAndNotify(tranId);
    expect(response.json().outcome).toBe('confirmed');
    expect(await read(guest.cookie, booking.id)).toMatchObject({
      status: 'confirmed',
      amountPaid: booking.amountDue,
    });
    await smtp.waitFor(admin.email, /Paid after the hold ended/);
  });

  it('refunds at once a payment that comes after the hold ended and the nights were taken', async () => {
    const guest = await signUp(t.app);
    const rival = await signUp(t.app);
    const stay = freshStay(2);
    const late = await book(guest.cookie, stay);
    const { tranId } = await startPaying(guest.cookie, late);
    shift(31 * 60_000);
    await endExpiredHolds(context());
    const taken = await book(rival.cookie, stay);
    expect(taken.status).toBe('pending_payment');

    const { response } = await payAndNotify(tranId);
    expect(response.json().outcome).toBe('refunded');
    const after = await read(guest.cookie, late.id);
    expect(after).toMatchObject({
      status: 'expired',
      amountPaid: late.amountDue,
      amountRefunded: late.amountDue,
    });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: late.amountDue,
        reason: 'late_payment',
        status: 'processing',
        failure: null,
      }),
    ]);
    const gatewaySide = [...fake.transactions.values()].find((tx) => tx.tranId === tranId);
    expect(gatewaySide?.refunds.map((refund) => refund.amount)).toEqual([late.amountDue]);
    await smtp.waitFor(guest.email, /Your refund/);
    await smtp.waitFor(admin.email, /late payment was refunded/);
    // The rival's hold is untouched.
    expect((await read(rival.cookie, taken.id)).status).toBe('pending_payment');
  });

  it('refunds a second payment of a booking already paid', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const first = await startPaying(guest.cookie, booking);
    const second = await startPaying(guest.cookie, booking);
    expect((await payAndNotify(first.tranId)).response.json().outcome).toBe('confirmed');
    expect((await payAndNotify(second.tranId)).response.json().outcome).toBe('refunded');
    const after = await read(guest.cookie, booking.id);
    expect(after).toMatchObject({ status: 'confirmed', amountPaid: booking.amountDue * 2 });
    expect(after.refunds.map((refund) => [refund.reason, refund.amount])).toEqual([
      ['duplicate_payment', booking.amountDue],
    ]);
    expect(after.balanceDue).toBe(0 + Math.max(0, booking.total - booking.amountDue * 2));
  });

  it('refunds what was paid when a paid booking is cancelled, through the gateway, and follows it to the end', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const { tranId } = await startPaying(guest.cookie, booking);
    await payAndNotify(tranId);

    const response = await send('DELETE', `/api/bookings/${booking.id}`, guest.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json() as Booking;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      amountRefunded: booking.amountDue,
      balanceDue: 0,
    });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({
        reason: 'cancelled',
        status: 'processing',
        amount: booking.amountDue,
      }),
    ]);
    expect(cancelled.refunds[0]?.reference).toMatch(/^RFD/);
    const mail = await smtp.waitFor(guest.email, /cancelled/);
    expect(mail.text).toContain('refunded in full');

    // The bank finishes it; the next pass of the payment jobs sees so.
    await t.database.db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(refunds.bookingId, booking.id));
    await followOpenRefunds(context());
    expect((await read(guest.cookie, booking.id)).refunds[0]?.status).toBe('refunded');
  });

  it('shows staff a refund the gateway refuses, never loses it, and asks again on their word', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    await payAndNotify((await startPaying(guest.cookie, booking)).tranId);
    fake.refuseRefunds = 'Insufficient merchant balance';
    const response = await send('DELETE', `/api/bookings/${booking.id}`, guest.cookie);
    expect(response.statusCode).toBe(200);
    const forGuest = response.json() as Booking;
    expect(forGuest.refunds).toEqual([
      expect.objectContaining({ status: 'failed', failure: null }),
    ]);
    const forStaff = await read(admin.cookie, booking.id);
    expect(forStaff.refunds[0]).toMatchObject({
      status: 'failed',
      failure: 'Insufficient merchant balance',
    });
    await smtp.waitFor(admin.email, /refund was refused/);

    const refundId = forStaff.refunds[0]?.id ?? '';
    const retryUrl = `/api/admin/refunds/${refundId}/retry`;
    expect((await send('POST', retryUrl)).statusCode).toBe(401);
    expect((await send('POST', retryUrl, guest.cookie)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/refunds/nope/retry', admin.cookie)).statusCode).toBe(
      404,
    );
    fake.refuseRefunds = null;
    const retried = await send('POST', retryUrl, admin.cookie);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as Booking).refunds[0]).toMatchObject({
      status: 'processing',
      failure: null,
    });
    expect((await send('POST', retryUrl, admin.cookie)).statusCode, 'only a refused one').toBe(409);
  });

  it('drops the discount of a paid booking shortened below its code’s nights, and says so first', async () => {
    const added = await send('POST', '/api/admin/promo-codes', admin.cookie, {
      code: 'PAIDLONG40',
      percentOff: 40,
      minNights: 5,
      validFrom: addDays(hotelToday(), -1),
      validTo: addDays(hotelToday(), 30),
    });
    expect(added.statusCode, added.body).toBe(201);
    const guest = await signUp(t.app);
    const three = freshStay();
    freshStay();
    const stay = { ...three, checkOut: addDays(three.checkIn, 5) };
    const booking = await book(guest.cookie, { ...stay, promoCode: 'PAIDLONG40' } as typeof stay);
    expect(booking.discountPercent).toBe(40);
    const { tranId } = await startPaying(guest.cookie, booking);
    expect((await payAndNotify(tranId)).response.json().outcome).toBe('confirmed');

    const shorter = { checkIn: stay.checkIn, checkOut: addDays(stay.checkIn, 2), adults: 2 };
    const query = new URLSearchParams({ ...shorter, adults: '2', children: '0' });
    const quoted = await send('GET', `/api/bookings/${booking.id}/quote?${query}`, guest.cookie);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      quote: { nights: 2, discountPercent: 0, discount: 0 },
      promoCode: null,
      promoCodeDropped: {
        code: 'PAIDLONG40',
        reason: 'The code PAIDLONG40 is for stays of 5 nights or more.',
      },
    });
    const changed = await send('PATCH', `/api/bookings/${booking.id}`, guest.cookie, {
      ...shorter,
      children: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json() as Booking;
    expect(after).toMatchObject({
      nights: 2,
      discountPercent: 0,
      discount: 0,
      total: (quoted.json() as StayQuote).quote.total,
      promoCode: null,
      amountPaid: booking.amountDue,
    });
    expect(after.balanceDue).toBe(after.total - booking.amountDue);
  });

  it('keeps an unpaid booking from moving: no change of dates, no check-in', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    const moved = await send('PATCH', `/api/bookings/${booking.id}`, guest.cookie, {
      checkIn: addDays(booking.checkIn, 1),
      checkOut: addDays(booking.checkOut, 1),
      adults: 2,
      children: 0,
    });
    expect(moved.statusCode).toBe(409);
    const marked = await send('PATCH', `/api/bookings/${booking.id}/status`, admin.cookie, {
      status: 'checked_in',
    });
    expect(marked.statusCode).toBe(409);
    // The guest may let it go.
    expect(
      (await send('DELETE', `/api/bookings/${booking.id}`, guest.cookie)).json(),
    ).toMatchObject({
      status: 'cancelled',
      refunds: [],
    });
  });
});

describe(`nothing or little to pay online (${databaseKind})`, () => {
  async function addCode(code: string, percentOff: number) {
    const response = await send('POST', '/api/admin/promo-codes', admin.cookie, {
      code,
      percentOff,
      validFrom: addDays(hotelToday(), -1),
      validTo: addDays(hotelToday(), 400),
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('confirms at once a booking a 100 % code makes free: no hold, nothing to pay, the confirmation mailed', async () => {
    await addCode('ONTHEHOUSE', 100);
    const guest = await signUp(t.app);
    const stay = { ...freshStay(), promoCode: 'ONTHEHOUSE' };
    const quoted = await send(
      'GET',
      `/api/quote?${new URLSearchParams(Object.entries(stay).map(([k, v]) => [k, String(v)]))}`,
    );
    expect(quoted.json()).toMatchObject({ quote: { total: 0 }, payment: null });

    const response = await send('POST', '/api/bookings', guest.cookie, stay);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      total: 0,
      status: 'confirmed',
      stage: 'upcoming',
      holdExpiresAt: null,
      amountDue: 0,
      balanceDue: 0,
      payable: false,
    });
    const mail = await smtp.waitFor(guest.email, /Your stay is booked/);
    expect(mail.text).toContain(response.json().reference);
    const paying = await send('POST', `/api/bookings/${response.json().id}/payments`, guest.cookie);
    expect(paying.statusCode).toBe(409);
  });

  it('asks the gateway for no less than it takes: 10 taka, or nothing online below that', async () => {
    await addCode('ALMOSTFREE', 99);
    // One night at 1,000: 10 after the code, 13 with the charges; 30 % of it is 4.
    const suiteId = suiteIds[3] ?? '';
    await t.database.db
      .update(suites)
      .set({ pricePerNight: 1000, weekendPricePerNight: null })
      .where(eq(suites.id, suiteId));
    const guest = await signUp(t.app);
    const { checkIn } = freshStay();
    const stay = {
      suiteId,
      checkIn,
      checkOut: addDays(checkIn, 1),
      adults: 1,
      children: 0,
      promoCode: 'ALMOSTFREE',
    };
    const booking = await book(guest.cookie, stay);
    expect(booking).toMatchObject({ total: 13, status: 'pending_payment', amountDue: 10 });
    const { tranId } = await startPaying(guest.cookie, booking);
    expect((await payAndNotify(tranId)).response.json().outcome).toBe('confirmed');

    // Under 10 in all, the gateway would refuse any payment: all of it is paid at the hotel.
    await t.database.db.update(suites).set({ pricePerNight: 500 }).where(eq(suites.id, suiteId));
    const tiny = await book(guest.cookie, {
      ...stay,
      checkIn: addDays(checkIn, 2),
      checkOut: addDays(checkIn, 3),
    });
    expect(tiny).toMatchObject({ total: 7, status: 'confirmed', amountDue: 0, balanceDue: 7 });
  });
});

describe(`full prepayment (${databaseKind})`, () => {
  it('keeps what was paid: a change to a cheaper stay is refused, a longer one leaves the rest to the hotel', async () => {
    const prepaid = await createTestApp({
      env: {
        ...UNCAPPED,
        PUBLIC_URL,
        TRUSTED_ORIGINS: ORIGIN,
        SSLCOMMERZ_STORE_ID: fake.storeId,
        SSLCOMMERZ_STORE_PASSWORD: fake.storePassword,
        SSLCOMMERZ_BASE_URL: fake.url,
        DEPOSIT_PERCENT: '100',
      },
    });
    try {
      const guest = await signUp(prepaid.app);
      const [suite] = await prepaid.database.db.select().from(suites).where(eq(suites.capacity, 2));
      const stay = { ...freshStay(), suiteId: suite?.id ?? '' };
      const inject = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
        prepaid.app.inject({
          method,
          url,
          headers: { origin: ORIGIN, cookie: guest.cookie },
          ...(payload ? { payload } : {}),
        });
      const created = await inject('POST', '/api/bookings', stay);
      expect(created.statusCode, created.body).toBe(201);
      const booking = created.json() as Booking;
      expect(booking.amountDue).toBe(booking.total);
      const startedResponse = await inject('POST', `/api/bookings/${booking.id}/payments`);
      expect(startedResponse.statusCode, startedResponse.body).toBe(200);
      const started = startedResponse.json();
      const key = new URL(started.redirectUrl).searchParams.get('SESSIONKEY') ?? '';
      const fields = await fake.pay(fake.sessions.get(key)?.fields.tran_id ?? '', {
        notify: false,
      });
      const paid = await prepaid.app.inject({
        method: 'POST',
        url: '/api/payments/sslcommerz/ipn',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(paid.json().outcome).toBe('confirmed');

      const shorter = await inject('PATCH', `/api/bookings/${booking.id}`, {
        checkIn: stay.checkIn,
        checkOut: addDays(stay.checkIn, 2),
        adults: 2,
        children: 0,
      });
      expect(shorter.statusCode).toBe(409);
      expect(shorter.json().error.message).toContain('already paid');
      const longer = await inject('PATCH', `/api/bookings/${booking.id}`, {
        checkIn: stay.checkIn,
        checkOut: addDays(stay.checkIn, 4),
        adults: 2,
        children: 0,
      });
      expect(longer.statusCode, longer.body).toBe(200);
      const moved = longer.json() as Booking;
      expect(moved).toMatchObject({ amountPaid: booking.total, amountDue: booking.total });
      expect(moved.balanceDue).toBe(moved.total - booking.total);
    } finally {
      await prepaid.close();
    }
  });
});

describe(`hostile payment requests (${databaseKind})`, () => {
  it('answers malformed notifications and payment starts with a 4xx in the one error shape, never a 5xx', async () => {
    const form = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sslcommerz/ipn',
        headers: { 'content-type': contentType },
        payload,
      });
    const many = Array.from({ length: 150 }, (_, index) => `f${index}=1`).join('&');
    const cases: [string, Promise<{ statusCode: number; body: string }>][] = [
      ['empty', form('')],
      ['not a form', form('%%%&&&===')],
      ['prototype keys', form('__proto__=x&constructor=y&tran_id=a&status=VALID')],
      ['too many fields', form(many)],
      [
        'a field too long',
        form(`tran_id=${'x'.repeat(3000)}&status=VALID&verify_sign=a&verify_key=b`),
      ],
      ['2 MB', form(`tran_id=${'x'.repeat(2_000_000)}`)],
      ['XML', form('<xml/>', 'application/xml')],
      ['signature not hex', form('tran_id=a&status=VALID&verify_sign=zz&verify_key=tran_id')],
      [
        'unknown status',
        form(
          new URLSearchParams(
            fake.sign({ tran_id: 'x', val_id: 'y', amount: '1', currency: 'BDT', status: 'WHO' }),
          ).toString(),
        ),
      ],
    ];
    const guest = await signUp(t.app);
    for (const path of [
      '%2e%2e%2fadmin',
      'x'.repeat(300),
      '00000000-0000-0000-0000-000000000000',
    ]) {
      cases.push([
        `start ${path.slice(0, 20)}`,
        send('POST', `/api/bookings/${path}/payments`, guest.cookie),
      ]);
    }
    for (const [what, pending] of cases) {
      const response = await pending;
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, what).toBeLessThan(500);
      expect(JSON.parse(response.body).error.code, what).toMatch(/^[A-Z_]+$/);
    }
  });
});
