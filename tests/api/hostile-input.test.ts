import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '#shared/stay.ts';
import { nextAddress, ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let cookie: string;
let adminCookie: string;
let suiteId: string;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
  adminCookie = (await signUpAdmin(t.app, t.database.db)).cookie;
  suiteId = ((await t.app.inject({ url: '/api/suites' })).json() as { id: string }[])[0]?.id ?? '';
  const day = (offset: number) => addDays(hotelToday(), offset);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie },
    payload: { suiteId, checkIn: day(200), checkOut: day(202), adults: 1, children: 0 },
  });
  bookingId = booked.json().id;
});
afterAll(() => t.close());

/** Values no field should accept, or should store only as text. */
const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(10_000),
  "'; drop table bookings; --",
  '<script>alert(1)</script>',
  '2026-02-30',
  '9999-99-99',
  '../../etc/passwd',
  '\u0000',
  [],
  [1, 2],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  // Malformed addresses and dates, control characters, odd numbers.
  ...[
    'a@',
    '@b.co',
    'a@b',
    'a b@c.co',
    'a@@b.co',
    'a@b..co',
    '.a@b.co',
    'a@b.co.',
    'mailto:a@b.co',
  ],
  ...[
    '2026-13-01',
    '2026-00-10',
    '26-01-01',
    '2026/12/24',
    '24-12-2026',
    'tomorrow',
    '2026-12-24T10:00',
  ],
  ...['\u0001', '\u001b[31m', '\ud800', '\u202e', 'x\u0000y', '\t', '\n\n'],
  ...[-0.5, 1e308, -1e308, Number.MIN_SAFE_INTEGER, 4.2, 99, -99, 10 ** 12],
  ...['NaN', 'Infinity', '1e3', '0x10', ' 2 ', '٣'],
  ...[[null], [{}], [['nested']], { a: { b: { c: {} } } }, { toString: 'x' }, { valueOf: 1 }],
];

function mutations(base: Record<string, unknown>): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  for (const key of Object.keys(base)) {
    for (const value of HOSTILE) bodies.push({ ...base, [key]: value });
    const { [key]: _dropped, ...rest } = base;
    bodies.push(rest);
  }
  return bodies;
}

describe(`hostile input (${databaseKind})`, () => {
  const families = () => {
    const day = (offset: number) => addDays(hotelToday(), offset);
    return [
      {
        url: '/api/bookings',
        base: { suiteId, checkIn: day(300), checkOut: day(302), adults: 1, children: 0 },
      },
      {
        url: '/api/contact',
        base: { name: 'Rahim', email: 'rahim@example.com', message: 'A proper message.' },
      },
      { url: '/api/newsletter', base: { email: 'news@example.com' } },
      {
        method: 'PATCH' as const,
        url: `/api/bookings/${bookingId}`,
        base: { checkIn: day(310), checkOut: day(312), adults: 1, children: 0 },
      },
      {
        url: `/api/suites/${suiteId}/rate-periods`,
        admin: true,
        base: { startDate: day(320), endDate: day(330), pricePerNight: 20_000, minNights: 2 },
      },
      {
        url: `/api/suites/${suiteId}/blocks`,
        admin: true,
        base: { startDate: day(340), endDate: day(342), reason: 'Repairs' },
      },
      {
        url: '/api/auth/sign-up/email',
        base: {
          name: 'N',
          email: 'n@example.com',
          password: 'long enough pw',
          phone: '+8801711245880',
        },
      },
    ];
  };

  it('answers 100+ malformed bodies per endpoint family with 4xx naming a field, never 5xx', async () => {
    for (const family of families()) {
      const bodies = mutations(family.base);
      expect(bodies.length).toBeGreaterThanOrEqual(60);
      const raw = ['{', '[]', '"text"', '123', 'null', '{"__proto__":{"x":1}}', '{"a":'.repeat(50)];
      let fiveHundreds = 0;
      let checked = 0;
      for (const body of [...bodies, ...raw]) {
        const response = await t.app.inject({
          method: 'method' in family ? family.method : 'POST',
          url: family.url,
          // Each from its own address: this is about input, not the per-address limits.
          remoteAddress: nextAddress(),
          headers: {
            origin: ORIGIN,
            cookie: 'admin' in family ? adminCookie : cookie,
            'content-type': 'application/json',
          },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        });
        checked++;
        if (response.statusCode >= 500) fiveHundreds++;
        if (response.statusCode >= 400) {
          const payload = response.json();
          expect(Object.keys(payload)).toEqual(['error']);
          if (response.statusCode === 400) expect(payload.error.fields ?? {}).toBeTypeOf('object');
        }
      }
      expect(checked).toBeGreaterThanOrEqual(60);
      expect(fiveHundreds, family.url).toBe(0);
    }
  }, 120_000);

  it('refuses a 2 MiB body with 413 and a form post with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x',
        email: 'x@example.com',
        message: 'y'.repeat(2 * 1024 * 1024),
      }),
    });
    expect(big.statusCode).toBe(413);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co',
    });
    expect(form.statusCode).toBe(415);
  });

  it('stores HTML as text and returns it as JSON text', async () => {
    const html = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN },
      payload: { name: html, email: 'html@example.com', message: `${html} and more words` },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
