import * as z from 'zod/mini';
import { localizedLabels, says, saysText } from './labels.ts';
import { defineMessages, tr } from './messages.ts';
import { dayNumber, nightsBetween } from './stay.ts';
import { checkMessages, DATE_FORMAT, TRUE_OR_FALSE, wholeNumber } from './validation.ts';

const messages = defineMessages({
  code: {
    id: 'validation.promoCodes.code',
    defaultMessage: 'Use 3 to 32 letters, digits or dashes, e.g. {example}',
  },
  percent: {
    id: 'validation.promoCodes.percent',
    defaultMessage: 'Choose a whole percentage from 1 to 100',
  },
  order: {
    id: 'validation.promoCodes.order',
    defaultMessage: 'The last day must be on or after the first day',
  },
  minNights: {
    id: 'validation.promoCodes.minNights',
    defaultMessage: 'Choose a whole number of nights from 1 to 30',
  },
  maxUses: {
    id: 'validation.promoCodes.maxUses',
    defaultMessage: 'Choose a whole number of uses from 1 to 100,000',
  },
  suites: { id: 'validation.promoCodes.suites', defaultMessage: 'Choose suites of this hotel' },
  taken: {
    id: 'validation.promoCodes.taken',
    defaultMessage: 'Another promo code already has this name',
  },
  trueOrFalse: { id: 'validation.promoCodes.trueOrFalse', defaultMessage: 'Say {yes} or {no}' },
  unknown: {
    id: 'validation.promoCodes.unknown',
    defaultMessage: 'The code {code} is not one of ours.',
  },
  inactive: {
    id: 'validation.promoCodes.inactive',
    defaultMessage: 'The code {code} is no longer offered.',
  },
  ended: { id: 'validation.promoCodes.ended', defaultMessage: 'The code {code} ended on {date}.' },
  minStay: {
    id: 'validation.promoCodes.minStay',
    defaultMessage: 'The code {code} is for stays of {nights, number} nights or more.',
  },
  otherSuite: {
    id: 'validation.promoCodes.otherSuite',
    defaultMessage: 'The code {code} does not apply to this suite.',
  },
  usedUp: {
    id: 'validation.promoCodes.usedUp',
    defaultMessage: 'The code {code} has been used up.',
  },
});

/** What a code may look like: 3 to 32 letters, digits or dashes, kept in capitals. */
const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;

/** How guests and staff type a code: any case, spaces around it ignored. */
export function normalCode(code: string): string {
  return code.trim().toUpperCase();
}

export const PROMO_MESSAGES = localizedLabels(
  {
    code: messages.code,
    percent: messages.percent,
    date: checkMessages.date,
    order: messages.order,
    minNights: messages.minNights,
    maxUses: messages.maxUses,
    suites: messages.suites,
    taken: messages.taken,
  },
  { code: { example: 'MONSOON10' }, date: DATE_FORMAT },
);

/** A message of the table above as zod's `error` parameter, made when the check fails. */
const promoError = (key: keyof typeof PROMO_MESSAGES) => saysText(() => PROMO_MESSAGES[key]);

const calendarDate = z
  .string(promoError('date'))
  .check(z.refine((value) => dayNumber(value) !== null, promoError('date')));

/** `POST /api/admin/promo-codes`: valid for bookings made from `validFrom` to `validTo`, both days included. */
export const promoCodeInputSchema = z
  .object({
    code: z
      .pipe(z.string(promoError('code')), z.transform(normalCode))
      .check(z.regex(PROMO_CODE_PATTERN, promoError('code'))),
    percentOff: wholeNumber(messages.percent, { min: 1, max: 100 }),
    validFrom: calendarDate,
    validTo: calendarDate,
    minNights: z.optional(z.nullable(wholeNumber(messages.minNights, { min: 1, max: 30 }))),
    suiteIds: z.optional(
      z.nullable(
        z
          .array(z.string(promoError('suites')).check(z.maxLength(100)), promoError('suites'))
          .check(z.maxLength(200, promoError('suites'))),
      ),
    ),
    maxUses: z.optional(z.nullable(wholeNumber(messages.maxUses, { min: 1, max: 100_000 }))),
  })
  .check(
    z.superRefine((input, context) => {
      const { validFrom, validTo } = input as { validFrom: unknown; validTo: unknown };
      if (typeof validFrom !== 'string' || typeof validTo !== 'string') return;
      if (dayNumber(validFrom) === null || dayNumber(validTo) === null) return;
      if (nightsBetween(validFrom, validTo) < 0) {
        context.issues.push({
          code: 'custom',
          message: tr(messages.order),
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
  active: z.boolean(says(messages.trueOrFalse, TRUE_OR_FALSE)),
});

/** A code as a guest types it in a query or a booking. */
export const promoCodeParam = z
  .string(promoError('code'))
  .check(z.maxLength(40, promoError('code')));

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
  return tr(messages.unknown, { code: normalCode(typed) });
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
  if (!code.active) return tr(messages.inactive, { code: name });
  if (today > code.validTo) return tr(messages.ended, { code: name, date: code.validTo });
  if (code.minNights !== null && stay.nights < code.minNights) {
    return tr(messages.minStay, { code: name, nights: code.minNights });
  }
  if (code.suiteIds !== null && !code.suiteIds.includes(stay.suiteId)) {
    return tr(messages.otherSuite, { code: name });
  }
  if (code.maxUses !== null && code.uses >= code.maxUses) {
    return tr(messages.usedUp, { code: name });
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
