import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, suites } from '#server/db/schema.ts';
import { bookingSchema } from '#shared/booking.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin, waitForMail } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let otherGuest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteIds: Record<string, string>;

const day = (offset: number) => addDays(hotelToday(), offset);

beforeAll(async () => {
  // Booking mechanics, races included; the per-guest caps are booking-limits.test.ts's subject.
  t = await createTestApp({ env: UNCAPPED });
  guest = await signUp(t.app);
  otherGuest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const rows = await t.database.db.select({ id: suites.id, slug: suites.slug }).from(suites);
  suiteIds = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});
afterAll(() => t.close());

function book(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie, origin: ORIGIN },
    payload,
  });
}

function stay(slug: string, from: number, to: number, adults = 1, children = 0) {
  return { suiteId: suiteIds[slug], checkIn: day(from), checkOut: day(to), adults, children };
}

function search(from: number, to: number, adults = 1, children = 0) {
  return t.app.inject({
    url: `/api/suites/availability?checkIn=${day(from)}&checkOut=${day(to)}&adults=${adults}&children=${children}`,
  });
}

const slugsOf = (response: { json(): { suites: { suite: { id: string } }[] } }) => {
  const bySuiteId = Object.fromEntries(Object.entries(suiteIds).map(([slug, id]) => [id, slug]));
  return response.json().suites.map((entry) => bySuiteId[entry.suite.id]);
};

describe(`availability search (${databaseKind})`, () => {
  it('offers every suite that fits the party, closest fit first, then cheapest, priced', async () => {
    const response = await search(100, 103, 2, 1);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stay).toEqual({ checkIn: day(100), checkOut: day(103), adults: 2, children: 1 });
    const capacities = body.suites.map(
      (entry: { suite: { capacity: number } }) => entry.suite.capacity,
    );
    expect(Math.min(...capacities)).toBe(3);
    expect(capacities).toEqual([...capacities].sort((a, b) => a - b));
    expect(body.suites).toHaveLength(6);
    expect(body.total).toBe(6);
    for (const entry of body.suites) {
      expect(entry.quote).toEqual(quoteStay(flatNights(day(100), 3, entry.suite.pricePerNight)));
    }
    // Ties on fit are broken by price.
    const threes = body.suites.filter(
      (entry: { suite: { capacity: number } }) => entry.suite.capacity === 3,
    );
    const prices = threes.map(
      (entry: { suite: { pricePerNight: number } }) => entry.suite.pricePerNight,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('hides a suite booked for any of the nights, and offers it back to back', async () => {
    const booked = await book(guest.cookie, stay('garden-king-suite', 110, 115));
    expect(booked.statusCode).toBe(201);
    for (const [from, to] of [
      [110, 115],
      [109, 111],
      [114, 116],
      [111, 112],
      [105, 120],
    ]) {
      expect(slugsOf(await search(from as number, to as number)), `${from}-${to}`).not.toContain(
        'garden-king-suite',
      );
    }
    expect(slugsOf(await search(105, 110))).toContain('garden-king-suite');
    expect(slugsOf(await search(115, 118))).toContain('garden-king-suite');
  });

  it('lists the first `limit` suites and counts them all', async () => {
    const response = await t.app.inject({
      url: `/api/suites/availability?checkIn=${day(140)}&checkOut=${day(141)}&adults=1&children=0&limit=2`,
    });
    expect(response.json().suites).toHaveLength(2);
    expect(response.json().total).toBe(12);
    expect(
      (
        await t.app.inject({
          url: `/api/suites/availability?checkIn=${day(140)}&checkOut=${day(141)}&adults=1&children=0&limit=101`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers a burst of searches each with its own stay, in the encoding each asked for', async () => {
    // Identical searches at the same moment share one read (decision 038): a search must never
    // get another's answer, and sharing must not change what anyone receives.
    const variants = [
      { adults: 2, children: 0, limit: '' },
      { adults: 2, children: 1, limit: '' },
      { adults: 1, children: 1, limit: '' },
      { adults: 2, children: 0, limit: '&limit=3' },
    ];
    const encodings = ['br', 'gzip', 'identity'];
    const url = ({ adults, children, limit }: (typeof variants)[number]) =>
      `/api/suites/availability?checkIn=${day(150)}&checkOut=${day(152)}&adults=${adults}&children=${children}${limit}`;
    const asked = Array.from({ length: 24 }, (_, index) => ({
      variant: variants[index % variants.length] as (typeof variants)[number],
      encoding: encodings[index % encodings.length] as string,
    }));
    const burst = await Promise.all(
      asked.map(({ variant, encoding }) =>
        t.app.inject({ url: url(variant), headers: { 'accept-encoding': encoding } }),
      ),
    );
    const alone = await Promise.all(
      variants.map(async (variant) => (await t.app.inject({ url: url(variant) })).json()),
    );
    burst.forEach((response, index) => {
      const { variant, encoding } = asked[index] as (typeof asked)[number];
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const raw = response.rawPayload;
      const body =
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      expect(response.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      const answer = JSON.parse(body.toString());
      expect(answer.stay).toEqual({
        checkIn: day(150),
        checkOut: day(152),
        adults: variant.adults,
        children: variant.children,
      });
      expect(answer).toEqual(alone[variants.indexOf(variant)]);
    });
    expect(alone[3].suites).toHaveLength(3);
  });

  it('hides archived suites', async () => {
    await t.database.db
      .update(suites)
      .set({ active: false })
      .where(eq(suites.slug, 'bamboo-grove-double'));
    try {
      expect(slugsOf(await search(130, 131))).not.toContain('bamboo-grove-double');
    } finally {
      await t.database.db
        .update(suites)
        .set({ active: true })
        .where(eq(suites.slug, 'bamboo-grove-double'));
    }
  });

  it('refuses a bad search, naming each field', async () => {
    const cases: [string, string[]][] = [
      ['', ['checkIn', 'checkOut', 'adults', 'children']],
      [`checkIn=${day(-1)}&checkOut=${day(2)}&adults=1&children=0`, ['checkIn']],
      [`checkIn=${day(5)}&checkOut=${day(5)}&adults=1&children=0`, ['checkOut']],
      [`checkIn=${day(5)}&checkOut=${day(3)}&adults=1&children=0`, ['checkOut']],
      [`checkIn=${day(5)}&checkOut=${day(40)}&adults=1&children=0`, ['checkOut']],
      [`checkIn=2027-02-30&checkOut=2027-03-02&adults=1&children=0`, ['checkIn']],
      [`checkIn=${day(5)}&checkOut=${day(6)}&adults=5&children=0`, ['adults']],
      [`checkIn=${day(5)}&checkOut=${day(6)}&adults=0&children=0`, ['adults']],
      [`checkIn=${day(5)}&checkOut=${day(6)}&adults=2&children=4`, ['children']],
      [`checkIn=${day(5)}&checkOut=${day(6)}&adults=two&children=-1`, ['adults', 'children']],
      [`checkIn=tomorrow&checkOut=${day(6)}&adults=1&children=0`, ['checkIn']],
    ];
    for (const [query, fields] of cases) {
      const response = await t.app.inject({ url: `/api/suites/availability?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields).sort(), query).toEqual([...fields].sort());
    }
  });
});

describe(`booking (${databaseKind})`, () => {
  it('books at the price the server computes, ignoring what the client says it costs', async () => {
    const response = await book(guest.cookie, {
      ...stay('lotus-pond-double', 20, 23, 2, 0),
      total: 1,
      subtotal: 1,
      status: 'cancelled',
      userId: otherGuest.id,
    });
    expect(response.statusCode).toBe(201);
    const booking = bookingSchema.parse(response.json());
    expect(booking).toMatchObject({
      suiteId: suiteIds['lotus-pond-double'],
      checkIn: day(20),
      checkOut: day(23),
      adults: 2,
      children: 0,
      status: 'confirmed',
      cancellable: true,
      guest: { name: guest.name, email: guest.email },
      ...quoteStay(flatNights(day(20), 3, 14500)),
    });
    expect(booking.reference).toMatch(/^SB-[2-9A-HJKMNP-Z]{6}$/);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ userId: guest.id, total: booking.total, status: 'confirmed' });
    const mail = await waitForMail(t.config.dataDir, guest.email, new RegExp(booking.reference));
    expect(mail.subject).toBe(`Your stay is booked: ${booking.reference}`);
  });

  it('needs sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN },
      payload: stay('lotus-pond-double', 40, 41),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a party larger than the suite, an unknown suite and bad input', async () => {
    const tooMany = await book(guest.cookie, stay('tea-terrace-single', 50, 51, 2, 0));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({
      message: 'This suite sleeps at most 1 guest.',
      fields: { adults: 'This suite sleeps at most 1 guest' },
    });
    expect(
      (
        await book(guest.cookie, {
          ...stay('tea-terrace-single', 50, 51),
          suiteId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await book(guest.cookie, { ...stay('tea-terrace-single', 50, 51), suiteId: 'nope' }))
        .statusCode,
    ).toBe(404);
  });

  it('allows back-to-back stays, refuses an overlap, and rebooks freed dates', async () => {
    const first = await book(guest.cookie, stay('heritage-twin-room', 1, 5));
    const second = await book(otherGuest.cookie, stay('heritage-twin-room', 5, 8));
    const overlap = await book(otherGuest.cookie, stay('heritage-twin-room', 4, 6));
    expect([first.statusCode, second.statusCode, overlap.statusCode]).toEqual([201, 201, 409]);
    expect(overlap.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'These dates were just booked by another guest. Please choose other dates or another suite.',
    });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${first.json().id}`,
      headers: { cookie: guest.cookie, origin: ORIGIN },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(cancel.json().cancelledAt).toBeTruthy();
    const rebook = await book(otherGuest.cookie, stay('heritage-twin-room', 1, 5));
    expect(rebook.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.suiteId, suiteIds['heritage-twin-room'] ?? ''));
    expect(rows.filter((row) => row.status === 'cancelled')).toHaveLength(1);
  });
});

describe(`concurrency (${databaseKind})`, () => {
  it('lets exactly one of 50 simultaneous overlapping bookings in', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(
          index % 2 ? guest.cookie : otherGuest.cookie,
          stay('rajbari-royal-suite', 60 + (index % 3), 63 + (index % 3), 2, 0),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.suiteId, suiteIds['rajbari-royal-suite'] ?? ''),
          eq(bookings.status, 'confirmed'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('lets 50 simultaneous bookings of separate nights all in', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(guest.cookie, stay('zamindar-grand-suite', 200 + index, 201 + index)),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
  });

  it('leaves no two active bookings of a suite sharing a night', async () => {
    const clashes = await t.database.db.execute(sql`
      select count(*)::int as clashes from bookings a join bookings b
        on a.suite_id = b.suite_id and a.id < b.id
       and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
     where a.status <> 'cancelled' and b.status <> 'cancelled'`);
    // node-postgres answers { rows }, PGlite the same shape through drizzle.
    const { rows } = clashes as unknown as { rows: { clashes: number }[] };
    expect(rows[0]?.clashes).toBe(0);
  });
});

describe(`booking list and ownership (${databaseKind})`, () => {
  it("shows guests their own bookings and admins everyone's, filterable by status", async () => {
    const mine = await t.app.inject({
      url: '/api/bookings',
      headers: { cookie: otherGuest.cookie },
    });
    expect(mine.statusCode).toBe(200);
    const list = mine.json().bookings as { guest: { email: string } }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((booking) => booking.guest.email === otherGuest.email)).toBe(true);

    const all = await t.app.inject({ url: '/api/bookings', headers: { cookie: admin.cookie } });
    const emails = new Set(
      (all.json().bookings as { guest: { email: string } }[]).map((b) => b.guest.email),
    );
    expect(emails).toEqual(new Set([guest.email, otherGuest.email]));

    const cancelled = await t.app.inject({
      url: '/api/bookings?status=cancelled',
      headers: { cookie: admin.cookie },
    });
    expect(
      (cancelled.json().bookings as { status: string }[]).every((b) => b.status === 'cancelled'),
    ).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/bookings?status=lost', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/bookings' })).statusCode).toBe(401);
  });

  it("answers another guest's booking with 404, and leaves it as it was", async () => {
    const theirs = (await book(guest.cookie, stay('monsoon-veranda-suite', 70, 72))).json();
    const get = await t.app.inject({
      url: `/api/bookings/${theirs.id}`,
      headers: { cookie: otherGuest.cookie },
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${theirs.id}`,
      headers: { cookie: otherGuest.cookie, origin: ORIGIN },
    });
    expect([get.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(get.body).not.toContain(guest.email);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(row?.status).toBe('confirmed');
    expect(
      (await t.app.inject({ url: `/api/bookings/${theirs.id}`, headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('leaks nothing for 1,000 random ids', async () => {
    let leaked = 0;
    for (let index = 0; index < 1000; index++) {
      const response = await t.app.inject({
        url: `/api/bookings/${crypto.randomUUID()}`,
        headers: { cookie: otherGuest.cookie },
      });
      if (response.statusCode !== 404) leaked++;
    }
    expect(leaked).toBe(0);
  }, 120_000);

  it('lets a guest cancel only upcoming stays, an admin any, and not twice', async () => {
    const booking = (await book(guest.cookie, stay('hillview-twin-suite', 80, 82))).json();
    // Move the stay into the past, as if it had begun.
    await t.database.db
      .update(bookings)
      .set({ checkIn: day(-1), checkOut: day(1) })
      .where(eq(bookings.id, booking.id));
    const asGuest = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: guest.cookie, origin: ORIGIN },
    });
    expect(asGuest.statusCode).toBe(409);
    expect(asGuest.json().error.message).toMatch(/can no longer be cancelled online/);
    const asAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(asAdmin.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This booking is already cancelled.');
  });

  it('lists stays to come first, nearest on top, then past, then cancelled, each with its stage', async () => {
    const traveller = await signUp(t.app);
    const made: Record<string, string> = {};
    const plan = {
      far: [300, 302],
      near: [250, 252],
      past: [290, 292],
      now: [270, 272],
      gone: [260, 262],
    } as const;
    for (const [name, [from, to]] of Object.entries(plan)) {
      const response = await book(traveller.cookie, stay('courtyard-single', from, to));
      expect(response.statusCode).toBe(201);
      made[name] = response.json().id;
    }
    // Move two stays into the past and under way, as time would.
    await t.database.db
      .update(bookings)
      .set({ checkIn: day(-6), checkOut: day(-4), nights: 2 })
      .where(eq(bookings.id, made.past as string));
    await t.database.db
      .update(bookings)
      .set({ checkIn: day(-1), checkOut: day(1), nights: 2 })
      .where(eq(bookings.id, made.now as string));
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${made.gone}`,
      headers: { cookie: traveller.cookie, origin: ORIGIN },
    });
    expect(cancel.statusCode).toBe(200);

    const list = (
      await t.app.inject({ url: '/api/bookings', headers: { cookie: traveller.cookie } })
    ).json().bookings as { id: string; stage: string; cancellable: boolean }[];
    const named = Object.fromEntries(Object.entries(made).map(([name, id]) => [id, name]));
    expect(list.map((booking) => [named[booking.id], booking.stage, booking.cancellable])).toEqual([
      ['now', 'in_stay', false],
      ['near', 'upcoming', true],
      ['far', 'upcoming', true],
      ['past', 'past', false],
      ['gone', 'cancelled', false],
    ]);

    // Staff may cancel a stay under way, never one that is over.
    const asStaff = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/bookings/${id}`,
        headers: { cookie: admin.cookie, origin: ORIGIN },
      });
    const over = await asStaff(made.past as string);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('This stay is over, so it can no longer be cancelled.');
    expect((await asStaff(made.now as string)).statusCode).toBe(200);
  });
});

describe(`quote (${databaseKind})`, () => {
  it("prices a stay in one suite and says whether it's free", async () => {
    const query = new URLSearchParams({
      ...stay('courtyard-single', 90, 92),
      adults: '1',
      children: '0',
    } as Record<string, string>);
    const response = await t.app.inject({ url: `/api/quote?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      available: true,
      quote: quoteStay(flatNights(day(90), 2, 9500)),
    });
  });
});
