import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import { RATES } from '#shared/constants.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let guest: Awaited<ReturnType<typeof signUp>>;
let suite: { id: string; pricePerNight: number };

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  admin = await signUpAdmin(t.app, t.database.db);
  guest = await signUp(t.app);
  const [row] = await t.database.db
    .select({ id: suites.id, pricePerNight: suites.pricePerNight })
    .from(suites)
    .where(eq(suites.capacity, 3))
    .limit(1);
  if (!row) throw new Error('no suite for three');
  suite = row;
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);

function adminSend(method: 'POST' | 'PATCH', url: string, payload: object, cookie = admin.cookie) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie },
    payload: payload as Record<string, unknown>,
  });
}

async function offered() {
  return (await t.app.inject({ url: '/api/extras' })).json() as {
    id: string;
    name: string;
    price: number;
    unit: string;
  }[];
}

describe(`bookable extras (${databaseKind})`, () => {
  it("lists the home page's extra services, priced per night", async () => {
    const list = await offered();
    expect(list.map((extra) => [extra.name, extra.price, extra.unit])).toEqual([
      ['Room Cleaning', 50, 'night'],
      ['Cloth Washing', 40, 'night'],
      ['Drinks Included', 60, 'night'],
      ['Breakfast in Bed', 70, 'night'],
      ['Bicycle Hire', 30, 'night'],
      ['Spa Access', 90, 'night'],
    ]);
  });

  it('price each by its unit × nights × guests × quantity, in the subtotal, charged like the room', async () => {
    const transfer = (
      await adminSend('POST', '/api/admin/extras', {
        name: 'Station transfer',
        price: 1500,
        unit: 'stay',
      })
    ).json();
    const tasting = (
      await adminSend('POST', '/api/admin/extras', {
        name: 'Tea tasting',
        price: 200,
        unit: 'guest-night',
      })
    ).json();
    const cleaning = (await offered()).find((extra) => extra.name === 'Room Cleaning');
    const chosen = `${transfer.id}:2,${tasting.id}:1,${cleaning?.id}:1`;
    // Three nights, two adults and a child.
    const query = `suiteId=${suite.id}&checkIn=${day(60)}&checkOut=${day(63)}&adults=2&children=1`;
    const response = await t.app.inject({ url: `/api/quote?${query}&extras=${chosen}` });
    expect(response.statusCode).toBe(200);
    const lines = [
      {
        id: transfer.id,
        name: 'Station transfer',
        unit: 'stay',
        price: 1500,
        quantity: 2,
        amount: 3000,
      },
      {
        id: tasting.id,
        name: 'Tea tasting',
        unit: 'guest-night',
        price: 200,
        quantity: 1,
        amount: 1800,
      },
      {
        id: cleaning?.id,
        name: 'Room Cleaning',
        unit: 'night',
        price: 50,
        quantity: 1,
        amount: 150,
      },
    ];
    const expected = quoteStay(flatNights(day(60), 3, suite.pricePerNight), RATES, lines as never);
    expect(response.json().quote).toEqual(expected);
    expect(expected.subtotal).toBe(suite.pricePerNight * 3 + 4950);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: {
        suiteId: suite.id,
        checkIn: day(60),
        checkOut: day(63),
        adults: 2,
        children: 1,
        extras: [
          { id: transfer.id, quantity: 2 },
          { id: tasting.id, quantity: 1 },
          { id: cleaning?.id, quantity: 1 },
        ],
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      extras: lines,
      subtotal: expected.subtotal,
      total: expected.total,
    });

    // A later price change leaves the booking as quoted; a change of dates reprices the nights
    // the extras count, at the prices quoted.
    await adminSend('PATCH', `/api/admin/extras/${tasting.id}`, {
      name: 'Tea tasting',
      price: 999,
      unit: 'guest-night',
    });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booked.json().id}`,
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { checkIn: day(60), checkOut: day(62), adults: 2, children: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().extras.map((extra: { amount: number }) => extra.amount)).toEqual([
      3000, 1200, 100,
    ]);
  });

  it('refuse extras the hotel does not offer, switched off, repeated or out of range, on the field', async () => {
    const gone = (
      await adminSend('POST', '/api/admin/extras', {
        name: 'Old boat trip',
        price: 800,
        unit: 'stay',
        active: false,
      })
    ).json();
    const base = `suiteId=${suite.id}&checkIn=${day(70)}&checkOut=${day(72)}&adults=1&children=0`;
    for (const extras of [
      `${gone.id}:1`,
      '7c1e5d2a-0000-4000-8000-000000000000:1',
      'nonsense',
      `${gone.id}:0`,
      `${gone.id}:1,${gone.id}:2`,
    ]) {
      const response = await t.app.inject({ url: `/api/quote?${base}&extras=${extras}` });
      expect(response.statusCode, extras).toBe(400);
      expect(response.json().error.fields, extras).toHaveProperty('extras');
    }
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: {
        suiteId: suite.id,
        checkIn: day(70),
        checkOut: day(72),
        adults: 1,
        children: 0,
        extras: [{ id: gone.id, quantity: 1 }],
      },
    });
    expect(booked.statusCode).toBe(400);
  });

  it('are managed by admins only, checked field by field', async () => {
    expect(
      (
        await adminSend(
          'POST',
          '/api/admin/extras',
          { name: 'X', price: 1, unit: 'stay' },
          guest.cookie,
        )
      ).statusCode,
    ).toBe(403);
    for (const [body, field] of [
      [{ name: '', price: 10, unit: 'stay' }, 'name'],
      [{ name: 'A', price: 0, unit: 'stay' }, 'price'],
      [{ name: 'A', price: 10, unit: 'week' }, 'unit'],
    ] as const) {
      const response = await adminSend('POST', '/api/admin/extras', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    const listed = await t.app.inject({
      url: '/api/admin/extras',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().extras.some((extra: { active: boolean }) => !extra.active)).toBe(true);
  });

  it('refuse a stay priced beyond what a booking can hold, at the quote and at booking, on the field', async () => {
    const [large] = await t.database.db
      .select({ id: suites.id })
      .from(suites)
      .where(eq(suites.capacity, 5))
      .limit(1);
    if (!large) throw new Error('no suite for five');
    const dearest = [];
    for (const name of ['Private concert', 'Helicopter tour']) {
      const created = await adminSend('POST', '/api/admin/extras', {
        name,
        price: 1_000_000,
        unit: 'guest-night',
      });
      expect(created.statusCode).toBe(201);
      dearest.push(created.json() as { id: string });
    }
    // 2 × 1,000,000 × 30 nights × 5 guests × 10: 3,000,000,000 BDT before charges.
    const stay = {
      suiteId: large.id,
      checkIn: day(100),
      checkOut: day(130),
      adults: 4,
      children: 1,
    };
    const chosen = dearest.map((extra) => `${extra.id}:10`).join(',');
    const quoted = await t.app.inject({
      url: `/api/quote?${new URLSearchParams({ ...stay, adults: '4', children: '1', extras: chosen })}`,
    });
    expect(quoted.statusCode).toBe(400);
    expect(Object.keys(quoted.json().error.fields)).toEqual(['extras']);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { ...stay, extras: dearest.map((extra) => ({ id: extra.id, quantity: 10 })) },
    });
    expect(booked.statusCode).toBe(400);
    expect(Object.keys(booked.json().error.fields)).toEqual(['extras']);
    // One of each still fits: 2 × 1,000,000 × 30 × 5 = 300,000,000 BDT before charges.
    const fits = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { ...stay, extras: dearest.map((extra) => ({ id: extra.id, quantity: 1 })) },
    });
    expect(fits.statusCode).toBe(201);
    expect(fits.json().total).toBeGreaterThan(375_000_000);
    for (const extra of dearest) {
      await adminSend('PATCH', `/api/admin/extras/${extra.id}`, {
        name: 'Retired',
        price: 1,
        unit: 'stay',
        active: false,
      });
    }
  });
});
