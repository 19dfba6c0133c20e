import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { tooManyRequests } from '#server/limits/rate-limit.ts';
import {
  logInRequestSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  SOCIAL_PROVIDERS,
  sendVerificationSchema,
  signUpRequestSchema,
  socialSignInSchema,
  verifyEmailQuerySchema,
} from '#shared/account.ts';
import { sitePath } from '#shared/validation.ts';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** better-auth's path, under /api/auth. */
  path: string;
  summary: string;
  body?: z.ZodMiniType;
  querystring?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** A check of ours before better-auth sees the request (and counts it in its own limiter). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * An address that has failed too often at an account waits its turn (SignInThrottle), refused
 * before better-auth so the refusal is not counted by its per-address limiter too. The outcome
 * of each try is counted in better-auth's after hook (auth.ts), where it is known.
 */
async function waitForSignInTurn(request: FastifyRequest, reply: FastifyReply) {
  // Checked by logInRequestSchema: the address is lower-cased, as the after hook sees it.
  const { email } = request.body as { email: string };
  const wait = await request.server.signInThrottle.waitSeconds(email, request.ip);
  if (wait > 0) throw tooManyRequests(reply, wait, 'Too many failed attempts to sign in.');
}

/** Query parameters a provider sends back (code, state, error, …): text, bounded. */
const providerReturnQuery = z.record(
  z.string().check(z.maxLength(64)),
  z.string().check(z.maxLength(4096)),
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
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    summary: 'Sign in with email and password (limited per account and address)',
    body: logInRequestSchema,
    preHandler: waitForSignInTurn,
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    summary: "Start social sign-in: answers the provider's page to go to",
    body: socialSignInSchema,
  },
  { method: 'POST', path: '/sign-out', summary: 'Sign out', body: z.object({}) },
  {
    method: 'POST',
    path: '/request-password-reset',
    summary: 'Mail a password reset link (the same answer whether or not the address is known)',
    body: passwordResetRequestSchema,
  },
  {
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password with the mailed token (signs out every session)',
    body: resetPasswordSchema,
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    summary: 'The mailed reset link: checks the token, then on to the reset page',
    params: z.object({ token: resetPasswordSchema.shape.token }),
    querystring: z.object({ callbackURL: z.optional(sitePath) }),
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    summary: 'Mail the email confirmation link again',
    body: sendVerificationSchema,
  },
  {
    method: 'GET',
    path: '/verify-email',
    summary: 'The mailed confirmation link: confirms the address, signs in, then on',
    querystring: verifyEmailQuerySchema,
  },
  {
    method: 'GET',
    path: '/callback/:id',
    summary: 'Where a social provider sends the visitor back',
    params: z.object({ id: z.enum(SOCIAL_PROVIDERS) }),
    querystring: providerReturnQuery,
  },
  {
    method: 'GET',
    path: '/oauth2/callback/:id',
    summary: 'Where an OpenID Connect provider set by GOOGLE_ISSUER_URL sends the visitor back',
    params: z.object({ id: z.enum(SOCIAL_PROVIDERS) }),
    querystring: providerReturnQuery,
  },
];
