import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import { hotel } from '#shared/hotel.ts';
import { formatBdt } from '#shared/money.ts';
import { formatExtra, formatNightGroup, nightGroups, priceLines } from '#shared/price-lines.ts';
import type { Reservation } from '#shared/reservation.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { readPdf } from '#tests/support/pdf.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

const day = (offset: number) => addDays(hotelToday(), offset);

let t: TestApp;
let guest: Account;
let stranger: Account;
let admin: Account;
let suiteIds: string[];
let nextStay = 30;

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED } });
  guest = await signUp(t.app, { name: 'Nusrat Jahan' });
  stranger = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const rows = await t.database.db
    .select({ id: suites.id })
    .from(suites)
    .where(eq(suites.active, true))
    .orderBy(asc(suites.slug));
  suiteIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function reserve(rooms: number, extra: Record<string, unknown> = {}): Promise<Reservation> {
  const checkIn = day(nextStay);
  nextStay += 4;
  const response = await send('POST', '/api/reservations', guest.cookie, {
    checkIn,
    checkOut: addDays(checkIn, 3),
    rooms: suiteIds.slice(0, rooms).map((suiteId, index) => ({
      suiteId,
      adults: 1 + (index % 2),
      children: 0,
    })),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const receipt = (id: string, cookie?: string) =>
  send('GET', `/api/reservations/${id}/invoice.pdf`, cookie);

async function receiptText(reservation: Reservation, cookie = guest.cookie) {
  const response = await receipt(reservation.id, cookie);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return readPdf(response.rawPayload);
}

/** What every reservation's receipt says: the stay, each suite and its nights, the whole's lines. */
function expectStayAndPrice(text: string, reservation: Reservation) {
  const party = reservation.bookings.reduce(
    (sum, booking) => ({
      adults: sum.adults + booking.adults,
      children: sum.children + booking.children,
    }),
    { adults: 0, children: 0 },
  );
  for (const expected of [
    hotel.name,
    reservation.reference,
    'Nusrat Jahan',
    formatStayDate(reservation.checkIn),
    formatStayDate(reservation.checkOut),
    formatNights(reservation.nights),
    formatParty(party),
    ...reservation.bookings.flatMap((booking) => [
      booking.suite.name,
      `${booking.reference} · ${formatParty(booking)}`,
      ...nightGroups(booking).map(
        (group) => `${formatNightGroup(group)} ${formatBdt(group.nights * group.price)}`,
      ),
    ]),
    ...priceLines(reservation.quote).map((line) => `${line.label} ${line.amount}`),
    `Total (BDT) ${formatBdt(reservation.quote.total)}`,
  ]) {
    expect(text).toContain(expected);
  }
}

describe(`a reservation's receipt (${databaseKind})`, () => {
  it('sends its guest and staff a PDF file named for the reservation; anyone else gets a 404', async () => {
    const reservation = await reserve(2);
    for (const cookie of [guest.cookie, admin.cookie]) {
      const response = await receipt(reservation.id, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${reservation.reference}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await receipt(reservation.id, stranger.cookie)).statusCode).toBe(404);
    expect((await receipt(reservation.id)).statusCode).toBe(401);
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const missing = await receipt(id, guest.cookie);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('lists each suite with its reference, party and nights, then the whole as sold', async () => {
    const reservation = await reserve(3);
    const { text, pages } = await receiptText(reservation);
    expect(pages).toHaveLength(1);
    expectStayAndPrice(text, reservation);
    expect(text).toContain('3 suites');
    expect(text).toContain('Status Confirmed');
    expect(text).toContain(`Amount paid ${formatBdt(0)}`);
    expect(text).toContain(`Balance due at the hotel ${formatBdt(reservation.quote.total)}`);
    expect(text).toContain(
      `the total of ${formatBdt(reservation.quote.total)} is paid at the hotel`,
    );
    expect(text).not.toMatch(/cancelled|awaiting payment/i);
    // Staff print the same receipt.
    expectStayAndPrice((await receiptText(reservation, admin.cookie)).text, reservation);
  });

  it("keeps the whole's extras, discount and promo code, and its total with them", async () => {
    const code = await send('POST', '/api/admin/promo-codes', admin.cookie, {
      code: 'GROUP10',
      percentOff: 10,
      validFrom: day(-1),
      validTo: day(200),
    });
    expect(code.statusCode, code.body).toBe(201);
    const extra = await send('POST', '/api/admin/extras', admin.cookie, {
      name: 'Station transfer',
      price: 1500,
      unit: 'stay',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const reservation = await reserve(2, {
      promoCode: 'group10',
      extras: [{ id: extra.json().id, quantity: 1 }],
    });
    expect(reservation.quote.extras).toHaveLength(1);
    const { text } = await receiptText(reservation);
    expectStayAndPrice(text, reservation);
    expect(text).toContain(`Discount (10%) − ${formatBdt(reservation.quote.discount)}`);
    expect(text).toContain('Promo code GROUP10');
    for (const quoted of reservation.quote.extras) {
      expect(text).toContain(`${formatExtra(quoted)} ${formatBdt(quoted.amount)}`);
    }
    expect(text).toContain(`Balance due at the hotel ${formatBdt(reservation.quote.total)}`);
  });

  it('says a partly cancelled reservation is, naming the suite, and leaves what the others cost', async () => {
    const reservation = await reserve(2);
    const [gone, kept] = reservation.bookings;
    if (!gone || !kept) throw new Error('two suites expected');
    expect((await send('DELETE', `/api/bookings/${gone.id}`, admin.cookie)).statusCode).toBe(200);
    const { text } = await receiptText(reservation);
    expect(text).toContain('Status Partly cancelled');
    expect(text).toContain(`The ${gone.suite.name} is cancelled`);
    expect(text).toContain(`${gone.reference} · ${formatParty(gone)} · Cancelled`);
    expect(text).toContain(`Balance due at the hotel ${formatBdt(kept.balanceDue)}`);
  });

  it('says a cancelled reservation is cancelled, on every page, and that nothing is owed', async () => {
    const reservation = await reserve(2);
    const cancelled = await send('DELETE', `/api/reservations/${reservation.id}`, guest.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { text, pages } = await receiptText(reservation);
    for (const page of pages) expect(page).toContain('CANCELLED');
    expect(text).toContain('Status Cancelled');
    expect(text).toContain('not valid for a stay');
    expect(text).toContain(`Balance due at the hotel ${formatBdt(0)}`);
    expect(text).not.toContain('is paid at the hotel');
  });
});
