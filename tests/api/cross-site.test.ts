import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/auth-schema.ts';
import { bookings, suites } from '#server/db/schema.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { signUp } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';
import { photoUpload } from '#tests/support/uploads.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let guest: Awaited<ReturnType<typeof signUp>>;
let suiteId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  guest = await signUp(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  suiteId = (await t.database.db.select({ id: suites.id }).from(suites).limit(1))[0]?.id ?? '';
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';

/** `/api/...` spelled the ways a router may decode or fold, but a string check would not. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    `/%61pi${rest}`,
    `/%61%70%69${rest}`,
    `/%2561pi${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `/%41PI${rest}`,
    `//api${rest}`,
    `/./api${rest}`,
    `/api${rest.replace(/\//g, '%2F')}`,
    `/api${rest}?x=/api`,
  ];
}

describe(`cross-site requests cannot side-step the origin check (${databaseKind})`, () => {
  it.each(spellings('/api/me'))('PATCH %s with a foreign Origin changes nothing', async (url) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { origin: EVIL, cookie: guest.cookie },
      payload: { name: 'Pwned', phone: '+880 1711 666666' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row?.name).toBe(guest.name);
  });

  it.each(spellings('/api/admin/users/ID/role'))(
    'PUT %s with a foreign Origin grants nothing',
    async (url) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: url.replace('ID', guest.id),
        headers: { origin: EVIL, cookie: admin.cookie },
        payload: { role: 'admin' },
      });
      expect(response.statusCode).toBe(403);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
      expect(row?.role).toBe('guest');
    },
  );

  it.each(spellings('/api/bookings'))(
    'POST %s with a foreign Origin books nothing',
    async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL, cookie: guest.cookie },
        payload: {
          suiteId,
          checkIn: addDays(hotelToday(), 30),
          checkOut: addDays(hotelToday(), 32),
          adults: 1,
          children: 0,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(await t.database.db.select().from(bookings)).toEqual([]);
    },
  );

  it.each(spellings('/api/me/photo'))(
    'POST %s with a foreign Origin stores no photo',
    async (url) => {
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#1f3a2e' },
      })
        .png()
        .toBuffer();
      const upload = photoUpload('photo.png', 'image/png', png);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL, cookie: guest.cookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(403);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
      expect(row?.image).toBeNull();
    },
  );

  it('refuses a cookie-carrying state change with no Origin on any path', async () => {
    for (const [method, url] of [
      ['POST', '/%61pi/auth/sign-out'],
      ['DELETE', '/%61pi/bookings/00000000-0000-0000-0000-000000000000'],
      ['POST', '/anything'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: guest.cookie } });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie: guest.cookie } })).statusCode,
    ).toBe(200);
  });
});
