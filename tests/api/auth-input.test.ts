import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/auth-schema.ts';
import { suites } from '#server/db/schema.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { newGuest, ORIGIN, postAuth, signUp, waitForMail } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, mailSent, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HUGE = 'x'.repeat(900_000);
/** Characters that draw nothing or break a line: one name could copy another's exactly. */
const INVISIBLE = ['\u2028', '\u200b', '\u2060', '\ufeff', '\u3164', '\u00ad'];

describe(`better-auth's endpoints take only what our forms take (${databaseKind})`, () => {
  it.each([
    ['POST', '/api/auth/update-user', { name: HUGE, phone: 'not a phone <script>' }],
    ['POST', '/api/auth/update-user', { image: 'https://evil.example/a.png' }],
    ['POST', '/api/auth/change-email', { newEmail: 'someone-else@example.com' }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/update-session', {}],
    ['POST', '/api/auth/link-social', { provider: 'google' }],
    ['POST', '/api/auth/unlink-account', { providerId: 'credential' }],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['GET', '/api/auth/list-accounts', undefined],
    ['GET', '/api/auth/get-session', undefined],
    ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: HUGE }],
  ] as const)('%s %s is not offered', async (method, url, payload) => {
    const guest = await signUp(t.app);
    const response = await t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: guest.cookie },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json())).toEqual(['error']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row).toMatchObject({ name: guest.name, phone: guest.phone, image: null });
    expect(row?.email).toBe(guest.email);
  });

  it.each([
    ['/api/auth/sign-up/email', 'name', newGuest({ name: HUGE })],
    ['/api/auth/sign-up/email', 'phone', newGuest({ phone: 'not a phone <script>' })],
    ['/api/auth/sign-up/email', 'name', newGuest({ name: 'Rahim\u202eevil' })],
    ['/api/auth/sign-up/email', 'name', newGuest({ name: 'Rahim\u0007' })],
    ...INVISIBLE.map(
      (char) =>
        ['/api/auth/sign-up/email', 'name', newGuest({ name: `Rahim${char}Uddin` })] as const,
    ),
    ['/api/auth/sign-up/email', 'callbackURL', newGuest({ callbackURL: `/${HUGE}` })],
    ['/api/auth/sign-in/email', 'email', { email: `${HUGE}@example.com`, password: 'x' }],
    ['/api/auth/sign-in/email', 'password', { email: 'a@example.com', password: HUGE }],
    [
      '/api/auth/sign-in/email',
      'rememberMe',
      { email: 'a@example.com', password: 'whatever', rememberMe: 'yes' },
    ],
    ['/api/auth/sign-in/social', 'provider', { provider: 'myspace', callbackURL: '/' }],
    [
      '/api/auth/sign-in/social',
      'callbackURL',
      { provider: 'google', callbackURL: '//evil.example' },
    ],
    ['/api/auth/request-password-reset', 'email', { email: `${HUGE}@example.com` }],
    [
      '/api/auth/request-password-reset',
      'redirectTo',
      { email: 'a@example.com', redirectTo: 'https://evil.example' },
    ],
    [
      '/api/auth/request-password-reset',
      'redirectTo',
      { email: 'a@example.com', redirectTo: '/%2F%2Fevil.example' },
    ],
    ['/api/auth/sign-up/email', 'callbackURL', newGuest({ callbackURL: '/%5Cevil.example' })],
    ['/api/auth/reset-password', 'token', { token: HUGE, newPassword: 'long enough pass' }],
    // Found by the API fuzz: a NUL reached the database through better-auth (a 500).
    ['/api/auth/reset-password', 'token', { token: 'a\u0000b', newPassword: 'long enough pass' }],
    ['/api/auth/reset-password', 'newPassword', { token: 'abc', newPassword: HUGE }],
    ['/api/auth/send-verification-email', 'email', { email: `${HUGE}@example.com` }],
  ] as const)('%s refuses an unreasonable %s, naming the field', async (url, field, payload) => {
    const response = await postAuth(t.app, url, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toEqual([field]);
    expect(response.body.length).toBeLessThan(2000);
  });

  it('refuses a verification link with an oversized or foreign target', async () => {
    for (const query of [
      `token=${'x'.repeat(5000)}`,
      'token=abc&callbackURL=https://evil.example',
    ]) {
      const response = await t.app.inject({ url: `/api/auth/verify-email?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe(`mail carries no attacker text (${databaseKind})`, () => {
  const LURE = 'SECURITY NOTICE: your card was charged, pay at https://evil.example now';

  it('greets by name only when the name is short, plain and link-free', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const response = await postAuth(
      t.app,
      '/api/auth/sign-up/email',
      newGuest({ email: victim, name: LURE.slice(0, 80) }),
    );
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(t.config.dataDir, victim, /Confirm your email/);
    const full = (await mailSent(t)).findLast((entry) => entry.to === victim) as unknown as {
      text: string;
      html: string;
    };
    for (const body of [full.text, full.html]) {
      expect(body).not.toMatch(/evil\.example|SECURITY NOTICE|charged/);
      expect(body).toMatch(/Dear guest/);
    }
    expect(mail.links.every((link) => link.startsWith(t.config.publicUrl))).toBe(true);

    const plain = await signUp(t.app, { name: 'Nusrat Jahan' });
    await waitForMail(t.config.dataDir, plain.email, /Confirm your email/);
    const greeting = (await mailSent(t)).findLast(
      (entry) => entry.to === plain.email,
    ) as unknown as { text: string };
    expect(greeting.text).toMatch(/^Dear Nusrat Jahan,/);
  });

  it('sends booking mail without the name a guest typed when it is not a plain name', async () => {
    const guest = await signUp(t.app, { name: 'Pay now at www.evil.example' });
    const [suite] = await t.database.db.select({ id: suites.id }).from(suites).limit(1);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: {
        suiteId: suite?.id,
        checkIn: addDays(hotelToday(), 40),
        checkOut: addDays(hotelToday(), 42),
        adults: 1,
        children: 0,
      },
    });
    expect(booked.statusCode).toBe(201);
    await waitForMail(t.config.dataDir, guest.email, /Your stay is booked/);
    const mail = (await mailSent(t)).findLast(
      (entry) => entry.to === guest.email && /booked/.test(entry.subject),
    ) as unknown as { text: string; html: string };
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/evil|Pay now/);
      expect(body).toContain(booked.json().reference);
    }
  });
});

describe(`names are plain, visible text on every path (${databaseKind})`, () => {
  it.each(INVISIBLE)('refuses %j in a profile name and a contact name', async (char) => {
    const guest = await signUp(t.app);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { name: `Nusrat${char}Jahan`, phone: guest.phone },
    });
    expect(profile.statusCode).toBe(400);
    expect(Object.keys(profile.json().error.fields)).toEqual(['name']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row?.name).toBe(guest.name);

    const contact = await postAuth(t.app, '/api/contact', {
      name: `Nusrat${char}Jahan`,
      email: 'nusrat@example.com',
      message: 'Is the pool open in June?',
    });
    expect(contact.statusCode).toBe(400);
    expect(Object.keys(contact.json().error.fields)).toEqual(['name']);
  });
});

describe(`the session token stays in its cookie (${databaseKind})`, () => {
  it('is in neither the sign-up nor the sign-in answer, which say only that the guest is in', async () => {
    const guest = newGuest();
    const signedUp = await postAuth(t.app, '/api/auth/sign-up/email', guest);
    expect(signedUp.statusCode).toBe(200);
    const signedIn = await postAuth(t.app, '/api/auth/sign-in/email', {
      email: guest.email,
      password: guest.password,
    });
    expect(signedIn.statusCode).toBe(200);
    for (const answer of [signedUp, signedIn]) {
      const cookie = String(answer.headers['set-cookie']);
      const token = /suitebook\.session_token=([^.;]+)/.exec(cookie)?.[1];
      expect(token).toBeTruthy();
      expect(answer.body).not.toContain(String(token));
      expect(answer.json()).not.toHaveProperty('token');
      expect(answer.json().signedIn).toBe(true);
    }
  });
});
