import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { codeForStatus } from '#server/http/error-handler.ts';
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
import type { ApiErrorBody, ErrorCode } from '#shared/api-error.ts';
import { sitePath } from '#shared/validation.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

/** better-auth's error codes that concern one form field, with what the form should say. */
const FIELD_ERRORS: Record<string, { field: string; message: string; status?: number }> = {
  USER_ALREADY_EXISTS: {
    field: 'email',
    message: 'An account with this email already exists. Log in instead?',
    status: 409,
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    field: 'email',
    message: 'An account with this email already exists. Log in instead?',
    status: 409,
  },
  INVALID_EMAIL: { field: 'email', message: 'Enter a valid email address, like name@example.com' },
  PASSWORD_TOO_SHORT: { field: 'password', message: 'Use at least 8 characters' },
  PASSWORD_TOO_LONG: { field: 'password', message: 'Use at most 128 characters' },
  INVALID_TOKEN: {
    field: 'token',
    message: 'This link is invalid or has expired. Ask for a new one.',
  },
  EMAIL_ALREADY_VERIFIED: { field: 'email', message: 'This email address is already confirmed.' },
};

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Wrong email or password.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email address first: we have sent you a link.',
};

/** Puts better-auth's `{code, message}` errors into our one error shape. */
function toApiError(
  status: number,
  payload: unknown,
  retryAfter: string | null,
): { status: number; body: ApiErrorBody } {
  const { code, message } = (payload ?? {}) as { code?: unknown; message?: unknown };
  const authCode = typeof code === 'string' ? code : '';
  if (status === 429) {
    const wait = retryAfter
      ? ` Please wait ${retryAfter} seconds and try again.`
      : ' Please try again later.';
    return {
      status,
      body: { error: { code: 'RATE_LIMITED', message: `Too many attempts.${wait}` } },
    };
  }
  const field = FIELD_ERRORS[authCode];
  const finalStatus = field?.status ?? (status === 422 ? 400 : status);
  const errorCode: ErrorCode = codeForStatus(finalStatus);
  if (field) {
    return {
      status: finalStatus,
      body: {
        error: {
          code: errorCode,
          message: field.message,
          fields: { [field.field]: field.message },
        },
      },
    };
  }
  return {
    status: finalStatus,
    body: {
      error: {
        code: errorCode,
        message:
          MESSAGES[authCode] ??
          (finalStatus >= 500
            ? 'Something went wrong on our side. Please try again.'
            : typeof message === 'string' && message && message.length < 200
              ? message
              : 'The request was refused.'),
      },
    },
  };
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
const AUTH_ENDPOINTS: readonly {
  method: 'GET' | 'POST';
  /** better-auth's path, under /api/auth. */
  path: string;
  summary: string;
  body?: z.ZodMiniType;
  querystring?: z.ZodMiniType;
  params?: z.ZodMiniType;
}[] = [
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

/** `/reset-password/:token` with the request's own (validated) parameters filled in. */
function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, string>;
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * Mounts better-auth's endpoints that the site uses, each as a route of its own: the body,
 * query and parameters are checked by the same schemas as the forms (messages on their fields,
 * unknown fields dropped, redirects only to paths of this site), and better-auth receives a
 * request rebuilt from those checked values and the real client address.
 */
export function mountAuth(app: FastifyInstance, auth: Auth) {
  const { publicUrl } = app.config;
  const throttle = app.signInThrottle;

  for (const endpoint of AUTH_ENDPOINTS) {
    const signIn = endpoint.path === '/sign-in/email';

    async function handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(`/api/auth${fillPath(endpoint.path, request.params)}`, publicUrl);
      for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, string>)) {
        if (value !== undefined) url.searchParams.set(key, value);
      }
      const body = endpoint.method === 'POST' ? (request.body ?? {}) : undefined;
      const email = signIn ? (body as { email: string }).email : null;
      if (email) {
        const wait = await throttle.waitSeconds(email, request.ip);
        if (wait > 0) throw tooManyRequests(reply, wait, 'Too many failed attempts to sign in.');
      }

      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      headers.delete('content-length');
      headers.delete('content-encoding');
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(url, {
          method: endpoint.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );

      if (email) {
        if (response.status === 401) await throttle.recordFailure(email, request.ip);
        if (response.ok) await throttle.recordSuccess(email, request.ip);
      }
      return relay(response, reply);
    }

    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      schema: {
        tags: ['auth'],
        summary: endpoint.summary,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
      },
      handler,
    });
  }
}

/** Sends better-auth's answer on: its cookies and redirects as they are, its errors in our shape. */
async function relay(response: Response, reply: FastifyReply) {
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') {
      reply.header(key, value);
    }
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status >= 400) {
    let payload: unknown = null;
    try {
      payload = isJson && text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
    const retryAfter = response.headers.get('x-retry-after');
    if (retryAfter) reply.header('retry-after', retryAfter);
    const converted = toApiError(response.status, payload, retryAfter);
    return reply
      .status(converted.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(converted.body);
  }
  return reply.status(response.status).send(text === '' ? undefined : text);
}
