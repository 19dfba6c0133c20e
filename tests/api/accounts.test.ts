import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/auth-schema.ts';
import {
  cookieHeader,
  newGuest,
  ORIGIN,
  postAuth,
  signIn,
  signUp,
  waitForMail,
} from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, mailSent, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' },
  });
});
afterAll(() => t.close());

const me = (cookie?: string) => t.app.inject({ url: '/api/me', headers: cookie ? { cookie } : {} });

describe(`sign-up (${databaseKind})`, () => {
  it('creates a signed-in guest with name, email and phone, in a safe cookie', async () => {
    const guest = newGuest();
    const response = await postAuth(t.app, '/api/auth/sign-up/email', guest);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/suitebook\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);

    const profile = await me(cookieHeader(response));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      role: 'guest',
      image: null,
    });
  });

  it('ignores a role sent by the client', async () => {
    const guest = await signUp(t.app, { role: 'admin' });
    expect((await me(guest.cookie)).json().role).toBe('guest');
  });

  it('matches ADMIN_EMAILS whatever the case, but grants nothing before confirmation', async () => {
    const boss = await signUp(t.app, { email: 'CHIEF@example.com' });
    expect((await me(boss.cookie)).json()).toMatchObject({ role: 'guest', emailVerified: false });
    const mail = await waitForMail(t.config.dataDir, 'chief@example.com', /Confirm your email/);
    const link = new URL(mail.links[0] ?? '');
    await t.app.inject({ url: link.pathname + link.search });
    expect((await me(boss.cookie)).json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('names each missing field with the spec message', async () => {
    const response = await postAuth(t.app, '/api/auth/sign-up/email', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: '! Name is required',
      email: '! Email is required',
      password: '! Password is required',
      phone: '! Number is required',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address, like name@example.com'],
    [{ password: 'short' }, 'password', 'Use at least 8 characters'],
    [{ phone: 'call me' }, 'phone', 'Enter a phone number using digits, like +880 1711 245880'],
    [{ phone: '123' }, 'phone', 'A phone number has 8 to 15 digits'],
  ])('refuses %j', async (override, field, message) => {
    const response = await postAuth(t.app, '/api/auth/sign-up/email', newGuest(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
  });

  it('says clearly when the email is taken', async () => {
    const guest = await signUp(t.app);
    const again = await postAuth(
      t.app,
      '/api/auth/sign-up/email',
      newGuest({ email: guest.email }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Log in instead?',
      fields: { email: 'An account with this email already exists. Log in instead?' },
    });
  });
});

describe(`log-in and sessions (${databaseKind})`, () => {
  it('logs in, and logs out so the old cookie no longer works', async () => {
    const guest = await signUp(t.app);
    const cookie = await signIn(t.app, guest.email, guest.password);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await postAuth(t.app, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const guest = await signUp(t.app);
    const wrong = await postAuth(t.app, '/api/auth/sign-in/email', {
      email: guest.email,
      password: 'not the password',
    });
    const unknown = await postAuth(t.app, '/api/auth/sign-in/email', {
      email: `nobody-${Date.now()}@example.com`,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Wrong email or password.',
    });
  });

  it('answers signed-out requests for the current user with 401', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('tells a page who is signed in without an error status', async () => {
    const signedOut = await t.app.inject({ url: '/api/session' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ user: null });
    const guest = await signUp(t.app);
    const signedIn = await t.app.inject({ url: '/api/session', headers: { cookie: guest.cookie } });
    expect(signedIn.json().user).toMatchObject({ email: guest.email, role: 'guest' });
  });

  it('ends a session at its absolute lifetime, however recently used', async () => {
    const guest = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.userId, guest.id));
    expect((await me(guest.cookie)).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, guest.id));
    expect(left).toEqual([]);
  });

  it('refuses a session cookie this server did not sign, whatever token it names', async () => {
    const guest = await signUp(t.app);
    const [name, value = ''] = guest.cookie.split('=');
    const signed = decodeURIComponent(value);
    const dot = signed.lastIndexOf('.');
    const token = signed.slice(0, dot);
    const signature = signed.slice(dot + 1);
    const otherSignature = Buffer.from(Buffer.from(signature, 'base64').map((byte) => byte ^ 1));
    const forged = [
      `${token}.${otherSignature.toString('base64')}`,
      `${token.slice(1)}x.${signature}`,
      token,
      `${token}.`,
    ];
    for (const cookieValue of forged) {
      const cookie = `${name}=${encodeURIComponent(cookieValue)}`;
      expect((await me(cookie)).statusCode).toBe(401);
    }
    // The first of two cookies of the same name counts, as better-auth reads them.
    expect(
      (await me(`${guest.cookie}; ${name}=${encodeURIComponent(forged[0] ?? '')}`)).statusCode,
    ).toBe(200);
    expect(
      (await me(`${name}=${encodeURIComponent(forged[0] ?? '')}; ${guest.cookie}`)).statusCode,
    ).toBe(401);
  });

  it('renews a session used past its renewal age and ends an expired one, clearing its cookie', async () => {
    const guest = await signUp(t.app);
    const expiresSoon = new Date(Date.now() + 5 * 86_400_000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: expiresSoon })
      .where(eq(sessions.userId, guest.id));
    const renewed = await t.app.inject({ url: '/api/session', headers: { cookie: guest.cookie } });
    expect(renewed.json().user).toMatchObject({ email: guest.email });
    expect(String(renewed.headers['set-cookie'])).toMatch(/session_token=.+Max-Age=604800/);
    const [kept] = await t.database.db.select().from(sessions).where(eq(sessions.userId, guest.id));
    expect(kept?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, guest.id));
    const expired = await t.app.inject({ url: '/api/session', headers: { cookie: guest.cookie } });
    expect(expired.json()).toEqual({ user: null });
    expect(String(expired.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);
  });

  it('sees a changed role, name or deleted session on the very next request', async () => {
    const guest = await signUp(t.app);
    const before = await t.app.inject({ url: '/api/session', headers: { cookie: guest.cookie } });
    expect(before.json().user).toMatchObject({ role: 'guest', name: guest.name });
    await t.database.db
      .update(users)
      .set({ role: 'admin', name: 'Renamed Guest' })
      .where(eq(users.id, guest.id));
    const changed = await t.app.inject({ url: '/api/session', headers: { cookie: guest.cookie } });
    expect(changed.json().user).toMatchObject({ role: 'admin', name: 'Renamed Guest' });
    await t.database.db.delete(sessions).where(eq(sessions.userId, guest.id));
    const gone = await t.app.inject({ url: '/api/session', headers: { cookie: guest.cookie } });
    expect(gone.json()).toEqual({ user: null });
    expect(String(gone.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);
  });

  it('refuses a state change from a foreign origin, even with a valid cookie', async () => {
    const guest = await signUp(t.app);
    const update = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: guest.cookie, origin: 'https://evil.example' },
      payload: { name: 'Hacked', phone: '+880 1711 000000' },
    });
    expect(update.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: guest.cookie },
      payload: { name: 'Hacked', phone: '+880 1711 000000' },
    });
    expect(noOrigin.statusCode).toBe(403);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: guest.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(403);
    expect((await me(guest.cookie)).json().name).toBe(guest.name);
  });

  it.each(['https://evil.example/steal', '//evil.example'])(
    'refuses a callback to %s',
    async (callbackURL) => {
      const response = await postAuth(t.app, '/api/auth/sign-up/email', newGuest({ callbackURL }));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});

describe(`rate limits (${databaseKind})`, () => {
  it('limits sign-in attempts per client address, keyed on the real address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '192.0.2.77',
        headers: { origin: ORIGIN, 'x-suitebook-client-ip': `198.51.100.${attempt}` },
        payload: { email: `nobody-${attempt}@example.com`, password: 'whatever-it-is' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '192.0.2.78',
      headers: { origin: ORIGIN },
      payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe(`password reset (${databaseKind})`, () => {
  it('answers known and unknown addresses identically, and mails only the known one', async () => {
    const guest = await signUp(t.app);
    const before = (await mailSent(t)).length;
    const known = await postAuth(t.app, '/api/auth/request-password-reset', {
      email: guest.email,
      redirectTo: '/reset-password',
    });
    const unknown = await postAuth(t.app, '/api/auth/request-password-reset', {
      email: `nobody-${Date.now()}@example.com`,
      redirectTo: '/reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const mails = (await mailSent(t)).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([guest.email]);
    expect(mails[0]?.subject).toBe('Reset your password');
  });

  it('resets once with the mailed token and signs out every other session', async () => {
    const guest = await signUp(t.app);
    const otherDevice = await signIn(t.app, guest.email, guest.password);
    await postAuth(t.app, '/api/auth/request-password-reset', {
      email: guest.email,
      redirectTo: '/reset-password',
    });
    const mail = (await mailSent(t)).findLast((entry) => entry.to === guest.email);
    const link = mail?.links[0] ?? '';
    // The mailed link goes through better-auth, which redirects to our page with the token.
    const followed = await t.app.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(followed.statusCode).toBe(302);
    const token = new URL(String(followed.headers.location), ORIGIN).searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await postAuth(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(guest.cookie)).statusCode).toBe(401);
    await signIn(t.app, guest.email, 'a brand new password');

    const reuse = await postAuth(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'yet another password',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.fields).toEqual({
      token: 'This link is invalid or has expired. Ask for a new one.',
    });
  });
});

describe(`profile (${databaseKind})`, () => {
  it('updates name and phone, and ignores fields the server owns', async () => {
    const guest = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: guest.cookie, origin: ORIGIN },
      payload: { name: '  Farhana Rahman ', phone: '01711-245880', role: 'admin', email: 'x@y.z' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Farhana Rahman',
      phone: '01711-245880',
      role: 'guest',
      email: guest.email,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row).toMatchObject({ name: 'Farhana Rahman', role: 'guest', email: guest.email });
  });

  it('names invalid profile fields', async () => {
    const guest = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: guest.cookie, origin: ORIGIN },
      payload: { name: '', phone: 'none' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['name', 'phone']);
  });
});
