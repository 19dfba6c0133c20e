import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, newGuest, ORIGIN, postAuth } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, mailSent, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
});
afterAll(() => t.close());

describe(`email verification, when configured (${databaseKind})`, () => {
  it('mails a link at sign-up, refuses log-in until it is followed, then signs in', async () => {
    const guest = newGuest();
    const signUp = await postAuth(t.app, '/api/auth/sign-up/email', { ...guest, callbackURL: '/' });
    expect(signUp.statusCode).toBe(200);
    expect(cookieHeader(signUp)).not.toMatch(/session_token/);

    const refused = await postAuth(t.app, '/api/auth/sign-in/email', {
      email: guest.email,
      password: guest.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Please confirm your email address first: we have sent you a link.',
    );

    const mail = (await mailSent(t)).findLast((entry) => entry.to === guest.email);
    expect(mail?.subject).toBe('Confirm your email address');
    const link = new URL(mail?.links[0] ?? '');
    const verified = await t.app.inject({
      url: link.pathname + link.search,
      headers: { origin: ORIGIN },
    });
    expect(verified.statusCode).toBe(302);
    const session = cookieHeader(verified);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: session } });
    expect(me.json()).toMatchObject({ email: guest.email, emailVerified: true });
  });
});
