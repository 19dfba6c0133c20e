import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bookings, suiteBlocks, suites } from '#server/db/schema.ts';
import { addDays, flatNights, hotelToday, type NightPrice, nightsBetween } from '#shared/stay.ts';
import { signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteA: string;
let suiteB: string;
let references = 0;

/** The first of the month three months from now, and the first of the month after it. */
function craftedMonth() {
  const [year, month] = hotelToday().split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + 3, 1));
  const next = new Date(Date.UTC(year, month - 1 + 4, 1));
  return { from: first.toISOString().slice(0, 10), to: next.toISOString().slice(0, 10) };
}

async function addSuite(name: string, price: number, active = true): Promise<string> {
  const [row] = await t.database.db
    .insert(suites)
    .values({
      slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      name,
      address: 'East wing',
      description: 'A suite made for the report test.',
      bed: '1 King Bed',
      capacity: 2,
      sizeSqft: 400,
      rating: 5,
      pricePerNight: price,
      imagePath: '/images/suites/garden-king-suite',
      active,
    })
    .returning({ id: suites.id });
  if (!row) throw new Error('no suite');
  return row.id;
}

/** A booking written straight into the table (any dates, any status), priced by `nightly`. */
async function addBooking(
  suiteId: string,
  nightly: NightPrice[],
  status: 'confirmed' | 'cancelled' | 'no_show' | 'checked_in' = 'confirmed',
): Promise<string> {
  const checkIn = nightly[0]?.date ?? '';
  const subtotal = nightly.reduce((sum, night) => sum + night.price, 0);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      reference: `SB-T${String(++references).padStart(5, '0')}`,
      userId: guest.id,
      suiteId,
      checkIn,
      checkOut: addDays(checkIn, nightly.length),
      adults: 1,
      children: 0,
      nights: nightly.length,
      nightlyRate: Math.round(subtotal / nightly.length),
      nightlyPrices: nightly,
      subtotal,
      discount: 0,
      serviceCharge: 0,
      vat: 0,
      tax: 0,
      total: subtotal,
      status,
      cancelledAt: status === 'cancelled' ? new Date() : null,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: UNCAPPED, seed: false });
  guest = await signUp(t.app, { name: 'Farhana Akter', phone: '+8801711000111' });
  admin = await signUpAdmin(t.app, t.database.db);
  suiteA = await addSuite('Alpha Suite', 10_000);
  suiteB = await addSuite('Bravo Suite', 20_000);
  await addSuite('Closed Suite', 5_000, false);
});
afterAll(() => t.close());

const asAdmin = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });

describe(`reports (${databaseKind})`, () => {
  it('computes a crafted month as worked out by hand', async () => {
    const { from, to } = craftedMonth();
    const days = nightsBetween(from, to);
    const day = (n: number) => addDays(from, n - 1);
    // Alpha: 3 nights in the month at stored prices 10,000, 12,000 and 14,000: 36,000.
    await addBooking(suiteA, [
      { date: day(4), price: 10_000 },
      { date: day(5), price: 12_000 },
      { date: day(6), price: 14_000 },
    ]);
    // Alpha: a cancelled stay of 2 nights (20,000 let go).
    await addBooking(suiteA, flatNights(day(10), 2, 10_000), 'cancelled');
    // Bravo: across the month's end, 2 nights in it (40,000), 1 after.
    await addBooking(suiteB, flatNights(day(days - 1), 3, 20_000));
    // Bravo: a no-show of 1 night: not sold.
    await addBooking(suiteB, flatNights(day(20), 1, 20_000), 'no_show');
    // Bravo: 2 nights off sale.
    await t.database.db
      .insert(suiteBlocks)
      .values({ suiteId: suiteB, startDate: day(14), endDate: day(16), reason: 'Painting' });
    // And a stay before the month that must not count.
    await addBooking(suiteA, flatNights(addDays(from, -3), 2, 10_000));

    const response = await asAdmin(`/api/admin/reports?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(200);
    const available = 2 * days - 2;
    expect(response.json()).toMatchObject({
      from,
      to,
      availableNights: available,
      nightsSold: 5,
      revenue: 76_000,
      occupancy: Math.round((5 / available) * 1000) / 10,
      adr: 15_200,
      revpar: Math.round(76_000 / available),
      bySuite: [
        { suiteId: suiteB, name: 'Bravo Suite', nightsSold: 2, revenue: 40_000 },
        { suiteId: suiteA, name: 'Alpha Suite', nightsSold: 3, revenue: 36_000 },
      ],
      cancellations: { bookings: 1, nights: 2, revenue: 20_000 },
      noShows: 1,
    });
    expect(response.json().byMonth).toHaveLength(1);
    expect(response.json().byMonth[0]).toMatchObject({ month: from.slice(0, 7), revenue: 76_000 });

    // Two months: the night after the month's end lands in the second.
    const longer = (await asAdmin(`/api/admin/reports?from=${from}&to=${addDays(to, 5)}`)).json();
    expect(longer.byMonth.map((month: { month: string }) => month.month)).toEqual([
      from.slice(0, 7),
      to.slice(0, 7),
    ]);
    expect(longer.byMonth[1]).toMatchObject({ nightsSold: 1, revenue: 20_000 });

    const csv = await asAdmin(`/api/admin/reports.csv?from=${from}&to=${to}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'month,nights_on_sale,nights_sold,occupancy_percent,revenue_bdt,adr_bdt,revpar_bdt',
    );
    expect(lines.at(-1)).toBe(
      `total,${available},5,${Math.round((5 / available) * 1000) / 10},76000,15200,${Math.round(76_000 / available)}`,
    );
  });

  it('refuses spans that are backwards, too long or not dates, naming the field', async () => {
    for (const query of [
      'from=2027-02-01&to=2027-01-01',
      'from=2027-01-01&to=2030-01-01',
      'from=2027-02-30&to=2027-03-01',
      'from=2027-01-01',
    ]) {
      const response = await asAdmin(`/api/admin/reports?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields)).toHaveLength(1);
    }
    expect(
      (
        await t.app.inject({
          url: '/api/admin/reports?from=2027-01-01&to=2027-02-01',
          headers: { cookie: guest.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe(`the front desk (${databaseKind})`, () => {
  it("lists today's arrivals and departures with the guest's phone, and who is in the house", async () => {
    const today = hotelToday();
    const arriving = await addBooking(suiteA, flatNights(today, 2, 10_000));
    const leaving = await addBooking(
      suiteB,
      flatNights(addDays(today, -2), 2, 20_000),
      'checked_in',
    );
    await addBooking(suiteB, flatNights(addDays(today, 3), 1, 20_000), 'cancelled');
    const desk = await asAdmin('/api/admin/front-desk');
    expect(desk.statusCode).toBe(200);
    const body = desk.json();
    expect(body.date).toBe(today);
    expect(body.arrivals.map((entry: { id: string }) => entry.id)).toEqual([arriving]);
    expect(body.arrivals[0].guest).toEqual({
      name: 'Farhana Akter',
      email: guest.email,
      phone: '+8801711000111',
    });
    expect(body.departures.map((entry: { id: string }) => entry.id)).toEqual([leaving]);
    expect(body.inHouse).toBe(0);

    const yesterday = (await asAdmin(`/api/admin/front-desk?date=${addDays(today, -1)}`)).json();
    expect(yesterday.inHouse).toBe(1);
    expect((await asAdmin('/api/admin/front-desk?date=tomorrow')).statusCode).toBe(400);
  });

  it('draws the occupancy calendar: suites, stays and blocks in the span, not cancelled ones', async () => {
    const { from } = craftedMonth();
    const response = await asAdmin(`/api/admin/occupancy?from=${from}&days=31`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.suites.map((suite: { name: string }) => suite.name)).toEqual([
      'Alpha Suite',
      'Bravo Suite',
    ]);
    expect(body.stays.every((stay: { status: string }) => stay.status !== 'cancelled')).toBe(true);
    expect(
      body.stays.some((stay: { guestName: string }) => stay.guestName === 'Farhana Akter'),
    ).toBe(true);
    expect(body.blocks).toHaveLength(1);
    expect((await asAdmin(`/api/admin/occupancy?from=${from}&days=93`)).statusCode).toBe(400);
    expect((await asAdmin(`/api/admin/occupancy?from=${from}`)).json().days).toBe(31);
  });

  it('downloads the booking list as CSV, the status filter applied, and records it', async () => {
    const all = await asAdmin('/api/admin/bookings.csv');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="bookings-all-/);
    const lines = all.body.trim().split('\r\n');
    expect(lines[0]?.startsWith('reference,status,suite,guest,email,phone,check_in')).toBe(true);
    expect(lines.length - 1).toBe(references);
    const cancelled = (await asAdmin('/api/admin/bookings.csv?status=cancelled')).body
      .trim()
      .split('\r\n')
      .slice(1);
    expect(cancelled.length).toBe(2);
    expect(cancelled.every((line) => line.split(',')[1] === 'cancelled')).toBe(true);
    // The phone begins with +: written so a spreadsheet does not run it as a formula.
    expect(cancelled[0]).toContain(",'+8801711000111,");
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'booking.exported'))
      .limit(1);
    expect(event?.actorEmail).toBe(admin.email);
    expect((await asAdmin('/api/admin/bookings.csv?status=lost')).statusCode).toBe(400);
  });
});
