import * as z from 'zod/mini';

/** Machine-readable error codes; every failure of the API carries one. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /**
   * Staff work needs a session opened with a second factor where the hotel requires it
   * (REQUIRE_STAFF_2FA): turn two-step sign-in on, or log in again with the code.
   */
  'TWO_FACTOR_REQUIRED',
  /** Refused until the account's email address is confirmed (the message says how). */
  'EMAIL_NOT_VERIFIED',
  'CONFLICT',
  /** The guest holds as many upcoming stays as one account may. */
  'BOOKING_LIMIT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  /** The payment gateway did not answer, or refused to open a payment (502). */
  'PAYMENT_GATEWAY',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape of the API: `{"error": {"code", "message", "fields"?}}`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path (dotted, e.g. `checkIn` or `stay.checkIn`) → what is wrong with it. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
