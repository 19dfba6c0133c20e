import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cookieHeader, ORIGIN, postAuth } from './accounts.ts';
import { secretOf, totpCode } from './totp.ts';

/** Cookies of `response` laid over `cookie` (a later Set-Cookie of a name replaces it). */
export function withCookies(cookie: string, response: LightMyRequestResponse): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const pair of cookieHeader(response).split('; ').filter(Boolean)) {
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.slice(name.length + 1) === '') jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * Turns two-step sign-in on for a signed-in account as its Profile page does: the password, then
 * a first code from the app. Its secret, backup codes, the setup answer and the new cookie.
 */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  account: { password: string; cookie: string },
) {
  const me = () => app.inject({ url: '/api/me', headers: { origin: ORIGIN, cookie } });
  let cookie = account.cookie;
  const enabled = await postAuth(
    app,
    '/api/auth/two-factor/enable',
    { password: account.password },
    cookie,
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  const setup = enabled.json() as { totpURI: string; qrCodeSvg: string; backupCodes: string[] };
  const secret = secretOf(setup.totpURI);
  // Not on until a first code proves the app holds the secret.
  expect((await me()).json()).toMatchObject({ twoFactorEnabled: false });
  const verified = await postAuth(
    app,
    '/api/auth/two-factor/verify-totp',
    { code: totpCode(secret) },
    cookie,
  );
  expect(verified.statusCode, verified.body).toBe(200);
  cookie = withCookies(cookie, verified);
  expect((await me()).json()).toMatchObject({ twoFactorEnabled: true });
  return { secret, backupCodes: setup.backupCodes, setup, cookie };
}
