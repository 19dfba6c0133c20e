import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import type { Booking, StayQuote } from '#shared/booking.ts';
import { type Charges, SPEC_CHARGES } from '#shared/charges.ts';
import { priceLines } from '#shared/price-lines.ts';
import { addDays, hotelToday, type Quote, quoteStay, ratesOf } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { readPdf } from '#tests/support/pdf.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let admin: Account;
let guest: Account;
let suiteId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNCAPPED });
  admin = await signUpAdmin(t.app, t.database.db);
  guest = await signUp(t.app);
  const [row] = await t.database.db
    .select({ id: suites.id })
    .from(suites)
    .where(and(eq(suites.active, true), gte(suites.capacity, 2)))
    .limit(1);
  if (!row) throw new Error('no suite for two');
  suiteId = row.id;
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);

function call(
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The rates staff set in this file: a VAT to the half, a service charge to the hundredth, no tax. */
const NEW_CHARGES: Charges = { serviceChargePercent: 12.25, vatPercent: 7.5, taxPercent: 0 };

/** The quote's amounts, recomputed from its nights, extras and extra guests at these rates. */
function priced(quote: Quote, charges: Charges): Quote {
  return quoteStay(
    quote.nightly,
    ratesOf(charges, quote.discountPercent),
    quote.extras,
    quote.extraGuests,
  );
}

const labelsOf = (quote: Parameters<typeof priceLines>[0]) =>
  priceLines(quote).map((line) => line.label);

const stayQuery = (checkIn: string, nights: number) =>
  `checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=1&children=0`;

async function quote(checkIn: string, nights: number): Promise<Quote> {
  const response = await call('GET', `/api/quote?suiteId=${suiteId}&${stayQuery(checkIn, nights)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as StayQuote).quote;
}

async function book(checkIn: string, nights: number): Promise<Booking> {
  const response = await call('POST', '/api/bookings', guest.cookie, {
    suiteId,
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults: 1,
    children: 0,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function reread(booking: Booking): Promise<Booking> {
  const response = await call('GET', `/api/bookings/${booking.id}`, guest.cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function receiptText(booking: Booking): Promise<string> {
  const response = await call('GET', `/api/bookings/${booking.id}/invoice.pdf`, guest.cookie);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return (await readPdf(response.rawPayload)).text;
}

/** The amounts and rates a booking was sold at: what no later change of the charges may touch. */
const asSold = (booking: Booking) => ({
  charges: booking.charges,
  subtotal: booking.subtotal,
  discount: booking.discount,
  serviceCharge: booking.serviceCharge,
  vat: booking.vat,
  tax: booking.tax,
  total: booking.total,
});

describe(`the hotel's charges (${databaseKind})`, () => {
  let soldBefore: Booking;

  it("are the spec's 10, 10 and 5 until staff change them, for everyone", async () => {
    const response = await call('GET', '/api/charges');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ serviceChargePercent: 10, vatPercent: 10, taxPercent: 5 });

    const current = await quote(day(40), 3);
    expect(current.charges).toEqual(SPEC_CHARGES);
    expect(labelsOf(current)).toEqual([
      'Subtotal',
      'Discount (0%)',
      'Services Charge (10%)',
      'VAT(10%)',
      'TAX(5%)',
    ]);
    soldBefore = await book(day(40), 3);
    expect(soldBefore.charges).toEqual(SPEC_CHARGES);
    expect(asSold(soldBefore)).toEqual(asSold({ ...soldBefore, ...priced(current, SPEC_CHARGES) }));
  });

  it('may be changed by admins only: 401 signed out, 403 for a guest', async () => {
    expect((await call('PUT', '/api/admin/charges', undefined, NEW_CHARGES)).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/charges', guest.cookie, NEW_CHARGES)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/charges')).json()).toEqual(SPEC_CHARGES);
  });

  it('refuse a rate that is not a percentage from 0 to 50 to the hundredth, naming the field', async () => {
    const refused: [Record<string, unknown>, keyof Charges][] = [
      [{ ...NEW_CHARGES, serviceChargePercent: -1 }, 'serviceChargePercent'],
      [{ ...NEW_CHARGES, vatPercent: 50.01 }, 'vatPercent'],
      [{ ...NEW_CHARGES, taxPercent: 51 }, 'taxPercent'],
      [{ ...NEW_CHARGES, vatPercent: 7.125 }, 'vatPercent'],
      [{ ...NEW_CHARGES, taxPercent: '5' }, 'taxPercent'],
      [{ serviceChargePercent: 10, vatPercent: 10 }, 'taxPercent'],
      [{ ...NEW_CHARGES, serviceChargePercent: null }, 'serviceChargePercent'],
    ];
    for (const [payload, field] of refused) {
      const response = await call('PUT', '/api/admin/charges', admin.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const { fields } = response.json().error;
      expect(Object.keys(fields), JSON.stringify(payload)).toEqual([field]);
      expect(fields[field]).toBe('Use a percentage from 0 to 50, to the hundredth');
    }
    // Both ends are rates a hotel may charge.
    const ends = { serviceChargePercent: 0, vatPercent: 50, taxPercent: 49.99 };
    const accepted = await call('PUT', '/api/admin/charges', admin.cookie, ends);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual(ends);
  });

  it('once changed, price every new quote, search and booking at the new rates, labelled so', async () => {
    // Read once before the change, so a kept answer would show if the change did not drop it.
    await call('GET', '/api/charges');
    const changed = await call('PUT', '/api/admin/charges', admin.cookie, NEW_CHARGES);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual(NEW_CHARGES);
    expect((await call('GET', '/api/charges')).json()).toEqual(NEW_CHARGES);

    const fresh = await quote(day(60), 2);
    expect(fresh.charges).toEqual(NEW_CHARGES);
    expect(fresh).toEqual(priced(fresh, NEW_CHARGES));
    expect(fresh.tax).toBe(0);
    expect(labelsOf(fresh)).toEqual([
      'Subtotal',
      'Discount (0%)',
      'Services Charge (12.25%)',
      'VAT(7.5%)',
      'TAX(0%)',
    ]);

    const search = await call('GET', `/api/suites/availability?${stayQuery(day(60), 2)}`);
    expect(search.statusCode).toBe(200);
    const found = search.json().suites as { suite: { id: string }; quote: Quote }[];
    expect(found.length).toBeGreaterThan(0);
    for (const result of found) {
      expect(result.quote.charges).toEqual(NEW_CHARGES);
      expect(result.quote).toEqual(priced(result.quote, NEW_CHARGES));
    }
    expect(found.find((result) => result.suite.id === suiteId)?.quote).toEqual(fresh);

    const soldAfter = await book(day(60), 2);
    expect(soldAfter.charges).toEqual(NEW_CHARGES);
    expect(asSold(soldAfter)).toEqual(asSold({ ...soldAfter, ...fresh }));
    const receipt = await receiptText(soldAfter);
    for (const line of priceLines(soldAfter))
      expect(receipt).toContain(`${line.label} ${line.amount}`);
    expect(receipt).toContain('VAT(7.5%)');
  });

  it('leave a booking made before the change as it was sold: its rates, amounts, total and receipt', async () => {
    const now = await reread(soldBefore);
    expect(asSold(now)).toEqual(asSold(soldBefore));
    expect(labelsOf(now)).toEqual([
      'Subtotal',
      'Discount (0%)',
      'Services Charge (10%)',
      'VAT(10%)',
      'TAX(5%)',
    ]);
    const receipt = await receiptText(now);
    for (const line of priceLines(now)) expect(receipt).toContain(`${line.label} ${line.amount}`);
    expect(receipt).not.toContain('VAT(7.5%)');
  });

  it("keep a booking's sold rates when its dates change", async () => {
    const moved = await call('PATCH', `/api/bookings/${soldBefore.id}`, guest.cookie, {
      checkIn: day(41),
      checkOut: day(45),
      adults: 1,
      children: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const booking: Booking = moved.json();
    expect(booking.nights).toBe(4);
    expect(booking.charges).toEqual(SPEC_CHARGES);
    expect(asSold(booking)).toEqual(asSold({ ...booking, ...priced(booking, SPEC_CHARGES) }));
    expect(asSold(await reread(booking))).toEqual(asSold(booking));
  });

  it('are in the audit trail: who changed them, from what to what', async () => {
    const listed = await call('GET', '/api/admin/audit?action=charges.', admin.cookie);
    expect(listed.statusCode).toBe(200);
    const { events, total } = listed.json();
    // The accepted ends, then the new rates; refusals left nothing.
    expect(total).toBe(2);
    expect(events[0]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      action: 'charges.changed',
      target: { type: 'charges', id: 'hotel' },
      before: { serviceChargePercent: 0, vatPercent: 50, taxPercent: 49.99 },
      after: NEW_CHARGES,
    });
    expect(events[1]).toMatchObject({ before: SPEC_CHARGES });
  });
});
