import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { logInSchema, signUpSchema } from '../../shared/account.ts';
import type { ApiErrorBody, ErrorCode } from '../../shared/api-error.ts';
import { ApiError } from '../http/api-error.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
import { LoginThrottle } from './login-throttle.ts';

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
  INVALID_PASSWORD: { field: 'currentPassword', message: 'This is not your current password' },
  INVALID_TOKEN: {
    field: 'token',
    message: 'This link is invalid or has expired. Ask for a new one.',
  },
};

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Wrong email or password.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email address first: we have sent you a link.',
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

/** 45 → "45 seconds", 600 → "10 minutes". */
export function humanDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'a moment';
  if (seconds < 90) return `${Math.ceil(seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

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
  if (field) {
    const finalStatus = field.status ?? (status === 422 ? 400 : status);
    return {
      status: finalStatus,
      body: {
        error: {
          code: CODE_BY_STATUS[finalStatus] ?? 'VALIDATION_ERROR',
          message: field.message,
          fields: { [field.field]: field.message },
        },
      },
    };
  }
  const finalStatus = status === 422 ? 400 : status;
  return {
    status: finalStatus,
    body: {
      error: {
        code:
          CODE_BY_STATUS[finalStatus] ??
          (finalStatus >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR'),
        message:
          MESSAGES[authCode] ??
          (finalStatus >= 500
            ? 'Something went wrong on our side. Please try again.'
            : typeof message === 'string' && message
              ? message
              : 'The request was refused.'),
      },
    },
  };
}

function parseOrThrow<T>(schema: $ZodType<T>, body: unknown): T {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.') || 'body';
    fields[name] ??= issue.message;
  }
  throw new ApiError(400, 'VALIDATION_ERROR', 'Some fields are missing or invalid.', fields);
}

/** Body fields better-auth redirects to after a flow: only paths of this site are allowed. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

function isSitePath(value: unknown): boolean {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\s]/.test(value);
}

function checkRedirects(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const fields: Record<string, string> = {};
  for (const key of REDIRECT_FIELDS) {
    const value = (body as Record<string, unknown>)[key];
    if (value !== undefined && !isSitePath(value))
      fields[key] = 'Must be a path on this site, like /dashboard';
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Some fields are missing or invalid.', fields);
  }
}

function optionalCallback(body: unknown, key: string): Record<string, string> {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? { [key]: value } : {};
}

/**
 * Our own checks in front of better-auth's endpoints: the forms' shared schemas (so messages
 * match the form, field by field), and unknown fields dropped (a client cannot set `role`).
 */
function prepareBody(pathname: string, body: unknown): unknown {
  checkRedirects(body);
  if (pathname === '/api/auth/sign-up/email') {
    return {
      ...parseOrThrow(signUpSchema, body),
      ...optionalCallback(body, 'callbackURL'),
    };
  }
  if (pathname === '/api/auth/sign-in/email') {
    return {
      ...parseOrThrow(logInSchema, body),
      ...optionalCallback(body, 'callbackURL'),
      ...(typeof (body as { rememberMe?: unknown } | null)?.rememberMe === 'boolean'
        ? { rememberMe: (body as { rememberMe: boolean }).rememberMe }
        : {}),
    };
  }
  return body;
}

/** Mounts better-auth under /api/auth/*, passing it the real client address. */
export function mountAuth(app: FastifyInstance, auth: Auth) {
  const throttle = new LoginThrottle();

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, app.config.publicUrl);
    const body = request.method === 'GET' ? undefined : prepareBody(url.pathname, request.body);

    const signInEmail =
      url.pathname === '/api/auth/sign-in/email' ? (body as { email: string }).email : null;
    if (signInEmail) {
      const wait = throttle.retryAfterSeconds(signInEmail);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `Too many failed attempts for this account. Please wait ${humanDuration(wait)} and try again.`,
        );
      }
    }

    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    headers.delete('content-length');
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

    if (signInEmail) {
      if (response.status === 401) throttle.recordFailure(signInEmail);
      if (response.ok) throttle.recordSuccess(signInEmail);
    }

    for (const [key, value] of response.headers) {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') {
        reply.header(key, value);
      }
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    if (response.status >= 400 && response.status < 600) {
      const payload = isJson && text ? (JSON.parse(text) as unknown) : null;
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

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler });
}
