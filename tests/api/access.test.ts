import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/auth-schema.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';
import { photoUpload } from '#tests/support/uploads.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

type Who = 'anonymous' | 'guest' | 'admin';
const cookieOf = (who: Who) =>
  who === 'guest' ? guest.cookie : who === 'admin' ? admin.cookie : undefined;

function call(who: Who, method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) {
  const cookie = cookieOf(who);
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

describe(`access matrix (${databaseKind})`, () => {
  const endpoints = [
    { method: 'GET', url: '/api/me', expected: { anonymous: 401, guest: 200, admin: 200 } },
    {
      method: 'PATCH',
      url: '/api/me',
      payload: { name: 'Same Name', phone: '+880 1711 245880' },
      expected: { anonymous: 401, guest: 200, admin: 200 },
    },
    {
      method: 'GET',
      url: '/api/admin/users',
      expected: { anonymous: 401, guest: 403, admin: 200 },
    },
    {
      method: 'PUT',
      url: '/api/admin/users/GUEST/role',
      payload: { role: 'guest' },
      expected: { anonymous: 401, guest: 403, admin: 200 },
    },
  ] as const;

  for (const endpoint of endpoints) {
    for (const who of ['anonymous', 'guest', 'admin'] as const) {
      it(`${endpoint.method} ${endpoint.url} as ${who} → ${endpoint.expected[who]}`, async () => {
        const url = endpoint.url.replace('GUEST', guest.id);
        const response = await call(
          who,
          endpoint.method,
          url,
          'payload' in endpoint ? endpoint.payload : undefined,
        );
        expect(response.statusCode).toBe(endpoint.expected[who]);
        if (response.statusCode >= 400) {
          expect(Object.keys(response.json())).toEqual(['error']);
          expect(response.body).not.toContain(guest.email);
          expect(response.body).not.toContain(admin.email);
        }
      });
    }
  }
});

describe(`make admin (${databaseKind})`, () => {
  it('finds users by name or email, admins first, with their role', async () => {
    const byEmail = await call(
      'admin',
      'GET',
      `/api/admin/users?q=${encodeURIComponent(guest.email.slice(0, 12))}`,
    );
    expect(byEmail.json().users).toEqual([
      expect.objectContaining({ id: guest.id, email: guest.email, role: 'guest' }),
    ]);
    const named = await signUp(t.app, { name: 'Nusrat Jahan Chowdhury' });
    const byName = await call('admin', 'GET', '/api/admin/users?q=jahan%20chow');
    expect(byName.json().users.map((user: { id: string }) => user.id)).toEqual([named.id]);
    const all = await call('admin', 'GET', '/api/admin/users');
    expect(all.json().users[0].role).toBe('admin');
    expect(all.json().total).toBeGreaterThanOrEqual(2);
    const wildcard = await call('admin', 'GET', '/api/admin/users?q=%25');
    expect(wildcard.json().users).toEqual([]);
  });

  it('grants and revokes admin; the change takes effect on the next request', async () => {
    const other = await signUp(t.app);
    expect(
      (await call('admin', 'PUT', `/api/admin/users/${other.id}/role`, { role: 'admin' })).json()
        .role,
    ).toBe('admin');
    const asNewAdmin = await t.app.inject({
      url: '/api/admin/users',
      headers: { cookie: other.cookie },
    });
    expect(asNewAdmin.statusCode).toBe(200);
    await call('admin', 'PUT', `/api/admin/users/${other.id}/role`, { role: 'guest' });
    const demoted = await t.app.inject({
      url: '/api/admin/users',
      headers: { cookie: other.cookie },
    });
    expect(demoted.statusCode).toBe(403);
  });

  it('keeps the last admin', async () => {
    const [admins] = await Promise.all([
      t.database.db.select().from(users).where(eq(users.role, 'admin')),
    ]);
    expect(admins).toHaveLength(1);
    const response = await call('admin', 'PUT', `/api/admin/users/${admin.id}/role`, {
      role: 'guest',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This is the last admin: make someone else an admin first.',
    );
    expect((await call('admin', 'GET', '/api/me')).json().role).toBe('admin');
  });

  it('refuses an unknown user, a bad role and a guest trying to promote themselves', async () => {
    expect(
      (await call('admin', 'PUT', '/api/admin/users/nobody/role', { role: 'admin' })).statusCode,
    ).toBe(404);
    const bad = await call('admin', 'PUT', `/api/admin/users/${guest.id}/role`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['role']);
    const self = await call('guest', 'PUT', `/api/admin/users/${guest.id}/role`, { role: 'admin' });
    expect(self.statusCode).toBe(403);
    expect((await call('guest', 'GET', '/api/me')).json().role).toBe('guest');
  });
});

describe(`profile photo (${databaseKind})`, () => {
  async function upload(who: Who, filename: string, contentType: string, data: Buffer) {
    const body = photoUpload(filename, contentType, data);
    const cookie = cookieOf(who);
    return t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { origin: ORIGIN, ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  }

  it('stores a photo re-encoded as WebP under a random name, without its metadata', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#1f3a2e' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .jpeg()
      .toBuffer();
    const response = await upload('guest', '../../etc/passwd.jpg', 'image/jpeg', jpeg);
    expect(response.statusCode).toBe(200);
    const image: string = response.json().image;
    expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}-320\.webp$/);
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    [
      'an SVG',
      'photo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'HTML named .jpg',
      'photo.jpg',
      'image/jpeg',
      Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    ['a text file', 'notes.png', 'image/png', Buffer.from('just some text')],
  ])('refuses %s and stores nothing', async (_label, filename, type, data) => {
    const before = (await call('guest', 'GET', '/api/me')).json().image;
    const response = await upload('guest', filename, type, data);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['photo']);
    expect((await call('guest', 'GET', '/api/me')).json().image).toBe(before);
  });

  it('refuses a GIF and an image of more than 40 megapixels', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload('guest', 'photo.jpg', 'image/jpeg', gif)).statusCode).toBe(400);
    // A PNG header claiming 20,000 × 20,000 pixels: refused before it is decoded.
    const huge = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    expect((await upload('guest', 'huge.png', 'image/png', huge)).statusCode).toBe(400);
  });

  it('refuses a file over 8 MB with 413, and anonymous uploads with 401', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 1);
    expect((await upload('guest', 'big.jpg', 'image/jpeg', big)).statusCode).toBe(413);
    expect((await upload('anonymous', 'a.jpg', 'image/jpeg', Buffer.from('x'))).statusCode).toBe(
      401,
    );
  });
});
