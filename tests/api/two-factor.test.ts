import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '#shared/stay.ts';
import { cookieHeader, ORIGIN, postAuth, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';
import { totpCode, wrongCode } from '#tests/support/totp.ts';
import { turnOnTwoFactor, withCookies } from '#tests/support/two-factor.ts';

/**
 * Two-step sign-in (issue 37, decision 050): better-auth's two-factor plugin through our own
 * routes. An account turns it on with its password, scans the code, proves it with a first code;
 * from then on a password opens no session until a code does. Wrong codes are limited, and every
 * change is in the audit trail. Where the hotel requires it, staff work only in a session opened
 * with a second factor.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { REQUIRE_STAFF_2FA: 'true' } });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

const turnOn = (account: { password: string; cookie: string }) => turnOnTwoFactor(t.app, account);

/** The password step: better-auth's answer and the challenge cookie it sets. */
async function passwordStep(email: string, password: string) {
  const response = await postAuth(t.app, '/api/auth/sign-in/email', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as Record<string, unknown>, cookie: cookieHeader(response) };
}

async function auditActions(
  adminCookie: string,
): Promise<{ action: string; actor: { email: string } }[]> {
  const response = await get('/api/admin/audit?action=sign_in.&limit=100', adminCookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { events: { action: string; actor: { email: string } }[] }).events;
}

describe(`two-step sign-in (${databaseKind})`, () => {
  it('is turned on with the password and a first code, and then a password alone opens no session', async () => {
    const guest = await signUp(t.app);
    const wrongPassword = await postAuth(
      t.app,
      '/api/auth/two-factor/enable',
      { password: 'not the password at all' },
      guest.cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toHaveProperty('password');
    // Signed out: told to log in, in the reader's language, as every endpoint of ours says it.
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { origin: ORIGIN, 'accept-language': 'bn' },
      payload: { password: guest.password },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'চালিয়ে যেতে অনুগ্রহ করে লগ ইন করুন।',
    });

    const { secret, setup } = await turnOn(guest);
    // The QR code is drawn here, as SVG; the backup codes are ten.
    expect(setup.qrCodeSvg.startsWith('<svg')).toBe(true);
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.backupCodes).toHaveLength(10);

    const step = await passwordStep(guest.email, guest.password);
    expect(step.body).toMatchObject({ twoFactorRedirect: true });
    expect(JSON.stringify(step.body)).not.toContain('token');
    expect((await get('/api/me', step.cookie)).statusCode).toBe(401);

    // Codes are taken with spaces and in Bengali digits too.
    const code = totpCode(secret);
    const bengali = code.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
    const opened = await postAuth(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: `${bengali.slice(0, 3)} ${bengali.slice(3)}` },
      step.cookie,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).not.toContain('"token"');
    const me = await get('/api/me', withCookies(step.cookie, opened));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: guest.email, twoFactorEnabled: true });
  });

  it('checks codes like a form: what is not a code is told so on its field', async () => {
    for (const [code, status] of [
      ['12345', 400],
      ['abcdef', 400],
      ['', 400],
    ] as const) {
      const response = await postAuth(t.app, '/api/auth/two-factor/verify-totp', { code });
      expect(response.statusCode, code).toBe(status);
      expect(Object.keys(response.json().error.fields)).toEqual(['code']);
    }
    // Fields better-auth would take and we do not offer are not passed on.
    const guest = await signUp(t.app);
    const { secret } = await turnOn(guest);
    const step = await passwordStep(guest.email, guest.password);
    const trusted = await postAuth(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret), trustDevice: true },
      step.cookie,
    );
    expect(trusted.statusCode).toBe(200);
    expect(String(trusted.headers['set-cookie'])).not.toContain('trust_device');
  });

  it('takes five wrong codes, then refuses every code with 429 and Retry-After', async () => {
    const guest = await signUp(t.app);
    const { secret } = await turnOn(guest);
    let step = await passwordStep(guest.email, guest.password);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await postAuth(
        t.app,
        '/api/auth/two-factor/verify-totp',
        { code: wrongCode(secret) },
        step.cookie,
      );
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
      expect(wrong.json().error.fields).toHaveProperty('code');
    }
    // A new sign-in does not start the count again: the account is locked for a while.
    step = await passwordStep(guest.email, guest.password);
    const locked = await postAuth(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      step.cookie,
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect((await get('/api/me', withCookies(step.cookie, locked))).statusCode).toBe(401);
  });

  it('opens a session with a backup code once, and every change is in the audit trail', async () => {
    const guest = await signUp(t.app);
    const { backupCodes, cookie } = await turnOn(guest);
    const [first = '', second = ''] = backupCodes;

    let step = await passwordStep(guest.email, guest.password);
    // Typed without its dash, it is the same code.
    const used = await postAuth(
      t.app,
      '/api/auth/two-factor/verify-backup-code',
      { code: first.replace('-', '') },
      step.cookie,
    );
    expect(used.statusCode, used.body).toBe(200);
    expect((await get('/api/me', withCookies(step.cookie, used))).statusCode).toBe(200);

    step = await passwordStep(guest.email, guest.password);
    const again = await postAuth(
      t.app,
      '/api/auth/two-factor/verify-backup-code',
      { code: first },
      step.cookie,
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().error.fields).toHaveProperty('code');
    const other = await postAuth(
      t.app,
      '/api/auth/two-factor/verify-backup-code',
      { code: second },
      step.cookie,
    );
    expect(other.statusCode).toBe(200);

    // Turning it off needs the password.
    expect(
      (
        await postAuth(
          t.app,
          '/api/auth/two-factor/disable',
          { password: 'wrong password here' },
          cookie,
        )
      ).statusCode,
    ).toBe(400);
    const off = await postAuth(
      t.app,
      '/api/auth/two-factor/disable',
      { password: guest.password },
      cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    const signedIn = await passwordStep(guest.email, guest.password);
    expect(signedIn.body).not.toHaveProperty('twoFactorRedirect');
    expect((await get('/api/me', signedIn.cookie)).statusCode).toBe(200);

    const admin = await signUpAdmin(t.app, t.database.db);
    const adminOn = await turnOn(admin);
    const events = (await auditActions(adminOn.cookie)).filter(
      (event) => event.actor.email === guest.email,
    );
    expect(events.map((event) => event.action).sort()).toEqual([
      'sign_in.backup_code_used',
      'sign_in.backup_code_used',
      'sign_in.two_factor_disabled',
      'sign_in.two_factor_enabled',
    ]);
  });
});

describe(`staff need a second factor where the hotel requires it (${databaseKind})`, () => {
  it('refuses an admin without one on every staff route, and lets them in once they sign in with a code', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const staffRoutes = t.app.routeAccess.filter((route) => route.access === 'admin');
    expect(staffRoutes.length).toBeGreaterThan(40);
    const someId = '00000000-0000-4000-8000-000000000000';
    const call = (route: { method: string; url: string }, cookie: string) =>
      t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, someId),
        headers: { origin: ORIGIN, cookie },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });

    const refused: string[] = [];
    for (const route of staffRoutes) {
      const response = await call(route, admin.cookie);
      // A request its schema refuses is told so first, as for anyone (access.ts); every other
      // one is refused for want of the second factor.
      if (response.statusCode === 400 || response.statusCode === 415) continue;
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      // HEAD, which Fastify answers for every GET, says it without a body.
      if (route.method !== 'HEAD') expect(response.json().error.code).toBe('TWO_FACTOR_REQUIRED');
      refused.push(`${route.method} ${route.url}`);
    }
    expect(refused.length).toBeGreaterThanOrEqual(
      staffRoutes.filter((route) => route.method === 'GET' && !route.url.includes(':')).length,
    );
    expect((await get('/api/me', admin.cookie)).json()).toMatchObject({
      twoFactorEnabled: false,
      staffNeedsTwoFactor: true,
    });

    // Turning it on opens a session with the code: staff work goes on in it.
    const { cookie, secret } = await turnOn(admin);
    expect((await get('/api/me', cookie)).json()).toMatchObject({ staffNeedsTwoFactor: false });
    for (const route of staffRoutes) {
      const response = await call(route, cookie);
      if (response.statusCode === 403 && route.method !== 'HEAD') {
        expect(response.json().error.code, `${route.method} ${route.url}`).not.toBe(
          'TWO_FACTOR_REQUIRED',
        );
      }
    }

    // A session opened by the password alone (a social sign-in opens none other) is not enough.
    const step = await passwordStep(admin.email, admin.password);
    expect(step.body).toMatchObject({ twoFactorRedirect: true });
    const opened = await postAuth(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      step.cookie,
    );
    expect(opened.statusCode).toBe(200);
    expect((await get('/api/admin/users', withCookies(step.cookie, opened))).statusCode).toBe(200);
  });

  it('gives an admin without the second factor no more than a guest elsewhere: their own bookings', async () => {
    const hotel = await createTestApp({ env: { REQUIRE_STAFF_2FA: 'true' } });
    try {
      const guest = await signUp(hotel.app);
      const [suite] = (await hotel.app.inject({ url: '/api/suites' })).json() as { id: string }[];
      const checkIn = addDays(hotelToday(), 40);
      const booked = await hotel.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { origin: ORIGIN, cookie: guest.cookie },
        payload: {
          suiteId: suite?.id,
          checkIn,
          checkOut: addDays(checkIn, 2),
          adults: 1,
          children: 0,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const reference = booked.json().reference as string;
      const admin = await signUpAdmin(hotel.app, hotel.database.db);
      const list = (cookie: string) =>
        hotel.app.inject({ url: '/api/bookings?limit=100', headers: { cookie } });
      expect((await list(admin.cookie)).body).not.toContain(reference);
      const me = (
        await hotel.app.inject({ url: '/api/me', headers: { cookie: admin.cookie } })
      ).json();
      expect(me).toMatchObject({ role: 'admin', staffNeedsTwoFactor: true });
      const { cookie } = await turnOnTwoFactor(hotel.app, admin);
      expect((await list(cookie)).body).toContain(reference);
    } finally {
      await hotel.close();
    }
  });

  it('asks nothing of staff where the hotel does not require it', async () => {
    const relaxed = await createTestApp({ seed: false, env: { REQUIRE_STAFF_2FA: 'false' } });
    try {
      const admin = await signUpAdmin(relaxed.app, relaxed.database.db);
      const response = await relaxed.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await relaxed.close();
    }
  });
});

describe(`turned off by another admin, for someone who lost their phone and codes (${databaseKind})`, () => {
  const reset = (id: string, cookie: string, language?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${id}/two-factor`,
      headers: { origin: ORIGIN, cookie, ...(language ? { 'accept-language': language } : {}) },
    });

  it('ends every session of the account and lets its owner in with the password, to set it up again', async () => {
    const colleague = await signUpAdmin(t.app, t.database.db);
    const on = await turnOn(colleague);
    const admin = await signUpAdmin(t.app, t.database.db);
    const adminOn = await turnOn(admin);
    const listed = await get(
      `/api/admin/users?q=${encodeURIComponent(colleague.email)}`,
      adminOn.cookie,
    );
    expect(listed.json().users).toEqual([
      expect.objectContaining({ id: colleague.id, twoFactorEnabled: true }),
    ]);

    const answer = await reset(colleague.id, adminOn.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: colleague.id, twoFactorEnabled: false });
    // Whoever held a session of the account (or its phone) is out.
    expect((await get('/api/me', on.cookie)).statusCode).toBe(401);
    const step = await passwordStep(colleague.email, colleague.password);
    expect(step.body).not.toHaveProperty('twoFactorRedirect');
    expect((await get('/api/me', step.cookie)).json()).toMatchObject({
      twoFactorEnabled: false,
      staffNeedsTwoFactor: true,
    });
    // The old secret opens nothing, and a new set-up works.
    const again = await turnOn({ password: colleague.password, cookie: step.cookie });
    expect(again.secret).not.toBe(on.secret);

    const events = await auditActions(adminOn.cookie);
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'sign_in.two_factor_reset',
        actor: expect.objectContaining({ email: admin.email }),
      }),
    );
  });

  it('is refused for one’s own account, an account without it, a missing one and a guest', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const adminOn = await turnOn(admin);
    const own = await reset(admin.id, adminOn.cookie, 'bn');
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/[\u0980-\u09FF]/);
    expect((await get('/api/me', adminOn.cookie)).json()).toMatchObject({
      twoFactorEnabled: true,
    });

    const plain = await signUp(t.app);
    const without = await reset(plain.id, adminOn.cookie);
    expect(without.statusCode).toBe(409);
    expect(without.json().error.message).toBe('This account does not use two-step sign-in.');
    expect((await reset('00000000-0000-4000-8000-000000000000', adminOn.cookie)).statusCode).toBe(
      404,
    );

    // A guest, or an admin signed in without the second factor the hotel requires, may not.
    const victim = await signUp(t.app);
    const victimOn = await turnOn(victim);
    const guest = await signUp(t.app);
    expect((await reset(victim.id, guest.cookie)).statusCode).toBe(403);
    const unverifiedAdmin = await signUpAdmin(t.app, t.database.db);
    const refused = await reset(victim.id, unverifiedAdmin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await get('/api/me', victimOn.cookie)).json()).toMatchObject({
      twoFactorEnabled: true,
    });
  });
});
