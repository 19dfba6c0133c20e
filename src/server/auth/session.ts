import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { systemClock } from '#server/clock.ts';
import type { Database, DatabaseHandle } from '#server/repositories/database.ts';
import { sessionLookup } from '#server/repositories/sessions.ts';
import { ROLES, type Role } from '#shared/account.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/locale.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  image: string | null;
  role: Role;
  /** The language of the user's mails, calendar files and receipts. */
  language: Locale;
  /** Signs in with an authenticator's code after the password. */
  twoFactorEnabled: boolean;
  sessionId: string;
  /** This session was opened with a second factor (decision 050). */
  secondFactor: boolean;
}

function asRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'guest';
}

function asLanguage(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Tells the caller to ask better-auth: something about this session needs its own handling. */
const ASK_BETTER_AUTH = Symbol('ask better-auth');

type QuickAnswer = SessionUser | null | typeof ASK_BETTER_AUTH;

/** The channel migration 0020's triggers announce every change to sessions and users on. */
const SESSION_CHANGES = 'suitebook_sessions';
/** Sessions kept in memory at most; past it the memory starts again empty. */
const KEPT_SESSIONS_MAX = 10_000;

/** A session as read: its user (the role as stored, checked on use) and its times. */
interface SessionRow extends Omit<SessionUser, 'role' | 'language'> {
  role: string;
  language: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Who a session cookie belongs to, the quick way: the cookie's signature checked here and the
 * session and its user read in one prepared query. Only a session in good standing is answered
 * here; anything better-auth has to act on (a session to renew or to end, a missing or expired
 * one whose cookie it clears, a "don't remember me" sign-in, its own leftover cookies) is left
 * to better-auth, so both ways agree on every answer. Signed-in pages ask on every view: this
 * costs one query instead of better-auth's two and its per-request set-up.
 *
 * On the embedded database the rows read are also kept in memory, and all of them dropped on
 * any change to sessions or users: the tables' triggers announce each change, and PGlite hands
 * the notice over before the changing statement returns, so no request that starts after a
 * change (a sign-out, a demotion, a deletion, a renewal, or SQL typed by hand) reads a row from
 * before it. A read that a change overtook is not kept (the generation check). PostgreSQL may
 * be shared by several processes and hears of changes later, so there every lookup is a query.
 */
export class SessionReader {
  readonly #query;
  readonly #kept = new Map<string, SessionRow>();
  #keeping = false;
  /** Counts the changes heard: a read that began under an older count is not kept. */
  #generation = 0;
  readonly #secret: string;
  readonly #tokenCookie: string;
  /** Better-auth's other cookies: when a visitor sends one of them, better-auth answers. */
  readonly #otherCookies: string[];
  readonly #expiresInMs: number;
  readonly #updateAgeMs: number;
  readonly #maxAgeMs: number;

  private constructor(
    db: Database,
    settings: {
      secret: string;
      tokenCookie: string;
      otherCookies: string[];
      expiresInSeconds: number;
      updateAgeSeconds: number;
      maxAgeSeconds: number;
    },
  ) {
    this.#query = sessionLookup(db);
    this.#secret = settings.secret;
    this.#tokenCookie = settings.tokenCookie;
    this.#otherCookies = settings.otherCookies;
    this.#expiresInMs = settings.expiresInSeconds * 1000;
    this.#updateAgeMs = settings.updateAgeSeconds * 1000;
    this.#maxAgeMs = settings.maxAgeSeconds * 1000;
  }

  /** Reads better-auth's cookie names, secret and session timing: one truth for both ways. */
  static async create(
    database: DatabaseHandle,
    auth: Auth,
    maxAgeSeconds: number,
  ): Promise<SessionReader> {
    const context = await auth.$context;
    const { sessionToken, sessionData, dontRememberToken } = context.authCookies;
    const reader = new SessionReader(database.db, {
      secret: context.secret,
      tokenCookie: sessionToken.name,
      otherCookies: [sessionData.name, dontRememberToken.name],
      expiresInSeconds: context.sessionConfig.expiresIn,
      updateAgeSeconds: context.sessionConfig.updateAge,
      maxAgeSeconds,
    });
    if (database.listenInProcess) {
      await database.listenInProcess(SESSION_CHANGES, () => {
        reader.#generation++;
        reader.#kept.clear();
      });
      reader.#keeping = true;
    }
    return reader;
  }

  /** The session of `token` with its user, from memory when kept there. */
  async #lookUp(token: string): Promise<SessionRow | undefined> {
    const kept = this.#kept.get(token);
    if (kept) return kept;
    const generation = this.#generation;
    const row = await this.#query(token);
    if (row && this.#keeping && generation === this.#generation) {
      if (this.#kept.size >= KEPT_SESSIONS_MAX) this.#kept.clear();
      this.#kept.set(token, row);
    }
    return row;
  }

  async read(cookieHeader: string, now: number): Promise<QuickAnswer> {
    const cookies = parseCookies(cookieHeader);
    if (this.#otherCookies.some((name) => cookies.has(name))) return ASK_BETTER_AUTH;
    const signed = cookies.get(this.#tokenCookie);
    if (signed === undefined) return null;
    const token = this.#verified(signed);
    if (token === undefined) return null;
    const row = await this.#lookUp(token);
    if (!row) return ASK_BETTER_AUTH;
    const expiresAt = row.expiresAt.getTime();
    const dueForRenewal = expiresAt - this.#expiresInMs + this.#updateAgeMs <= now;
    const pastLifetime = row.createdAt.getTime() + this.#maxAgeMs < now;
    if (expiresAt < now || dueForRenewal || pastLifetime) return ASK_BETTER_AUTH;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      phone: row.phone,
      image: row.image,
      role: asRole(row.role),
      language: asLanguage(row.language),
      twoFactorEnabled: row.twoFactorEnabled,
      sessionId: row.sessionId,
      secondFactor: row.secondFactor,
    };
  }

  /** The token a cookie value signs, when its signature is this server's (as better-call signs). */
  #verified(value: string): string | undefined {
    const dot = value.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
    const given = Buffer.from(signature, 'base64');
    const expected = createHmac('sha256', this.#secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
  }
}

/** Cookie pairs as better-call reads them: the first of a name counts, values URL-decoded. */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    if (cookies.has(name)) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // better-call keeps a value it cannot decode as it is
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * The signed-in user of this request, read fresh from the database (a demoted or deleted user
 * loses access on their next request), or null. Passes on a refreshed session cookie.
 */
export async function getSessionUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  // Session times are better-auth's, kept by the system's clock (not the app's business clock).
  const quick = await request.server.sessionReader.read(cookie, systemClock().getTime());
  if (quick !== ASK_BETTER_AUTH) return quick;
  const { headers, response } = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response) return null;
  const { user, session } = response;
  // The absolute lifetime: however recently used, a session ends this long after sign-in.
  const maxAgeMs = request.server.config.auth.sessionMaxSeconds * 1000;
  if (new Date(session.createdAt).getTime() + maxAgeMs < systemClock().getTime()) {
    await request.server.auth.api.revokeSession({
      headers: fromNodeHeaders(request.headers),
      body: { token: session.token },
    });
    return null;
  }
  const extra = user as typeof user & {
    phone?: unknown;
    role?: unknown;
    language?: unknown;
    twoFactorEnabled?: unknown;
  };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: typeof extra.phone === 'string' ? extra.phone : null,
    image: user.image ?? null,
    role: asRole(extra.role),
    language: asLanguage(extra.language),
    twoFactorEnabled: extra.twoFactorEnabled === true,
    sessionId: session.id,
    secondFactor: (session as typeof session & { secondFactor?: unknown }).secondFactor === true,
  };
}
