import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bookings, suites } from '#server/db/schema.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';
import { multipartForm } from '#tests/support/uploads.ts';

/*
 * Pricing by guests (issue 35, part 2): a suite's price covers its base occupancy, and each
 * adult or child beyond it adds their price a night; set in Add and Edit Suite, priced in the
 * quote, the search and the booking alike.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let guest: Awaited<ReturnType<typeof signUp>>;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: UNCAPPED });
  admin = await signUpAdmin(t.app, t.database.db);
  guest = await signUp(t.app);
  jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7a5c2e' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const PRICE = 10_000;
const EXTRA_ADULT = 2_000;
const EXTRA_CHILD = 800;

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Family Garden Suite',
  price: String(PRICE),
  square: '700',
  address: 'Garden wing, ground floor',
  description: 'Two rooms over the garden, a king bed and a day bed for the children.',
  bed: '2 King Bed',
  guest: '4',
  rating: '5',
  ...overrides,
});

function send(method: 'POST' | 'PATCH', url: string, values: Record<string, string>) {
  const body = multipartForm(
    values,
    method === 'POST' ? [['photo', 'photo.jpg', 'image/jpeg', jpeg]] : [],
  );
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: admin.cookie, ...body.headers },
    payload: body.payload,
  });
}

interface SavedSuite {
  id: string;
  capacity: number;
  baseOccupancy: number | null;
  extraAdultPerNight: number;
  extraChildPerNight: number;
}

async function addSuite(overrides: Record<string, string> = {}): Promise<SavedSuite> {
  const response = await send('POST', '/api/suites', fields(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const guestPricing = {
  baseOccupancy: '2',
  extraAdultPerNight: String(EXTRA_ADULT),
  extraChildPerNight: String(EXTRA_CHILD),
};

const today = () => hotelToday(new Date(), t.config.booking.timeZone);

function stayQuery(daysAhead: number, nights: number, adults: number, children: number) {
  const checkIn = addDays(today(), daysAhead);
  return {
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults,
    children,
  };
}

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]));

describe(`pricing by guests (${databaseKind})`, () => {
  describe('in Add and Edit Suite', () => {
    it('stores the base occupancy and the extra guests’ prices, and answers them', async () => {
      const suite = await addSuite(guestPricing);
      expect(suite).toMatchObject({
        capacity: 4,
        baseOccupancy: 2,
        extraAdultPerNight: EXTRA_ADULT,
        extraChildPerNight: EXTRA_CHILD,
      });
      const staffView = await t.app.inject({
        url: `/api/admin/suites/${suite.id}`,
        headers: { cookie: admin.cookie },
      });
      expect(staffView.json()).toMatchObject({ baseOccupancy: 2, extraAdultPerNight: EXTRA_ADULT });
      const publicView = await t.app.inject({ url: `/api/suites/${suite.id}` });
      expect(publicView.json()).toMatchObject({
        baseOccupancy: 2,
        extraAdultPerNight: EXTRA_ADULT,
        extraChildPerNight: EXTRA_CHILD,
      });
      const [created] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.targetType, 'suite'), eq(auditEvents.targetId, suite.id)));
      expect(created?.after).toMatchObject({
        baseOccupancy: 2,
        extraAdultPerNight: EXTRA_ADULT,
        extraChildPerNight: EXTRA_CHILD,
      });
    });

    it('leaves a suite without them priced for all it sleeps, with nothing extra', async () => {
      expect(await addSuite()).toMatchObject({
        baseOccupancy: null,
        extraAdultPerNight: 0,
        extraChildPerNight: 0,
      });
      expect(
        await addSuite({ baseOccupancy: '', extraAdultPerNight: '', extraChildPerNight: '' }),
      ).toMatchObject({ baseOccupancy: null, extraAdultPerNight: 0, extraChildPerNight: 0 });
    });

    it('refuses bad values with a 400 naming the field, storing nothing', async () => {
      const before = (await t.database.db.select({ id: suites.id }).from(suites)).length;
      const refusals: [Record<string, string>, Record<string, string>][] = [
        [
          { baseOccupancy: '5' },
          { baseOccupancy: "Base occupancy cannot exceed the suite's capacity" },
        ],
        [
          { baseOccupancy: '0' },
          { baseOccupancy: 'Enter a whole number of guests from 1 to 5, or leave it empty' },
        ],
        [
          { baseOccupancy: '2.5' },
          { baseOccupancy: 'Enter a whole number of guests from 1 to 5, or leave it empty' },
        ],
        [
          { extraAdultPerNight: '-1' },
          { extraAdultPerNight: 'Enter a whole price from 0 to 1,000,000 BDT' },
        ],
        [
          { extraAdultPerNight: '1000001' },
          { extraAdultPerNight: 'Enter a whole price from 0 to 1,000,000 BDT' },
        ],
        [
          { extraChildPerNight: 'free' },
          { extraChildPerNight: 'Enter a whole price from 0 to 1,000,000 BDT' },
        ],
      ];
      for (const [values, expected] of refusals) {
        const response = await send('POST', '/api/suites', fields(values));
        expect(response.statusCode, JSON.stringify(values)).toBe(400);
        expect(response.json().error.fields).toEqual(expected);
      }
      expect((await t.database.db.select({ id: suites.id }).from(suites)).length).toBe(before);
    });

    it('keeps them on an edit that leaves them out, changes and clears them', async () => {
      const suite = await addSuite(guestPricing);
      const url = `/api/suites/${suite.id}`;

      const renamed = await send('PATCH', url, fields({ name: 'Renamed Family Suite' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: 'Renamed Family Suite',
        baseOccupancy: 2,
        extraAdultPerNight: EXTRA_ADULT,
        extraChildPerNight: EXTRA_CHILD,
      });

      const changed = await send(
        'PATCH',
        url,
        fields({ baseOccupancy: '3', extraAdultPerNight: '2500', extraChildPerNight: '' }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        baseOccupancy: 3,
        extraAdultPerNight: 2500,
        extraChildPerNight: 0,
      });

      // Fewer guests than the base it keeps: refused on the base occupancy, nothing changed.
      const smaller = await send('PATCH', url, fields({ guest: '2' }));
      expect(smaller.statusCode).toBe(400);
      expect(smaller.json().error.fields).toEqual({
        baseOccupancy: "Base occupancy cannot exceed the suite's capacity",
      });
      const tooLarge = await send('PATCH', url, fields({ baseOccupancy: '5' }));
      expect(tooLarge.json().error.fields).toEqual({
        baseOccupancy: "Base occupancy cannot exceed the suite's capacity",
      });
      const [kept] = await t.database.db.select().from(suites).where(eq(suites.id, suite.id));
      expect(kept).toMatchObject({ capacity: 4, baseOccupancy: 3 });

      const cleared = await send('PATCH', url, fields({ guest: '2', baseOccupancy: '' }));
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()).toMatchObject({ capacity: 2, baseOccupancy: null });
    });
  });

  describe('in the price of a stay', () => {
    let suite: SavedSuite;
    beforeAll(async () => {
      suite = await addSuite(guestPricing);
    });

    const quote = (values: Record<string, string | number>) =>
      t.app.inject({ url: `/api/quote?${query({ suiteId: suite.id, ...values })}` });

    it('adds each adult beyond the base to the quote’s subtotal and total', async () => {
      const stay = stayQuery(30, 3, 3, 0);
      const response = await quote(stay);
      expect(response.statusCode, response.body).toBe(200);
      const priced = response.json().quote;
      const extraGuests = 3 * EXTRA_ADULT;
      expect(priced.extraGuests).toBe(extraGuests);
      expect(priced.subtotal).toBe(3 * PRICE + extraGuests);
      expect(priced).toMatchObject(
        quoteStay(flatNights(stay.checkIn, 3, PRICE), undefined, [], extraGuests),
      );
      expect(priced.total).toBe(
        priced.subtotal - priced.discount + priced.serviceCharge + priced.vat + priced.tax,
      );
    });

    it('counts adults first, children in the places left, and the base free', async () => {
      const family = (await quote(stayQuery(30, 2, 2, 2))).json().quote;
      expect(family.extraGuests).toBe(2 * 2 * EXTRA_CHILD);
      const mixed = (await quote(stayQuery(30, 2, 3, 1))).json().quote;
      expect(mixed.extraGuests).toBe(2 * (EXTRA_ADULT + EXTRA_CHILD));
      const couple = (await quote(stayQuery(30, 2, 2, 0))).json().quote;
      expect(couple.extraGuests).toBe(0);
      expect(couple.subtotal).toBe(2 * PRICE);
    });

    it('answers the same quote in the search', async () => {
      const stay = stayQuery(40, 2, 3, 0);
      const quoted = (await quote(stay)).json().quote;
      const search = await t.app.inject({ url: `/api/suites/availability?${query(stay)}` });
      expect(search.statusCode, search.body).toBe(200);
      const found = (
        search.json().suites as { suite: { id: string }; quote: { extraGuests: number } }[]
      ).find((row) => row.suite.id === suite.id);
      expect(found?.quote.extraGuests).toBe(2 * EXTRA_ADULT);
      expect(found?.quote).toEqual(quoted);
    });

    it('books at the quote: the booking keeps what the extra guests added', async () => {
      const stay = stayQuery(50, 2, 3, 1);
      const quoted = (await quote(stay)).json().quote;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { origin: ORIGIN, cookie: guest.cookie },
        payload: { suiteId: suite.id, ...stay },
      });
      expect(response.statusCode, response.body).toBe(201);
      const booking = response.json();
      expect(booking).toMatchObject({
        extraGuests: 2 * (EXTRA_ADULT + EXTRA_CHILD),
        subtotal: quoted.subtotal,
        total: quoted.total,
      });
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row).toMatchObject({ extraGuests: quoted.extraGuests, total: quoted.total });
    });
  });

  it('says a suite for one sleeps at most 1 guest, in the singular', async () => {
    const single = await addSuite({ name: 'Tea Terrace Single', bed: '1 Single Bed', guest: '1' });
    const response = await t.app.inject({
      url: `/api/quote?${query({ suiteId: single.id, ...stayQuery(60, 1, 2, 0) })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'This suite sleeps at most 1 guest.',
      fields: { adults: 'This suite sleeps at most 1 guest' },
    });
  });
});
