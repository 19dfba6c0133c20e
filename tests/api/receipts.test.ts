import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { formatBdt } from '#shared/money.ts';
import { formatExtra, formatNightGroup, nightGroups, priceLines } from '#shared/price-lines.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import {
  type FakeSslcommerz,
  gatewaySettings,
  startFakeSslcommerz,
} from '#tests/support/fake-sslcommerz.ts';
import { readPdf } from '#tests/support/pdf.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

const day = (offset: number) => addDays(hotelToday(), offset);

function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
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

function receipt(t: TestApp, id: string, cookie?: string) {
  return send(t, 'GET', `/api/bookings/${id}/invoice.pdf`, cookie);
}

async function receiptText(t: TestApp, booking: Booking, cookie: string) {
  const response = await receipt(t, booking.id, cookie);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return readPdf(response.rawPayload);
}

/** What every receipt says of its stay and price, whatever else it says. */
function expectStayAndPrice(text: string, booking: Booking) {
  for (const expected of [
    hotel.name,
    hotel.phone.display,
    hotel.email,
    booking.reference,
    booking.suite.name,
    booking.guest.name,
    booking.guest.email,
    formatStayDate(booking.checkIn),
    formatStayDate(booking.checkOut),
    formatNights(booking.nights),
    formatParty(booking),
    ...nightGroups(booking).flatMap((group) => [
      formatNightGroup(group),
      formatBdt(group.nights * group.price),
    ]),
    ...priceLines(booking).map((line) => `${line.label} ${line.amount}`),
    `Total (BDT) ${formatBdt(booking.total)}`,
  ]) {
    expect(text).toContain(expected);
  }
}

describe(`booking receipts (${databaseKind})`, () => {
  let t: TestApp;
  let guest: Account;
  let stranger: Account;
  let admin: Account;
  let suite: { id: string; name: string };
  let nextStay = 30;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...UNCAPPED } });
    guest = await signUp(t.app, { name: 'Nusrat Jahan' });
    stranger = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
    const [row] = await t.database.db
      .select({ id: suites.id, name: suites.name })
      .from(suites)
      .where(and(eq(suites.active, true), gte(suites.capacity, 3)))
      .limit(1);
    if (!row) throw new Error('no suite for three');
    suite = row;
  });
  afterAll(() => t.close());

  async function book(nights: number, extra: Record<string, unknown> = {}): Promise<Booking> {
    const checkIn = day(nextStay);
    nextStay += nights + 1;
    const response = await send(t, 'POST', '/api/bookings', guest.cookie, {
      suiteId: suite.id,
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults: 2,
      children: 1,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('sends the guest and staff a PDF file; anyone else is told there is no such booking', async () => {
    const booking = await book(2);
    for (const cookie of [guest.cookie, admin.cookie]) {
      const response = await receipt(t, booking.id, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${booking.reference}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await receipt(t, booking.id, stranger.cookie)).statusCode).toBe(404);
    const anonymous = await receipt(t, booking.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const missing = await receipt(t, id, guest.cookie);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('draws at most 60 receipts per account in 10 minutes, then answers 429 with Retry-After', async () => {
    const booking = await book(1);
    const counter = await signUp(t.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    // Tries count before the booking is looked up: guessing ids costs the same.
    const answers: number[] = [];
    for (let index = 0; index < 60; index++) {
      answers.push((await receipt(t, missing, counter.cookie)).statusCode);
    }
    expect(new Set(answers)).toEqual(new Set([404]));
    const refused = await receipt(t, missing, counter.cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    const reservation = await send(
      t,
      'GET',
      `/api/reservations/${missing}/invoice.pdf`,
      counter.cookie,
    );
    expect(reservation.statusCode).toBe(429);
    // Another account is not held back by it.
    expect((await receipt(t, booking.id, guest.cookie)).statusCode).toBe(200);
  });

  it('reads as a receipt: the hotel, the guest, the stay, every price line and the total', async () => {
    const booking = await book(3);
    const { text, pages } = await receiptText(t, booking, guest.cookie);
    expect(pages).toHaveLength(1);
    expectStayAndPrice(text, booking);
    // No gateway here: everything is paid at the hotel.
    expect(text).toContain(`Amount paid ${formatBdt(0)}`);
    expect(text).toContain(`Balance due at the hotel ${formatBdt(booking.total)}`);
    expect(text).toContain(`the total of ${formatBdt(booking.total)} is paid at the hotel`);
    expect(text).toContain('Status Confirmed');
    expect(text).not.toMatch(/cancelled|awaiting payment/i);

    // Staff get the same receipt.
    const forStaff = await receiptText(t, booking, admin.cookie);
    expectStayAndPrice(forStaff.text, booking);
  });

  it('lists the extras and the discount with its percentage and promo code', async () => {
    const code = await send(t, 'POST', '/api/admin/promo-codes', admin.cookie, {
      code: 'RECEIPT15',
      percentOff: 15,
      validFrom: day(-1),
      validTo: day(60),
    });
    expect(code.statusCode, code.body).toBe(201);
    const transfer = await send(t, 'POST', '/api/admin/extras', admin.cookie, {
      name: 'Station transfer',
      price: 1500,
      unit: 'stay',
    });
    const tasting = await send(t, 'POST', '/api/admin/extras', admin.cookie, {
      name: 'Tea tasting',
      price: 200,
      unit: 'guest-night',
    });
    expect([transfer.statusCode, tasting.statusCode]).toEqual([201, 201]);
    const booking = await book(2, {
      promoCode: 'receipt15',
      extras: [
        { id: transfer.json().id, quantity: 1 },
        { id: tasting.json().id, quantity: 2 },
      ],
    });
    expect(booking).toMatchObject({ discountPercent: 15, promoCode: 'RECEIPT15' });
    expect(booking.extras).toHaveLength(2);

    const { text } = await receiptText(t, booking, guest.cookie);
    expectStayAndPrice(text, booking);
    expect(text).toContain(`Discount (15%) − ${formatBdt(booking.discount)}`);
    expect(text).toContain('Promo code RECEIPT15');
    for (const extra of booking.extras) {
      expect(text).toContain(`${formatExtra(extra)} ${formatBdt(extra.amount)}`);
    }
    expect(text).toContain('Tea tasting × 2, per guest per night');
  });

  it('runs a long stay of seasons and extras onto a second page, every line kept', async () => {
    const checkIn = day(nextStay);
    const season = await send(t, 'POST', `/api/suites/${suite.id}/rate-periods`, admin.cookie, {
      startDate: addDays(checkIn, 10),
      endDate: addDays(checkIn, 20),
      pricePerNight: 31_000,
    });
    expect(season.statusCode, season.body).toBe(201);
    const extras = [];
    for (const [index, unit] of (
      ['stay', 'night', 'guest-night', 'night', 'stay'] as const
    ).entries()) {
      const made = await send(t, 'POST', '/api/admin/extras', admin.cookie, {
        name: `Long stay extra number ${index + 1} with a name that goes on for a while`,
        price: 100 * (index + 1),
        unit,
      });
      expect(made.statusCode, made.body).toBe(201);
      extras.push({ id: made.json().id as string, quantity: 1 });
    }
    const booking = await book(30, { extras });
    expect(nightGroups(booking).length).toBeGreaterThan(1);

    const { text, pages } = await receiptText(t, booking, guest.cookie);
    expect(pages).toHaveLength(2);
    expectStayAndPrice(text, booking);
    for (const extra of booking.extras) expect(text).toContain(formatBdt(extra.amount));
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages[1]).toContain(`${booking.reference}`);
  });

  it('says a cancelled booking is cancelled, on every page, and that nothing is owed', async () => {
    const booking = await book(2);
    const cancelled = await send(t, 'DELETE', `/api/bookings/${booking.id}`, guest.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { text, pages } = await receiptText(t, cancelled.json(), guest.cookie);
    for (const page of pages) expect(page).toContain('CANCELLED');
    expect(text).toContain('Status Cancelled');
    expect(text).toContain('not valid for a stay');
    expect(text).toContain(`Balance due at the hotel ${formatBdt(0)}`);
    expect(text).not.toContain('is paid at the hotel');
  });
});

describe(`receipts of bookings paid online (${databaseKind})`, () => {
  let t: TestApp;
  let fake: FakeSslcommerz;
  let guest: Account;
  let suiteId: string;

  beforeAll(async () => {
    fake = await startFakeSslcommerz();
    t = await createTestApp({
      env: {
        ...UNCAPPED,
        PUBLIC_URL: 'https://stay.example.com',
        TRUSTED_ORIGINS: ORIGIN,
        ...gatewaySettings(fake),
      },
    });
    guest = await signUp(t.app);
    const [row] = await t.database.db
      .select({ id: suites.id })
      .from(suites)
      .where(and(eq(suites.active, true), gte(suites.capacity, 2)))
      .limit(1);
    suiteId = row?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('shows a held booking awaiting its deposit, then the deposit paid and the balance due', async () => {
    const checkIn = day(40);
    const made = await send(t, 'POST', '/api/bookings', guest.cookie, {
      suiteId,
      checkIn,
      checkOut: addDays(checkIn, 3),
      adults: 2,
      children: 0,
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking: Booking = made.json();
    expect(booking.status).toBe('pending_payment');

    const held = await receiptText(t, booking, guest.cookie);
    for (const page of held.pages) expect(page).toContain('AWAITING PAYMENT');
    expect(held.text).toContain('held until');
    expect(held.text).toContain(`deposit of ${formatBdt(booking.amountDue)}`);

    const started = await send(t, 'POST', `/api/bookings/${booking.id}/payments`, guest.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const key = new URL(started.json().redirectUrl).searchParams.get('SESSIONKEY') ?? '';
    const tranId = fake.sessions.get(key)?.fields.tran_id ?? '';
    const fields = await fake.pay(tranId, { notify: false });
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(notified.statusCode, notified.body).toBe(200);

    const paid: Booking = (
      await send(t, 'GET', `/api/bookings/${booking.id}`, guest.cookie)
    ).json();
    expect(paid).toMatchObject({ status: 'confirmed', amountPaid: booking.amountDue });
    const { text, pages } = await receiptText(t, paid, guest.cookie);
    expect(pages).toHaveLength(1);
    expectStayAndPrice(text, paid);
    expect(text).toContain(`Amount paid ${formatBdt(paid.amountPaid)}`);
    expect(text).toContain('Paid online');
    expect(text).toContain('VISA-Dutch Bangla');
    expect(text).toContain(`Balance due at the hotel ${formatBdt(paid.total - paid.amountPaid)}`);
    expect(text).not.toMatch(/awaiting payment/i);
  });
});
