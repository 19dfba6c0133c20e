import type { ErrorCode } from '#shared/api-error.ts';
import { defineMessages, tr } from '#shared/messages.ts';

/*
 * A failure's message is made when it is thrown (decision 049): `tr(...)` then speaks the
 * language of the request being answered. The code never changes with the language.
 */

const messages = defineMessages({
  logIn: { id: 'api.errors.logIn', defaultMessage: 'Please log in to continue.' },
  adminOnly: { id: 'api.errors.adminOnly', defaultMessage: 'This needs an admin account.' },
  twoFactorSetUp: {
    id: 'api.errors.twoFactorSetUp',
    defaultMessage: 'Staff work needs two-step sign-in. Turn it on in your profile first.',
  },
  twoFactorSignIn: {
    id: 'api.errors.twoFactorSignIn',
    defaultMessage:
      'Staff work needs a sign-in with your authenticator’s code. Please log in again with your password and code.',
  },
});

/** What `notFound(thing)` says of each thing looked up by id. */
const notFoundMessages = defineMessages({
  booking: { id: 'api.errors.notFound.booking', defaultMessage: 'No booking with this id.' },
  extra: { id: 'api.errors.notFound.extra', defaultMessage: 'No extra with this id.' },
  feed: { id: 'api.errors.notFound.feed', defaultMessage: 'No feed with this id.' },
  'feed of this suite': {
    id: 'api.errors.notFound.suiteFeed',
    defaultMessage: 'No feed of this suite with this id.',
  },
  'block of this suite': {
    id: 'api.errors.notFound.suiteBlock',
    defaultMessage: 'No block of this suite with this id.',
  },
  message: { id: 'api.errors.notFound.message', defaultMessage: 'No message with this id.' },
  payment: { id: 'api.errors.notFound.payment', defaultMessage: 'No payment with this id.' },
  'photo of this suite': {
    id: 'api.errors.notFound.suitePhoto',
    defaultMessage: 'No photo of this suite with this id.',
  },
  'promo code': {
    id: 'api.errors.notFound.promoCode',
    defaultMessage: 'No promo code with this id.',
  },
  refund: { id: 'api.errors.notFound.refund', defaultMessage: 'No refund with this id.' },
  reservation: {
    id: 'api.errors.notFound.reservation',
    defaultMessage: 'No reservation with this id.',
  },
  review: { id: 'api.errors.notFound.review', defaultMessage: 'No review with this id.' },
  'review of yours': {
    id: 'api.errors.notFound.yourReview',
    defaultMessage: 'No review of yours with this id.',
  },
  'season of this suite': {
    id: 'api.errors.notFound.suiteSeason',
    defaultMessage: 'No season of this suite with this id.',
  },
  suite: { id: 'api.errors.notFound.suite', defaultMessage: 'No suite with this id.' },
  user: { id: 'api.errors.notFound.user', defaultMessage: 'No user with this id.' },
});

/** A thing the API looks up by id, as `notFound` names it. */
export type LookedUpThing = keyof typeof notFoundMessages;

/** The error code of each status, unless a failure names a more precise one. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The error code of a status without a more precise one. */
export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR');
}

type Fields = Record<string, string>;

/** A failure meant for the client: the error handler sends it as the one error shape. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Fields | undefined;
  /** Seconds until asking again may succeed: the error handler sends them as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    fields?: Fields,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A failure of any status, with the code of its status. */
export const apiError = (status: number, message: string, fields?: Fields) =>
  new ApiError(status, codeForStatus(status), message, fields);

/** 400: the request names what is wrong, field by field when it can. */
export const badRequest = (message: string, fields?: Fields) => apiError(400, message, fields);
export const unauthorized = (message = tr(messages.logIn)) => apiError(401, message);
export const forbidden = (message: string) => apiError(403, message);
export const adminOnly = () => forbidden(tr(messages.adminOnly));
/** An admin without a second factor where the hotel requires one: set it up, or sign in with it. */
export const twoFactorRequired = (enabled: boolean) =>
  new ApiError(
    403,
    'TWO_FACTOR_REQUIRED',
    tr(enabled ? messages.twoFactorSignIn : messages.twoFactorSetUp),
  );
/** 404 for a thing looked up by id: `notFound('suite')` → "No suite with this id." */
export const notFound = (thing: LookedUpThing) => apiError(404, tr(notFoundMessages[thing]));
export const conflict = (message: string) => apiError(409, message);
export const payloadTooLarge = (message: string, fields?: Fields) => apiError(413, message, fields);
export const unsupportedMediaType = (message: string) => apiError(415, message);
export const rateLimited = (message: string) => apiError(429, message);
/** 429 that says when to ask again: the error handler sends it as Retry-After. */
export const rateLimitedFor = (seconds: number, message: string, fields?: Fields) =>
  new ApiError(429, codeForStatus(429), message, fields, {
    retryAfterSeconds: Math.max(1, Math.ceil(seconds)),
  });
export const serviceUnavailable = (message: string) => apiError(503, message);
