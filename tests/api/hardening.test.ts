import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/auth-schema.ts';
import { suites } from '#server/db/schema.ts';
import { setUserRole } from '#server/repositories/users.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, postAuth, signUp, signUpAdmin, waitForMail } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';
import { turnOnTwoFactor } from '#tests/support/two-factor.ts';
import { photoUpload } from '#tests/support/uploads.ts';

/** Every line the server logged, parsed. */
const lines: { level: number; msg?: string; [key: string]: unknown }[] = [];
const logStream = {
  // Request lines arrive together, several to a write.
  write: (text: string) => {
    for (const line of text.split('\n')) if (line) lines.push(JSON.parse(line));
  },
};
/** The lines of requests just answered are written together, within 10 ms. */
const written = () => new Promise((resolve) => setTimeout(resolve, 20));

let t: TestApp;
let suiteId: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SEED_DEMO_DATA: 'true' },
    logStream,
  });
  suiteId = (await t.database.db.select({ id: suites.id }).from(suites).limit(1))[0]?.id ?? '';
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);

describe(`tokens stay out of the logs in production (${databaseKind})`, () => {
  it('logs neither the reset link nor a verification or reset token in a URL', async () => {
    const guest = await signUp(t.app);
    await postAuth(t.app, '/api/auth/request-password-reset', {
      email: guest.email,
      redirectTo: '/reset-password',
    });
    const mail = await waitForMail(t.config.dataDir, guest.email, /Reset your password/);
    const link = new URL(mail.links[0] ?? '');
    const token = link.pathname.split('/').pop() ?? '';
    expect(token.length).toBeGreaterThan(10);
    await t.app.inject({ url: link.pathname + link.search });
    await t.app.inject({ url: '/api/auth/verify-email?token=VERIFYSECRET123&callbackURL=/' });
    await written();
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('VERIFYSECRET123');
    expect(logged).toContain('[redacted]');
  });

  it('logs no cookie or authorization header, on success or failure', async () => {
    const before = lines.length;
    for (const url of ['/api/health', '/api/me', '/api/no-such-thing']) {
      await t.app.inject({
        url,
        headers: {
          cookie: 'suitebook.session_token=COOKIESECRET42',
          authorization: 'Bearer AUTHSECRET42',
        },
      });
    }
    await written();
    const logged = JSON.stringify(lines.slice(before));
    expect(lines.length).toBeGreaterThan(before);
    expect(logged).not.toContain('COOKIESECRET42');
    expect(logged).not.toContain('AUTHSECRET42');
  });
});

describe(`one log line per request (${databaseKind})`, () => {
  it('writes one line as each request is answered, with its status and time', async () => {
    const before = lines.length;
    await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'one-line-test' } });
    await written();
    const mine = lines.slice(before).filter((line) => line.reqId === 'one-line-test');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      pid: process.pid,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0]?.time).toBe('number');
    expect(typeof mine[0]?.hostname).toBe('string');
    expect(typeof mine[0]?.responseTime).toBe('number');
  });

  it('keeps a line whole and valid whatever the URL holds', async () => {
    const before = lines.length;
    const url = '/api/nothing?q=%22quoted%22&name="raw"\\back&smile=☺';
    await t.app.inject({ url, headers: { 'x-request-id': 'odd-url-test' } });
    await written();
    const mine = lines.slice(before).filter((line) => line.reqId === 'odd-url-test');
    expect(mine).toHaveLength(1);
    // As the server got it (the client encodes quotes and the smile), backslash and all.
    expect(mine[0]).toMatchObject({
      req: { url: '/api/nothing?q=%22quoted%22&name=%22raw%22\\back&smile=%E2%98%BA' },
      res: { statusCode: 404 },
    });
  });
});

describe(`personal answers are never cached (${databaseKind})`, () => {
  it('marks every answer that depends on the session no-store', async () => {
    // In production staff work in a session opened with their second factor.
    const admin = await turnOnTwoFactor(t.app, await signUpAdmin(t.app, t.database.db));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { suiteId, checkIn: day(50), checkOut: day(52), adults: 1, children: 0 },
    });
    for (const url of [
      '/api/me',
      '/api/session',
      '/api/bookings',
      `/api/bookings/${booked.json().id}`,
      '/api/admin/users',
    ]) {
      const response = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(booked.headers['cache-control']).toBe('no-store');
    const signedOut = await t.app.inject({ url: '/api/session' });
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });
});

describe(`numbers are numbers (${databaseKind})`, () => {
  it.each(['%201%20', '0x2', '1e0', '%2B1', '1.0', '', 'true', '01'])(
    'refuses adults=%s in a search',
    async (adults) => {
      const response = await t.app.inject({
        url: `/api/suites/availability?checkIn=${day(10)}&checkOut=${day(12)}&adults=${adults}&children=0`,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['adults']);
    },
  );

  it.each([[[1]], [true], [' 1 '], ['0x2'], ['1'], [1.5], [null]])(
    'refuses adults: %j in a booking',
    async (adults) => {
      const guest = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { origin: ORIGIN, cookie: guest.cookie },
        payload: { suiteId, checkIn: day(20), checkOut: day(22), adults, children: 0 },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['adults']);
    },
  );

  it.each(['%201', '0x10', '1e1', 'ten'])('refuses limit=%s', async (limit) => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const response = await t.app.inject({
      url: `/api/admin/users?limit=${limit}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['limit']);
  });
});

describe(`framework errors and client mistakes (${databaseKind})`, () => {
  const mistakes: {
    method?: 'GET' | 'POST' | 'PATCH';
    url: string;
    headers?: object;
    payload?: unknown;
  }[] = [
    { url: '/api/bookings/%E0%A4%A' },
    { url: '/%' },
    { url: '/api/suites/%' },
    {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    },
    {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    },
    {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(2_000_000),
    },
    {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '',
    },
    { method: 'POST', url: '/api/newsletter', payload: { email: 'nope' } },
    { url: '/api/no/such/thing' },
    { url: `/api/bookings/${'x'.repeat(5000)}` },
    {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    },
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token: 'nope', newPassword: 'long enough pass' },
    },
    {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: ORIGIN },
      payload: { provider: 'github', callbackURL: '/' },
    },
    { url: '/api/auth/verify-email?token=nope' },
    // Refused by better-auth's own check, which logs it as an error, had ours let it through.
    {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: 'nobody@example.com', redirectTo: '/%2F%2Fevil.example' },
    },
    {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: ORIGIN },
      payload: { provider: 'github', callbackURL: '/%5Cevil.example' },
    },
    {
      method: 'POST',
      url: '/api/me/photo',
      headers: { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'garbage',
    },
  ];

  it('answers each in the one error shape and logs none at error level', async () => {
    const guest = await signUp(t.app);
    const before = lines.length;
    for (const mistake of mistakes) {
      const headers = { ...(mistake.headers ?? {}), cookie: guest.cookie, origin: ORIGIN };
      const response = await t.app.inject({
        method: mistake.method ?? 'GET',
        url: mistake.url,
        headers,
        ...(mistake.payload === undefined ? {} : { payload: mistake.payload as string }),
      });
      const label = `${mistake.method ?? 'GET'} ${mistake.url.slice(0, 60)}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(300);
      expect(response.statusCode, label).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(
          apiErrorSchema.safeParse(response.json()).success,
          `${label}: ${response.body}`,
        ).toBe(true);
      }
    }
    const upload = photoUpload('a.jpg', 'image/jpeg', Buffer.from('not a picture'));
    const badPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { origin: ORIGIN, cookie: guest.cookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(badPhoto.statusCode).toBe(400);
    const errors = lines.slice(before).filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
  });
});

describe(`client addresses behind a proxy (${databaseKind})`, () => {
  it('takes the address the named proxy saw, not one the client wrote', async () => {
    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
    try {
      const send = (forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwarded },
          payload: { email: `p-${Math.random()}@example.com` },
        });
      const statuses: number[] = [];
      // The client forges a new first entry each time; the proxy appends the real address.
      for (let index = 0; index < 6; index++) {
        statuses.push((await send(`1.2.3.${index}, 198.51.100.7`)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      expect((await send('1.2.3.4, 198.51.100.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe(`role changes (${databaseKind})`, () => {
  it('re-reads the acting admin inside the change: a demoted admin grants nothing', async () => {
    const actor = await signUpAdmin(t.app, t.database.db);
    const target = await signUp(t.app);
    // Demoted by someone else after their request passed the guard, before its change ran.
    await t.database.db.update(users).set({ role: 'guest' }).where(eq(users.id, actor.id));
    await expect(
      setUserRole(t.database.db, {
        actorId: actor.id,
        targetId: target.id,
        role: 'admin',
        now: t.app.clock(),
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.role).toBe('guest');
  });
});
