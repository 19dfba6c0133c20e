import type { ErrorCode } from '#shared/api-error.ts';

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
export const unauthorized = (message = 'Please log in to continue.') => apiError(401, message);
export const forbidden = (message: string) => apiError(403, message);
export const adminOnly = () => forbidden('This needs an admin account.');
/** 404 for a thing looked up by id: `notFound('suite')` → "No suite with this id." */
export const notFound = (thing: string) => apiError(404, `No ${thing} with this id.`);
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
