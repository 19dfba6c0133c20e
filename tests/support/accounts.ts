import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';

export const ORIGIN = 'http://localhost:3000';

let counter = 0;
/** A unique, valid sign-up for this test run. */
export function newGuest(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    name: `Guest ${counter}`,
    email: `guest-${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    phone: '+880 1711 245880',
    ...overrides,
  };
}

/** `name=value` pairs of the response's Set-Cookie headers, ready to send back. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

let address = 0;
/** A client address of its own for each request, so tests do not share rate-limit buckets. */
export function nextAddress(): string {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/**
 * Signs a guest up from a page in `language` (the web app sends its page's language as
 * Accept-Language): the account and its session cookie.
 */
export async function signUpWithLanguage(
  app: FastifyInstance,
  language: string,
  name = 'Nusrat Jahan',
) {
  const guest = newGuest({ name });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN, 'accept-language': language },
    payload: guest,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return { ...guest, cookie: cookieHeader(response) };
}

export function postAuth(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

/** Signs a new guest up and returns their details and session cookie. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const guest = newGuest(overrides);
  const response = await postAuth(app, '/api/auth/sign-up/email', guest);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return {
    ...guest,
    cookie: cookieHeader(response),
    id: (response.json() as { user: { id: string } }).user.id,
  };
}

/** Signs a new account up and makes it a confirmed admin, as `npm run admin:grant` would. */
export async function signUpAdmin(
  app: FastifyInstance,
  db: Database,
  overrides: Record<string, unknown> = {},
) {
  const admin = await signUp(app, overrides);
  await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, admin.id));
  return admin;
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await postAuth(app, '/api/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookieHeader(response);
}

/** Mail written to the outbox of DATA_DIR, oldest first. */
export function outbox(dataDir: string): { to: string; subject: string; links: string[] }[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
}

/** The newest mail to `to`, waiting up to 5 s for it (mail is sent after the response). */
export async function waitForMail(dataDir: string, to: string, subject?: RegExp) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const mail = outbox(dataDir).findLast(
      (entry) => entry.to === to && (!subject || subject.test(entry.subject)),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}
