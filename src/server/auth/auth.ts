import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { type Clock, systemClock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { passwordResetMail, verificationMail } from '#server/mail/templates.ts';
import { grantListedAdmin } from '#server/repositories/admins.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import { authStore } from '#server/repositories/auth-store.ts';
import type { Database } from '#server/repositories/database.ts';
import type { AuditAction } from '#shared/audit.ts';
import { PASSWORD_LENGTH } from '#shared/field-limits.ts';
import { hotel } from '#shared/hotel.ts';
import { DEFAULT_LOCALE } from '#shared/locale.ts';
import { localeNow } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { cleanProfile, cleanProfileUpdate } from './profile.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

/**
 * Wrong codes a pending sign-in may try before the account's second factor locks, and for how
 * long (issue 37): counted per account across sign-ins, so new sign-ins do not reset them.
 */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 5, durationSeconds: 900 } as const;

/** The second-factor endpoints whose success the audit trail records; turning on and off are
 * recorded where the account changes (databaseHooks). */
const TWO_FACTOR_EVENTS: Record<string, AuditAction> = {
  '/two-factor/verify-backup-code': 'sign_in.backup_code_used',
  '/two-factor/generate-backup-codes': 'sign_in.backup_codes_renewed',
};

/** Where social providers send the visitor back, signed in (better-auth's paths). */
const PROVIDER_RETURNS = ['/callback/', '/oauth2/callback/'];

/** The endpoints whose session is opened by a second factor (decision 050). */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** The header our Fastify mount fills with the real client address (any client value replaced). */
export const CLIENT_IP_HEADER = 'x-suitebook-client-ip';

interface AuthLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** What better-auth logs as an error but a visitor caused: a stale or forged link, a wrong name. */
const CLIENT_CAUSED = [
  'Provider not found',
  'State not found',
  'Failed to parse state',
  'INVALID_CALLBACK_REQUEST',
  'Unable to link account - untrusted provider',
  'No callback URL found',
  'OAuth issuer mismatch',
  // Its origin check: a redirect target or an Origin the visitor sent that is not ours.
  'Invalid callbackURL',
  'Invalid redirectURL',
  'Invalid errorCallbackURL',
  'Invalid newUserCallbackURL',
  'Invalid origin',
];

/**
 * The secret that signs session cookies. Required in production; elsewhere one is made once and
 * kept in DATA_DIR, so sessions survive restarts of a developer's server.
 */
export function authSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function socialProviders(config: Config) {
  const { google, facebook, github } = config.auth.providers;
  return {
    ...(google && !google.issuerUrl
      ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } }
      : {}),
    ...(facebook
      ? { facebook: { clientId: facebook.clientId, clientSecret: facebook.clientSecret } }
      : {}),
    ...(github ? { github: { clientId: github.clientId, clientSecret: github.clientSecret } } : {}),
  };
}

export function createAuth(options: {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: AuthLog;
  signInThrottle: SignInThrottle;
  clock: Clock;
}) {
  const { config, db, mailer, log, signInThrottle, clock } = options;
  const { adminEmails } = config.auth;
  const isListedAdmin = (email: string) => adminEmails.includes(email.toLowerCase());
  const { google } = config.auth.providers;
  /** A change to how an account signs in, in the audit trail (issue 37). */
  const recordSignInEvent = (user: { id: string; email: string }, action: AuditAction) =>
    recordAuditEvent(db, {
      actor: { id: user.id, email: user.email },
      action,
      target: { type: 'user', id: user.id },
      before: null,
      after: null,
    });
  const maxLifetimeMs = config.auth.sessionMaxSeconds * 1000;
  /** Sessions slide while used, but never past their absolute lifetime. */
  const capExpiry = (expiresAt: Date, createdAt: Date | undefined) =>
    createdAt && expiresAt.getTime() > createdAt.getTime() + maxLifetimeMs
      ? new Date(createdAt.getTime() + maxLifetimeMs)
      : expiresAt;

  return betterAuth({
    appName: 'Chandrabati Heritage Resort',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: authSecret(config),
    trustedOrigins: config.auth.trustedOrigins,
    database: authStore(db),
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        // Never settable by a client: only our admin endpoints and start-up change roles.
        role: { type: 'string', required: false, input: false, defaultValue: 'guest' },
        // The language of the guest's mails and receipts: set at sign-up from the page's
        // language, then by PATCH /api/me only.
        language: { type: 'string', required: false, input: false, defaultValue: DEFAULT_LOCALE },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      autoSignIn: !config.auth.requireEmailVerification,
      requireEmailVerification: config.auth.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        await sendInReaderLanguage({ db, mailer }, user.email, () =>
          passwordResetMail(user.email, user.name, url),
        );
      },
      onPasswordReset: async ({ user }) => {
        await signInThrottle.forgetAccount(user.email);
      },
    },
    emailVerification: {
      // Every new address is asked to confirm: an unconfirmed guest holds fewer bookings, and an
      // address in ADMIN_EMAILS becomes admin only once confirmed.
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 86_400,
      sendVerificationEmail: async ({ user, url }) => {
        await sendInReaderLanguage({ db, mailer }, user.email, () =>
          verificationMail(user.email, user.name, url, { admin: isListedAdmin(user.email) }),
        );
      },
      afterEmailVerification: async (user) => {
        await grantListedAdmin(db, adminEmails, clock(), user.id);
      },
    },
    session: {
      additionalFields: {
        // Set by the session's own making only (databaseHooks below), never by a client.
        secondFactor: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
      expiresIn: config.auth.sessionIdleSeconds,
      updateAge: Math.min(86_400, Math.floor(config.auth.sessionIdleSeconds / 2)),
    },
    account: {
      // Link a social account to an existing one only when the provider vouches for the email
      // (Facebook does not: it reports every email unverified).
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    socialProviders: socialProviders(config),
    plugins: [
      // An authenticator app's codes after the password (decision 050); no trusted devices and
      // no codes by mail: our endpoints take neither (endpoints.ts).
      twoFactor({
        issuer: hotel.name,
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, ...TWO_FACTOR_LOCKOUT },
      }),
      ...(google?.issuerUrl
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: `${google.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // Profiles reach the database from forms (already checked) and from social providers (not
    // checked by anyone): both pass through the same rules here. Nobody starts as an admin; a
    // new account reads in the language of the page it was made from.
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, ...cleanProfile(user), role: 'guest', language: localeNow() },
          }),
          after: async (user) => {
            if (user.emailVerified) await grantListedAdmin(db, adminEmails, clock(), user.id);
          },
        },
        update: {
          before: async (update) => ({ data: cleanProfileUpdate(update) }),
          after: async (user, context) => {
            const turned = (user as { twoFactorEnabled?: unknown }).twoFactorEnabled;
            if (context?.path === '/two-factor/verify-totp' && turned === true) {
              await recordSignInEvent(user, 'sign_in.two_factor_enabled');
            } else if (context?.path === '/two-factor/disable' && turned === false) {
              await recordSignInEvent(user, 'sign_in.two_factor_disabled');
            }
          },
        },
      },
      session: {
        create: {
          before: async (session, context) => ({
            data: {
              ...session,
              expiresAt: capExpiry(session.expiresAt, session.createdAt ?? systemClock()),
              // Opened by a code after the password (a sign-in's second step, or the code that
              // turned two-factor on), or not.
              secondFactor: SECOND_FACTOR_PATHS.has(context?.path ?? ''),
            },
          }),
        },
        update: {
          before: async (update, context) => {
            const current = context?.context.session?.session;
            if (!(update.expiresAt instanceof Date) || !current) return;
            return {
              data: { ...update, expiresAt: capExpiry(update.expiresAt, current.createdAt) },
            };
          },
        },
      },
    },
    hooks: {
      // Each sign-in's outcome, for the throttle that endpoints.ts consults before
      // better-auth: a wrong password (or an unknown email, answered alike) counts against the
      // account and the address; a success forgives the address and makes it known.
      after: createAuthMiddleware(async (ctx) => {
        const outcome = ctx.context.returned;
        // A provider vouches for who signs in, not for their second factor: an account with
        // two-step sign-in logs in with its password and code (decision 050).
        const opened = ctx.context.newSession;
        if (PROVIDER_RETURNS.some((path) => ctx.path.startsWith(path)) && opened) {
          if ((opened.user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true) {
            await ctx.context.internalAdapter.deleteSession(opened.session.token);
            deleteSessionCookie(ctx);
            ctx.context.setNewSession(null);
            throw ctx.redirect(`${paths.login}?error=two_factor_required`);
          }
        }
        const event = TWO_FACTOR_EVENTS[ctx.path];
        if (event && !isAPIError(outcome)) {
          // Whoever the code was for: the sign-in it completed, or the signed-in user.
          const user = ctx.context.newSession?.user ?? ctx.context.session?.user;
          if (user) await recordSignInEvent(user, event);
        }
        if (ctx.path !== '/sign-in/email') return;
        const address = ctx.headers?.get(CLIENT_IP_HEADER);
        const email: unknown = ctx.body?.email;
        if (!address || typeof email !== 'string') return;
        if (!isAPIError(outcome)) await signInThrottle.recordSuccess(email, address);
        else if (outcome.statusCode === 401) await signInThrottle.recordFailure(email, address);
      }),
    },
    rateLimit: {
      // On in every environment; better-auth turns it off outside production by default.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 600, max: 10 },
        '/request-password-reset': { window: 600, max: 5 },
        '/reset-password': { window: 600, max: 10 },
        '/send-verification-email': { window: 600, max: 5 },
        '/sign-in/social': { window: 60, max: 20 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.https,
      cookiePrefix: 'suitebook',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    // Provider errors land on the log-in page, which names them (`?error=<code>`).
    onAPIError: { errorURL: '/login' },
    logger: {
      disabled: config.logLevel === 'silent',
      // A wrong password or a stale link is the visitor's mistake, not the server's.
      log: (level, message, ...args) => {
        const data = { source: 'better-auth', details: args.length > 0 ? args : undefined };
        const clientCaused = CLIENT_CAUSED.some((text) => message.startsWith(text));
        if (level === 'error' && !clientCaused) log.error(data, message);
        else if (level === 'error' || level === 'warn') log.info(data, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
