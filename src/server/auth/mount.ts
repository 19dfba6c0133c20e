import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderSVG } from 'uqr';
import { type ApiError, apiError, rateLimited, unauthorized } from '#server/http/api-error.ts';
import { accountMessages } from '#shared/account.ts';
import { PASSWORD_LENGTH } from '#shared/field-limits.ts';
import { defineMessages, type Message, tr } from '#shared/messages.ts';
import { type CheckMessage, checkMessages, checkText, EMAIL_EXAMPLE } from '#shared/validation.ts';
import { type Auth, CLIENT_IP_HEADER, TWO_FACTOR_LOCKOUT } from './auth.ts';
import { AUTH_ENDPOINTS } from './endpoints.ts';

const messages = defineMessages({
  accountExists: {
    id: 'account.auth.accountExists',
    defaultMessage: 'An account with this email already exists. Log in instead?',
  },
  alreadyVerified: {
    id: 'account.auth.alreadyVerified',
    defaultMessage: 'This email address is already confirmed.',
  },
  emailMismatch: {
    id: 'account.auth.emailMismatch',
    defaultMessage: 'This is not the email address of the account you are signed in with.',
  },
  wrongPassword: { id: 'account.auth.wrongPassword', defaultMessage: 'Wrong email or password.' },
  notVerified: {
    id: 'account.auth.notVerified',
    defaultMessage: 'Please confirm your email address first: we have sent you a link.',
  },
  tooManyWait: {
    id: 'account.auth.tooManyWait',
    defaultMessage:
      'Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  },
  tooManyLater: {
    id: 'account.auth.tooManyLater',
    defaultMessage: 'Too many attempts. Please try again later.',
  },
  serverError: {
    id: 'account.auth.serverError',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  refused: { id: 'account.auth.refused', defaultMessage: 'The request was refused.' },
  wrongCode: {
    id: 'account.auth.wrongCode',
    defaultMessage: 'This code is not right. Check your authenticator app and try again.',
  },
  wrongBackupCode: {
    id: 'account.auth.wrongBackupCode',
    defaultMessage: 'This backup code is not right, or has been used already.',
  },
  wrongPasswordOnly: {
    id: 'account.auth.wrongPasswordOnly',
    defaultMessage: 'This password is not right.',
  },
  twoFactorAlreadyOn: {
    id: 'account.auth.twoFactorAlreadyOn',
    defaultMessage: 'Two-step sign-in is already on.',
  },
  twoFactorOff: {
    id: 'account.auth.twoFactorOff',
    defaultMessage: 'Two-step sign-in is not on for this account.',
  },
  signInAgain: {
    id: 'account.auth.signInAgain',
    defaultMessage: 'Your sign-in has expired or had too many wrong codes. Please log in again.',
  },
  codesLocked: {
    id: 'account.auth.codesLocked',
    defaultMessage:
      'Too many wrong codes. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
});

/** better-auth's error codes that concern one form field, with what the form should say. */
const FIELD_ERRORS: Record<string, { field: string; message: CheckMessage; status?: number }> = {
  USER_ALREADY_EXISTS: { field: 'email', message: messages.accountExists, status: 409 },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    field: 'email',
    message: messages.accountExists,
    status: 409,
  },
  INVALID_EMAIL: {
    field: 'email',
    message: () => tr(checkMessages.emailInvalid, EMAIL_EXAMPLE),
  },
  PASSWORD_TOO_SHORT: {
    field: 'password',
    message: () => tr(accountMessages.passwordMin, { min: PASSWORD_LENGTH.min }),
  },
  PASSWORD_TOO_LONG: {
    field: 'password',
    message: () => tr(checkMessages.atMost, { max: PASSWORD_LENGTH.max }),
  },
  INVALID_TOKEN: { field: 'token', message: accountMessages.invalidLink },
  EMAIL_ALREADY_VERIFIED: { field: 'email', message: messages.alreadyVerified },
  EMAIL_MISMATCH: { field: 'email', message: messages.emailMismatch },
  INVALID_CODE: { field: 'code', message: messages.wrongCode },
  INVALID_BACKUP_CODE: { field: 'code', message: messages.wrongBackupCode },
  INVALID_PASSWORD: { field: 'password', message: messages.wrongPasswordOnly },
};

const MESSAGES: Record<string, Message> = {
  INVALID_EMAIL_OR_PASSWORD: messages.wrongPassword,
  EMAIL_NOT_VERIFIED: messages.notVerified,
  TOTP_ALREADY_ENABLED: messages.twoFactorAlreadyOn,
  TOTP_NOT_ENABLED: messages.twoFactorOff,
  TWO_FACTOR_NOT_ENABLED: messages.twoFactorOff,
  BACKUP_CODES_NOT_ENABLED: messages.twoFactorOff,
  INVALID_TWO_FACTOR_COOKIE: messages.signInAgain,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: messages.signInAgain,
};

/**
 * better-auth locks an account's second factor after TWO_FACTOR_LOCKOUT's wrong codes and says
 * so without a time: the lock's whole length is when a try will surely be taken again.
 */
const LOCKED_CODES = 'ACCOUNT_TEMPORARILY_LOCKED';

/** Puts better-auth's `{code, message}` errors into our one error shape, in the request's language. */
function toApiError(status: number, payload: unknown, retryAfter: string | null): ApiError {
  const { code, message } = (payload ?? {}) as { code?: unknown; message?: unknown };
  const authCode = typeof code === 'string' ? code : '';
  if (status === 429 && authCode === LOCKED_CODES) {
    return rateLimited(
      tr(messages.codesLocked, { minutes: Math.ceil(TWO_FACTOR_LOCKOUT.durationSeconds / 60) }),
    );
  }
  if (status === 429) {
    const seconds = Number(retryAfter);
    return rateLimited(
      retryAfter && Number.isSafeInteger(seconds) && seconds > 0
        ? tr(messages.tooManyWait, { seconds })
        : tr(messages.tooManyLater),
    );
  }
  // better-auth's own "Unauthorized" (no session where one is needed): ours, in the reader's language.
  if (status === 401 && authCode === 'UNAUTHORIZED') return unauthorized();
  const field = FIELD_ERRORS[authCode];
  const finalStatus = field?.status ?? (status === 422 ? 400 : status);
  if (field) {
    const words = checkText(field.message);
    return apiError(finalStatus, words, { [field.field]: words });
  }
  const known = MESSAGES[authCode];
  return apiError(
    finalStatus,
    known
      ? tr(known)
      : finalStatus >= 500
        ? tr(messages.serverError)
        : typeof message === 'string' && message && message.length < 200
          ? message
          : tr(messages.refused),
  );
}

/** `/reset-password/:token` with the request's own (validated) parameters filled in. */
function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, string>;
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * Mounts better-auth's endpoints that the site offers (endpoints.ts), each as a route of its own:
 * its schemas check the request like the forms do, and better-auth receives a request rebuilt
 * from those checked values (unknown fields dropped) and the real client address. This is
 * transport only; what better-auth answers comes back in our one error shape.
 */
export function mountAuth(app: FastifyInstance, auth: Auth) {
  const { publicUrl } = app.config;

  for (const endpoint of AUTH_ENDPOINTS) {
    async function handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(`/api/auth${fillPath(endpoint.path, request.params)}`, publicUrl);
      for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, string>)) {
        if (value !== undefined) url.searchParams.set(key, value);
      }
      const body = endpoint.method === 'POST' ? (request.body ?? {}) : undefined;
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
      return relay(endpoint.path, response, reply);
    }

    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      config: { access: 'public', documentedAnswers: endpoint.answers },
      schema: {
        tags: ['auth'],
        summary: endpoint.summary,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
      },
      ...(endpoint.preHandler ? { preHandler: endpoint.preHandler } : {}),
      handler,
    });
  }
}

/** Sends better-auth's answer on: its cookies and redirects as they are, its errors in our shape. */
async function relay(path: string, response: Response, reply: FastifyReply) {
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
    let retryAfter = response.headers.get('x-retry-after');
    if (
      !retryAfter &&
      response.status === 429 &&
      (payload as { code?: unknown })?.code === LOCKED_CODES
    ) {
      retryAfter = String(TWO_FACTOR_LOCKOUT.durationSeconds);
    }
    if (retryAfter) reply.header('retry-after', retryAfter);
    reply.header('content-type', 'application/json; charset=utf-8');
    throw toApiError(response.status, payload, retryAfter);
  }
  if (path === '/two-factor/enable' && response.status === 200) {
    return reply.status(200).send(withQrCode(text));
  }
  return reply.status(response.status).send(text === '' ? undefined : withoutSessionToken(text));
}

/**
 * The authenticator's setup with its address drawn as a QR code, here on our server (an SVG of
 * dark squares; no outside service ever sees the secret).
 */
function withQrCode(text: string): string {
  const payload = JSON.parse(text) as { totpURI: string; backupCodes: string[] };
  const qrCodeSvg = renderSVG(payload.totpURI, { ecc: 'M', border: 2 });
  return JSON.stringify({ totpURI: payload.totpURI, backupCodes: payload.backupCodes, qrCodeSvg });
}

/**
 * better-auth puts the new session's token in the answers to sign-up and sign-in too, where a
 * page's script could read what the HttpOnly cookie keeps from it: the answer says only whether
 * the visitor is now signed in.
 */
function withoutSessionToken(text: string): string {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof payload !== 'object' || payload === null || !('token' in payload)) return text;
  const { token, ...rest } = payload as { token: unknown };
  return JSON.stringify({ ...rest, signedIn: typeof token === 'string' && token !== '' });
}
