import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews, suites } from '#server/db/schema.ts';
import { newReference } from '#server/repositories/bookings.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suite: { id: string; name: string; rating: number };

beforeAll(async () => {
  t = await createTestApp();
  guest = await signUp(t.app, { name: 'Nusrat Jahan' });
  other = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const [row] = await t.database.db.select().from(suites).limit(1);
  if (!row) throw new Error('no seeded suite');
  suite = { id: row.id, name: row.name, rating: row.rating };
});
afterAll(() => t.close());

const today = () => hotelToday(new Date(), t.config.booking.timeZone);

/**
 * A one-night booking stored as if made long ago, ending `checkOutFromToday` days from today
 * (negative: in the past); each test uses its own days, as the suite cannot be booked twice.
 */
async function stay(
  userId: string,
  checkOutFromToday: number,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  const checkOut = addDays(today(), checkOutFromToday);
  const checkIn = addDays(checkOut, -1);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      reference: newReference(),
      userId,
      suiteId: suite.id,
      checkIn,
      checkOut,
      adults: 2,
      children: 0,
      nights: 1,
      nightlyRate: 1000,
      nightlyPrices: [{ date: checkIn, price: 1000 }],
      subtotal: 2000,
      discount: 0,
      serviceCharge: 200,
      vat: 200,
      tax: 100,
      total: 2500,
      status,
    })
    .returning({ id: bookings.id, checkIn: bookings.checkIn });
  if (!row) throw new Error('no booking');
  return row;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const valid = { address: 'Dhaka, Bangladesh', rating: 4, comment: 'Tea on the veranda at dawn.' };
/** Characters that draw nothing or break a line: a text could copy another's or split on screen. */
const INVISIBLE = ['\u2028', '\u200b', '\u2060', '\ufeff', '\u3164', '\u00ad'];

describe(`reviews (${databaseKind})`, () => {
  describe('access', () => {
    it.each([
      ['GET', '/api/reviews', 200, 200, 200],
      ['GET', '/api/reviews/mine', 401, 200, 200],
      ['POST', '/api/reviews', 401, 201, 201],
      ['GET', '/api/admin/reviews', 401, 403, 200],
    ] as const)('%s %s: anonymous %i, guest %i, admin %i', async (method, url, ...expected) => {
      const who = [undefined, other.cookie, admin.cookie];
      for (const [index, cookie] of who.entries()) {
        const response = await call(method, url, cookie, method === 'POST' ? valid : undefined);
        expect(response.statusCode, `${index}: ${response.body}`).toBe(expected[index]);
      }
    });

    it('lets only admins hide, and only the author edit or delete', async () => {
      const created = (await call('POST', '/api/reviews', other.cookie, valid)).json();
      const url = `/api/reviews/${created.id}`;
      expect((await call('PATCH', url, undefined, { hidden: true })).statusCode).toBe(401);
      expect((await call('PATCH', url, other.cookie, { hidden: true })).statusCode).toBe(403);
      expect((await call('PUT', url, undefined, valid)).statusCode).toBe(401);
      expect((await call('PUT', url, guest.cookie, valid)).statusCode).toBe(404);
      expect((await call('PUT', url, admin.cookie, valid)).statusCode).toBe(404);
      expect((await call('DELETE', url, undefined)).statusCode).toBe(401);
      expect((await call('DELETE', url, guest.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', url, admin.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', url, other.cookie)).statusCode).toBe(204);
      expect((await call('DELETE', url, other.cookie)).statusCode).toBe(404);
    });
  });

  describe('writing a review', () => {
    it('signs it with the profile name, whatever the body says, and lists it first', async () => {
      const response = await call('POST', '/api/reviews', guest.cookie, {
        ...valid,
        name: 'Someone Else',
        userId: admin.id,
        visible: false,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Nusrat Jahan', visible: true, stay: null });
      const [first] = (await call('GET', '/api/reviews')).json();
      expect(first).toMatchObject({ ...valid, name: 'Nusrat Jahan', stay: null });
      expect(Object.keys(first).sort()).toEqual(
        ['address', 'comment', 'createdAt', 'id', 'name', 'photo', 'rating', 'stay'].sort(),
      );
    });

    it('names each missing field with the spec message', async () => {
      const response = await call('POST', '/api/reviews', guest.cookie, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        address: '! Address is required',
        rating: '! Ratting is required',
        comment: '! Comment is required',
      });
    });

    it.each<[string, object]>([
      ['rating', { ...valid, rating: '5' }],
      ['rating', { ...valid, rating: 0 }],
      ['rating', { ...valid, rating: 6 }],
      ['rating', { ...valid, rating: 4.5 }],
      ['rating', { ...valid, rating: [5] }],
      ['address', { ...valid, address: 42 }],
      ['address', { ...valid, address: 'x'.repeat(121) }],
      ['address', { ...valid, address: 'Line\nbreak' }],
      ['comment', { ...valid, comment: { $gt: '' } }],
      ['comment', { ...valid, comment: 'short' }],
      ['comment', { ...valid, comment: 'x'.repeat(1001) }],
      ['comment', { ...valid, comment: 'x'.repeat(1_000_000) }],
      ['comment', { ...valid, comment: 'Lovely <script>alert(1)</script> stay' }],
      ['comment', { ...valid, comment: 'Lovely <img src=x onerror=alert(1)> stay' }],
      ['comment', { ...valid, comment: 'Lovely stay <!-- hidden --> indeed' }],
      ['bookingId', { ...valid, bookingId: 'not-a-uuid' }],
      ['bookingId', { ...valid, bookingId: 7 }],
      ...INVISIBLE.flatMap((char): [string, object][] => [
        ['address', { ...valid, address: `Dhaka${char}, Bangladesh` }],
        ['comment', { ...valid, comment: `Tea on the${char} veranda at dawn.` }],
      ]),
    ])('refuses a bad %s (case %#)', async (field, payload) => {
      const before = (await call('GET', '/api/reviews/mine', guest.cookie)).json().reviews.length;
      const response = await call('POST', '/api/reviews', guest.cookie, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 400) {
        expect(Object.keys(response.json().error.fields)).toEqual([field]);
      }
      const after = (await call('GET', '/api/reviews/mine', guest.cookie)).json().reviews.length;
      expect(after).toBe(before);
    });

    it('keeps a comment that mentions < and > as plain text', async () => {
      const comment = 'Rooms 5 < 7 stars, service > anywhere. Line one.\nLine two.';
      const response = await call('POST', '/api/reviews', guest.cookie, { ...valid, comment });
      expect(response.statusCode).toBe(201);
      expect(response.json().comment).toBe(comment);
    });
  });

  it('lets one account write at most 20 reviews an hour, then answers 429 with Retry-After', async () => {
    const writer = await signUp(t.app);
    const answers: number[] = [];
    for (let index = 0; index < 21; index++) {
      answers.push((await call('POST', '/api/reviews', writer.cookie, valid)).statusCode);
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(20);
    const refused = await call('POST', '/api/reviews', writer.cookie, valid);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Another account is not held back by it.
    const neighbour = await signUp(t.app);
    expect((await call('POST', '/api/reviews', neighbour.cookie, valid)).statusCode).toBe(201);
    // Out of the way of the moderation tests' lists.
    await t.database.db.delete(reviews).where(inArray(reviews.userId, [writer.id, neighbour.id]));
  });

  describe('stays', () => {
    it('offers only past, uncancelled stays of the guest, and badges the review', async () => {
      const past = await stay(guest.id, -3);
      const endsToday = await stay(guest.id, 0);
      await stay(guest.id, 5); // not yet over
      await stay(guest.id, -10, 'cancelled');
      await stay(other.id, -5); // someone else's
      const mine = (await call('GET', '/api/reviews/mine', guest.cookie)).json();
      expect(mine.stays.map((s: { bookingId: string }) => s.bookingId).sort()).toEqual(
        [past.id, endsToday.id].sort(),
      );

      const response = await call('POST', '/api/reviews', guest.cookie, {
        ...valid,
        bookingId: past.id,
      });
      expect(response.statusCode).toBe(201);
      const badge = { suiteName: suite.name, month: past.checkIn.slice(0, 7) };
      expect(response.json().stay).toEqual(badge);
      const [first] = (await call('GET', '/api/reviews')).json();
      expect(first.stay).toEqual(badge);
      expect(JSON.stringify(first)).not.toContain(past.id);

      const after = (await call('GET', '/api/reviews/mine', guest.cookie)).json();
      expect(after.stays.map((s: { bookingId: string }) => s.bookingId)).toEqual([endsToday.id]);
    });

    it('allows one review per stay, even sent twice at once', async () => {
      const past = await stay(guest.id, -20);
      const body = { ...valid, bookingId: past.id };
      const answers = await Promise.all([
        call('POST', '/api/reviews', guest.cookie, body),
        call('POST', '/api/reviews', guest.cookie, body),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect((await call('POST', '/api/reviews', guest.cookie, body)).statusCode).toBe(409);
    });

    it("refuses a future, cancelled or someone else's stay", async () => {
      const future = await stay(guest.id, 4);
      const cancelled = await stay(guest.id, -30, 'cancelled');
      const theirs = await stay(other.id, -31);
      for (const booking of [future, cancelled, theirs]) {
        const response = await call('POST', '/api/reviews', guest.cookie, {
          ...valid,
          bookingId: booking.id,
        });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(['bookingId']);
      }
    });

    it("makes the suite's rating the average of its visible reviews", async () => {
      const rating = async () => {
        const response = await call('GET', `/api/suites/${suite.id}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().rating as number;
      };
      await t.database.db.delete(reviews).where(eq(reviews.userId, guest.id));
      expect(await rating()).toBe(suite.rating);

      const first = await stay(guest.id, -40);
      const second = await stay(other.id, -41);
      const a = await call('POST', '/api/reviews', guest.cookie, {
        ...valid,
        rating: 1,
        bookingId: first.id,
      });
      expect(await rating()).toBe(1);
      await call('POST', '/api/reviews', other.cookie, {
        ...valid,
        rating: 2,
        bookingId: second.id,
      });
      expect(await rating()).toBe(2); // 1.5 rounds half up
      const listed = (await call('GET', '/api/suites')).json();
      expect(listed.find((s: { id: string }) => s.id === suite.id).rating).toBe(2);

      await call('PATCH', `/api/reviews/${a.json().id}`, admin.cookie, { hidden: true });
      expect(await rating()).toBe(2);
      await call('PATCH', `/api/reviews/${a.json().id}`, admin.cookie, { hidden: false });
      await call('PUT', `/api/reviews/${a.json().id}`, guest.cookie, { ...valid, rating: 5 });
      expect(await rating()).toBe(4); // (5 + 2) / 2 = 3.5 → 4
    });
  });

  describe('editing and deleting', () => {
    it('lets the author edit the words and rating, keeping the stay and visibility', async () => {
      const created = (await call('POST', '/api/reviews', other.cookie, valid)).json();
      await call('PATCH', `/api/reviews/${created.id}`, admin.cookie, { hidden: true });
      const response = await call('PUT', `/api/reviews/${created.id}`, other.cookie, {
        address: 'Chattogram',
        rating: 3,
        comment: 'Better on a second look.',
        visible: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        address: 'Chattogram',
        rating: 3,
        comment: 'Better on a second look.',
        visible: false,
      });
    });

    it('refuses bad edits and unknown ids', async () => {
      const created = (await call('POST', '/api/reviews', other.cookie, valid)).json();
      const url = `/api/reviews/${created.id}`;
      const bad = await call('PUT', url, other.cookie, { ...valid, comment: '<b>bold</b> claim' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['comment']);
      for (const id of ['nope', '00000000-0000-4000-8000-000000000000', 'x'.repeat(101)]) {
        const answer = await call('PUT', `/api/reviews/${id}`, other.cookie, valid);
        expect([400, 404]).toContain(answer.statusCode);
      }
    });
  });

  describe('moderation', () => {
    it('hides a review from the public list and shows it again', async () => {
      const created = (await call('POST', '/api/reviews', other.cookie, valid)).json();
      const url = `/api/reviews/${created.id}`;
      const publicIds = async () =>
        (await call('GET', '/api/reviews?limit=100')).json().map((r: { id: string }) => r.id);

      const hidden = await call('PATCH', url, admin.cookie, { hidden: true });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toMatchObject({ id: created.id, visible: false });
      expect(await publicIds()).not.toContain(created.id);
      const mine = (await call('GET', '/api/reviews/mine', other.cookie)).json();
      expect(mine.reviews.find((r: { id: string }) => r.id === created.id).visible).toBe(false);

      await call('PATCH', url, admin.cookie, { hidden: false });
      expect(await publicIds()).toContain(created.id);
    });

    it.each([[{ hidden: 'true' }], [{ hidden: 1 }], [{}], [{ visible: true }]])(
      'refuses %j',
      async (payload) => {
        const created = (await call('POST', '/api/reviews', other.cookie, valid)).json();
        const response = await call('PATCH', `/api/reviews/${created.id}`, admin.cookie, payload);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(['hidden']);
      },
    );

    it('answers 404 for an unknown review', async () => {
      const response = await call(
        'PATCH',
        '/api/reviews/00000000-0000-4000-8000-000000000000',
        admin.cookie,
        { hidden: true },
      );
      expect(response.statusCode).toBe(404);
    });

    it('lists every review newest first, hidden included, and searches', async () => {
      const unique = `Marigold ${Date.now()}`;
      const created = (
        await call('POST', '/api/reviews', other.cookie, { ...valid, comment: `${unique} garden` })
      ).json();
      await call('PATCH', `/api/reviews/${created.id}`, admin.cookie, { hidden: true });
      const all = (await call('GET', '/api/admin/reviews', admin.cookie)).json();
      expect(all.reviews[0]).toMatchObject({
        id: created.id,
        visible: false,
        authorEmail: other.email,
      });
      const times = all.reviews.map((r: { createdAt: string }) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const found = (
        await call('GET', `/api/admin/reviews?q=${encodeURIComponent(unique)}`, admin.cookie)
      ).json();
      expect(found).toMatchObject({ total: 1, reviews: [{ id: created.id }] });
      const none = (await call('GET', '/api/admin/reviews?q=%25%25nothing_', admin.cookie)).json();
      expect(none).toEqual({ reviews: [], total: 0 });
      const tooLong = await call('GET', `/api/admin/reviews?q=${'x'.repeat(101)}`, admin.cookie);
      expect(tooLong.statusCode).toBe(400);
    });
  });
});
