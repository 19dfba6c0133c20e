import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, ORIGIN, postAuth, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { startMockProvider } from '#tests/support/oidc-provider.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';
import { turnOnTwoFactor } from '#tests/support/two-factor.ts';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startMockProvider>>;

beforeAll(async () => {
  provider = await startMockProvider();
  t = await createTestApp({
    seed: false,
    env: {
      GOOGLE_CLIENT_ID: 'suitebook-test',
      GOOGLE_CLIENT_SECRET: 'suitebook-test-secret',
      GOOGLE_ISSUER_URL: provider.issuerUrl,
      ADMIN_EMAILS: 'social-owner@example.com',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Runs the browser's part of the redirect dance; returns the final redirect and cookies. */
async function socialSignIn(callbackURL = '/dashboard') {
  const start = await postAuth(t.app, '/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
    errorCallbackURL: '/login',
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json() as { url: string };
  const stateCookie = cookieHeader(start);
  // The provider signs the user in at once and sends them back with a code.
  const authorize = await fetch(url, { redirect: 'manual' });
  const back = new URL(String(authorize.headers.get('location')));
  const callback = await t.app.inject({
    url: back.pathname + back.search,
    headers: { cookie: stateCookie },
  });
  return { callback, cookie: cookieHeader(callback) };
}

describe(`social sign-in through an OpenID Connect provider (${databaseKind})`, () => {
  it('lists which providers are on', async () => {
    const response = await t.app.inject({ url: '/api/sign-in-providers' });
    expect(response.json()).toEqual([
      { id: 'google', name: 'Google', enabled: true },
      { id: 'facebook', name: 'Facebook', enabled: false },
      { id: 'github', name: 'GitHub', enabled: false },
    ]);
  });

  it('shows staff how each provider is set up, never a secret, and nobody else', async () => {
    const url = '/api/admin/sign-in-providers';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const guest = await signUp(t.app);
    expect((await t.app.inject({ url, headers: { cookie: guest.cookie } })).statusCode).toBe(403);
    const admin = await signUpAdmin(t.app, t.database.db);
    const response = await t.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('suitebook-test-secret');
    const [google, facebook, github] = response.json().providers;
    expect(google).toMatchObject({
      id: 'google',
      enabled: true,
      callbackUrl: 'http://localhost:3000/api/auth/oauth2/callback/google',
      settings: [
        { name: 'GOOGLE_CLIENT_ID', set: true },
        { name: 'GOOGLE_CLIENT_SECRET', set: true },
      ],
    });
    expect(facebook).toMatchObject({
      enabled: false,
      callbackUrl: 'http://localhost:3000/api/auth/callback/facebook',
      settings: [
        { name: 'FACEBOOK_CLIENT_ID', set: false },
        { name: 'FACEBOOK_CLIENT_SECRET', set: false },
      ],
    });
    expect(github).toMatchObject({ id: 'github', enabled: false });
  });

  it('signs a new guest up and in, and back to where they were going', async () => {
    provider.setIdentity({
      sub: 'g-1',
      email: `social-${Date.now()}@example.com`,
      name: 'Tahmina Social',
      emailVerified: true,
    });
    const { callback, cookie } = await socialSignIn('/dashboard');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Tahmina Social', role: 'guest', emailVerified: true });
  });

  it("keeps a provider's profile within our rules: a plain, bounded name and no foreign picture", async () => {
    provider.setIdentity({
      sub: 'g-long',
      email: `long-${Date.now()}@example.com`,
      name: `Tahmina\u202e ${'x'.repeat(900_000)}`,
      emailVerified: true,
      picture: 'https://evil.example/tracker.png',
    });
    const { cookie } = await socialSignIn('/');
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(me.name).toMatch(/^Tahmina x+$/);
    expect(me.name.length).toBeLessThanOrEqual(80);
    expect(me.image).toBeNull();
  });

  it('makes a listed address admin when the provider vouches for it', async () => {
    provider.setIdentity({
      sub: 'g-owner',
      email: 'social-owner@example.com',
      name: 'Owner Social',
      emailVerified: true,
    });
    const { cookie } = await socialSignIn('/');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('does not link to an existing account on an unverified email', async () => {
    const existing = await signUp(t.app);
    provider.setIdentity({
      sub: 'g-2',
      email: existing.email,
      name: 'Impostor',
      emailVerified: false,
    });
    const { callback } = await socialSignIn();
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location), ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBeTruthy();
  });

  it('opens no session for an account with two-step sign-in: its password and code are asked', async () => {
    // A confirmed address, which the provider's vouching links to.
    const guest = await signUpAdmin(t.app, t.database.db);
    await turnOnTwoFactor(t.app, guest);
    provider.setIdentity({
      sub: 'g-2fa',
      email: guest.email,
      name: guest.name,
      emailVerified: true,
    });
    const { callback, cookie } = await socialSignIn('/dashboard');
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location), ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('two_factor_required');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('sends provider errors back to the log-in page, named', async () => {
    provider.server.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    provider.setIdentity({ sub: 'g-3', email: 'x@example.com', name: 'X', emailVerified: true });
    const { callback } = await socialSignIn();
    expect(callback.statusCode).toBe(302);
    const location = new URL(String(callback.headers.location), ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBeTruthy();
  });

  it('refuses a provider that is not configured', async () => {
    const response = await postAuth(t.app, '/api/auth/sign-in/social', {
      provider: 'github',
      callbackURL: '/',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toBeDefined();
  });
});
