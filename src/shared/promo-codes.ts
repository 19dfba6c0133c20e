import * as z from 'zod/mini';
import { dayNumber, nightsBetween } from './stay.ts';
import { wholeNumber } from './validation.ts';

/** What a code may look like: 3 to 32 letters, digits or dashes, kept in capitals. */
const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;

/** How guests and staff type a code: any case, spaces around it ignored. */
export function normalCode(code: string): string {
  return code.trim().toUpperCase();
}

export const PROMO_MESSAGES = {
  code: 'Use 3 to 32 letters, digits or dashes, e.g. MONSOON10',
  percent: 'Choose a whole percentage from 1 to 100',
  date: 'Enter a date as YYYY-MM-DD',
  order: 'The last day must be on or after the first day',
  minNights: 'Choose a whole number of nights from 1 to 30',
  maxUses: 'Choose a whole number of uses from 1 to 100,000',
  suites: 'Choose suites of this hotel',
  taken: 'Another promo code already has this name',
} as const;

const calendarDate = z
  .string({ error: PROMO_MESSAGES.date })
  .check(z.refine((value) => dayNumber(value) !== null, PROMO_MESSAGES.date));

/** `POST /api/admin/promo-codes`: valid for bookings made from `validFrom` to `validTo`, both days included. */
export const promoCodeInputSchema = z
  .object({
    code: z
      .pipe(z.string({ error: PROMO_MESSAGES.code }), z.transform(normalCode))
      .check(z.regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.code)),
    percentOff: wholeNumber(PROMO_MESSAGES.percent, { min: 1, max: 100 }),
    validFrom: calendarDate,
    validTo: calendarDate,
    minNights: z.optional(z.nullable(wholeNumber(PROMO_MESSAGES.minNights, { min: 1, max: 30 }))),
    suiteIds: z.optional(
      z.nullable(
        z
          .array(z.string({ error: PROMO_MESSAGES.suites }).check(z.maxLength(100)), {
            error: PROMO_MESSAGES.suites,
          })
          .check(z.maxLength(200, PROMO_MESSAGES.suites)),
      ),
    ),
    maxUses: z.optional(z.nullable(wholeNumber(PROMO_MESSAGES.maxUses, { min: 1, max: 100_000 }))),
  })
  .check(
    z.superRefine((input, context) => {
      const { validFrom, validTo } = input as { validFrom: unknown; validTo: unknown };
      if (typeof validFrom !== 'string' || typeof validTo !== 'string') return;
      if (dayNumber(validFrom) === null || dayNumber(validTo) === null) return;
      if (nightsBetween(validFrom, validTo) < 0) {
        context.issues.push({
          code: 'custom',
          message: PROMO_MESSAGES.order,
          path: ['validTo'],
          input: validTo,
        });
      }
    }),
  );
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.int(),
  validFrom: z.string(),
  validTo: z.string(),
  minNights: z.nullable(z.int()),
  suiteIds: z.nullable(z.array(z.string())),
  maxUses: z.nullable(z.int()),
  /** Bookings holding the code now (a cancelled one gives its use back). */
  uses: z.int(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeListSchema = z.object({ promoCodes: z.array(promoCodeSchema) });

/** `PATCH /api/admin/promo-codes/:id`: switch a code off (or on again). */
export const promoCodeSwitchSchema = z.object({
  active: z.boolean({ error: 'Say true or false' }),
});

/** A code as a guest types it in a query or a booking. */
export const promoCodeParam = z
  .string({ error: PROMO_MESSAGES.code })
  .check(z.maxLength(40, PROMO_MESSAGES.code));

interface CheckedCode {
  code: string;
  percentOff: number;
  validFrom: string;
  validTo: string;
  minNights: number | null;
  suiteIds: string[] | null;
  maxUses: number | null;
  uses: number;
  active: boolean;
}

/** What a code that does not exist answers: also said of one not begun yet (see promoCodeProblem). */
export function unknownCodeMessage(typed: string): string {
  return `The code ${normalCode(typed)} is not one of ours.`;
}

/**
 * Why this code does not apply to this stay booked on `today`, naming the code, or null when it
 * does: switched off, ended, too short a stay, another suite, or used up. A code not begun yet
 * is answered word for word as one that does not exist: guests have not been given it, so no
 * answer may tell a guesser it is there. The other reasons stay: they are about codes a guest
 * may well have been given (a live one for longer stays or other suites, or one that was
 * offered and has ended or run out), and they tell a guesser nothing worth a booking.
 */
export function promoCodeProblem(
  code: CheckedCode,
  stay: { suiteId: string; nights: number },
  today: string,
): string | null {
  const name = code.code;
  if (today < code.validFrom) return unknownCodeMessage(name);
  if (!code.active) return `The code ${name} is no longer offered.`;
  if (today > code.validTo) return `The code ${name} ended on ${code.validTo}.`;
  if (code.minNights !== null && stay.nights < code.minNights) {
    return `The code ${name} is for stays of ${code.minNights} nights or more.`;
  }
  if (code.suiteIds !== null && !code.suiteIds.includes(stay.suiteId)) {
    return `The code ${name} does not apply to this suite.`;
  }
  if (code.maxUses !== null && code.uses >= code.maxUses) {
    return `The code ${name} has been used up.`;
  }
  return null;
}

/**
 * Why the code a booking holds no longer applies to the stay it is being changed to on `today`,
 * or null when it still does: every rule again, as for a booking made today, except that the
 * booking's own use is one of the code's uses already (a code's last use is not refused to the
 * booking holding it).
 */
export function promoCodeChangeProblem(
  code: CheckedCode,
  stay: { suiteId: string; nights: number },
  today: string,
): string | null {
  return promoCodeProblem({ ...code, uses: Math.max(0, code.uses - 1) }, stay, today);
}
