import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tooManyRequests } from '#server/limits/rate-limit.ts';
import {
  backupCodeSchema,
  logInRequestSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  SOCIAL_PROVIDERS,
  sendVerificationSchema,
  signUpRequestSchema,
  socialSignInSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
  verifyEmailQuerySchema,
} from '#shared/account.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { sitePath } from '#shared/validation.ts';

const messages = defineMessages({
  signInWait: {
    id: 'account.endpoints.signInWait',
    defaultMessage: 'Too many failed attempts to sign in.',
  },
  providerParameter: {
    id: 'account.endpoints.providerParameter',
    defaultMessage: 'Each parameter is text of at most 4,096 characters',
  },
});

interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** better-auth's path, under /api/auth. */
  path: string;
  summary: string;
  body?: z.core.$ZodType;
  querystring?: z.core.$ZodType;
  params?: z.core.$ZodType;
  /** A check of ours before better-auth sees the request (and counts it in its own limiter). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** What it answers besides 200, better-auth's and ours, for the API document. */
  answers: readonly number[];
}

/** What every state-changing endpoint may answer: a bad field, a foreign origin, too many tries. */
const POSTED = [200, 400, 403, 429] as const;

/**
 * An address that has failed too often at an account waits its turn (SignInThrottle), refused
 * before better-auth so the refusal is not counted by its per-address limiter too. The outcome
 * of each try is counted in better-auth's after hook (auth.ts), where it is known.
 */
async function waitForSignInTurn(request: FastifyRequest) {
  // Checked by logInRequestSchema: the address is lower-cased, as the after hook sees it.
  const { email } = request.body as { email: string };
  const wait = await request.server.signInThrottle.waitSeconds(email, request.ip);
  if (wait > 0) throw tooManyRequests(wait, messages.signInWait);
}

const providerValue = z.optional(z.string().check(z.maxLength(4096)));

/**
 * Query parameters a provider sends back: the usual ones named (for the API document), any other
 * it adds let through, every one text of bounded length.
 */
const providerReturnQuery = z
  .looseObject({
    code: providerValue,
    state: providerValue,
    error: providerValue,
    error_description: providerValue,
    scope: providerValue,
    iss: providerValue,
  })
  .check(
    z.refine(
      (query) =>
        Object.entries(query).every(
          ([name, value]) => name.length <= 64 && typeof value === 'string' && value.length <= 4096,
        ),
      { error: () => tr(messages.providerParameter) },
    ),
  );

/**
 * The only better-auth endpoints the site offers, each with exactly the fields it takes. Every
 * other one (update-user, change-email, delete-user, list-sessions, …) is not routed at all:
 * our own endpoints change profiles, and only through the shared schemas.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    summary:
      'Create an account with email and password (and sign in, unless confirmation is required)',
    body: signUpRequestSchema,
    answers: [...POSTED, 409],
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    summary: 'Sign in with email and password (limited per account and address)',
    body: logInRequestSchema,
    preHandler: waitForSignInTurn,
    answers: [...POSTED, 401],
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    summary: "Start social sign-in: answers the provider's page to go to",
    body: socialSignInSchema,
    answers: POSTED,
  },
  { method: 'POST', path: '/sign-out', summary: 'Sign out', body: z.object({}), answers: POSTED },
  {
    method: 'POST',
    path: '/request-password-reset',
    summary: 'Mail a password reset link (the same answer whether or not the address is known)',
    body: passwordResetRequestSchema,
    answers: POSTED,
  },
  {
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password with the mailed token (signs out every session)',
    body: resetPasswordSchema,
    answers: POSTED,
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    summary: 'The mailed reset link: checks the token, then on to the reset page',
    params: z.object({ token: resetPasswordSchema.shape.token }),
    // better-auth needs the page to go on to; the mailed link always carries it.
    querystring: z.object({ callbackURL: sitePath }),
    answers: [302, 400],
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    summary: 'Mail the email confirmation link again',
    body: sendVerificationSchema,
    answers: POSTED,
  },
  {
    method: 'GET',
    path: '/verify-email',
    summary: 'The mailed confirmation link: confirms the address, signs in, then on',
    querystring: verifyEmailQuerySchema,
    answers: [302, 400, 401],
  },
  {
    method: 'POST',
    path: '/two-factor/enable',
    summary:
      'Start two-step sign-in with the password: answers the authenticator app’s address (its QR code drawn as SVG) and backup codes; on once a first code is verified',
    body: twoFactorPasswordSchema,
    answers: [...POSTED, 401],
  },
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    summary:
      'An authenticator app’s code: the second step of a sign-in (opens the session), or the first code that turns two-step sign-in on (wrong codes are limited)',
    body: totpCodeSchema,
    answers: [...POSTED, 401],
  },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    summary: 'A backup code instead of the app’s: each works once (wrong codes are limited)',
    body: backupCodeSchema,
    answers: [...POSTED, 401],
  },
  {
    method: 'POST',
    path: '/two-factor/generate-backup-codes',
    summary: 'New backup codes with the password; the old ones stop working',
    body: twoFactorPasswordSchema,
    answers: [...POSTED, 401],
  },
  {
    method: 'POST',
    path: '/two-factor/disable',
    summary: 'Turn two-step sign-in off with the password',
    body: twoFactorPasswordSchema,
    answers: [...POSTED, 401],
  },
  {
    method: 'GET',
    path: '/callback/:id',
    summary: 'Where a social provider sends the visitor back',
    params: z.object({ id: z.enum(SOCIAL_PROVIDERS) }),
    querystring: providerReturnQuery,
    answers: [302, 400],
  },
  {
    method: 'GET',
    path: '/oauth2/callback/:id',
    summary: 'Where an OpenID Connect provider set by GOOGLE_ISSUER_URL sends the visitor back',
    params: z.object({ id: z.enum(SOCIAL_PROVIDERS) }),
    querystring: providerReturnQuery,
    answers: [302, 400],
  },
];
