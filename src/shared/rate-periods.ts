import * as z from 'zod/mini';
import { MAX_STAY_NIGHTS } from './constants.ts';
import { localizedLabels, saysText } from './labels.ts';
import { defineMessages } from './messages.ts';
import { dayNumber, nightsBetween } from './stay.ts';
import { SUITE_PRICE, suitePriceMessage } from './suite-admin.ts';
import { checkMessages, DATE_FORMAT, wholeNumber } from './validation.ts';

/** The longest season, in nights: a year and a day covers any leap year. */
const RATE_PERIOD_MAX_NIGHTS = 366;

const messages = defineMessages({
  length: {
    id: 'validation.ratePeriods.length',
    defaultMessage: 'A season lasts at most {max, number} nights',
  },
  minNights: {
    id: 'validation.ratePeriods.minNights',
    defaultMessage: 'Enter a whole number of nights from 1 to {max, number}',
  },
  overlap: {
    id: 'validation.ratePeriods.overlap',
    defaultMessage: 'This suite already has a season on some of these nights',
  },
});

export const RATE_PERIOD_MESSAGES = localizedLabels(
  {
    date: checkMessages.date,
    order: checkMessages.endAfterStart,
    length: messages.length,
    price: suitePriceMessage,
    minNights: messages.minNights,
    overlap: messages.overlap,
  },
  {
    date: DATE_FORMAT,
    length: { max: RATE_PERIOD_MAX_NIGHTS },
    price: SUITE_PRICE,
    minNights: { max: MAX_STAY_NIGHTS },
  },
);

/** A message of the table above as zod's `error` parameter, made when the check fails. */
const periodError = (key: keyof typeof RATE_PERIOD_MESSAGES) =>
  saysText(() => RATE_PERIOD_MESSAGES[key]);

const calendarDate = z
  .string(periodError('date'))
  .check(z.refine((value) => dayNumber(value) !== null, periodError('date')));

/**
 * A season as staff enter it: `endDate` is the first date no longer in it (the check-out of its
 * last night), as for a stay. Sent whole on create and edit.
 */
export const ratePeriodInputSchema = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate,
    pricePerNight: wholeNumber(suitePriceMessage, SUITE_PRICE, SUITE_PRICE),
    minNights: z._default(
      wholeNumber(messages.minNights, { min: 1, max: MAX_STAY_NIGHTS }, { max: MAX_STAY_NIGHTS }),
      1,
    ),
  })
  .check(
    z.superRefine((period, context) => {
      // Only once both are dates: a field refused already carries its own message.
      const { startDate, endDate } = period as { startDate: unknown; endDate: unknown };
      if (typeof startDate !== 'string' || typeof endDate !== 'string') return;
      if (dayNumber(startDate) === null || dayNumber(endDate) === null) return;
      const nights = nightsBetween(period.startDate, period.endDate);
      if (nights <= 0) {
        context.issues.push({
          code: 'custom',
          message: RATE_PERIOD_MESSAGES.order,
          path: ['endDate'],
          input: period.endDate,
        });
      } else if (nights > RATE_PERIOD_MAX_NIGHTS) {
        context.issues.push({
          code: 'custom',
          message: RATE_PERIOD_MESSAGES.length,
          path: ['endDate'],
          input: period.endDate,
        });
      }
    }),
  );

export type RatePeriodInput = z.infer<typeof ratePeriodInputSchema>;

export const ratePeriodSchema = z.object({
  id: z.string(),
  suiteId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  pricePerNight: z.number(),
  minNights: z.number(),
});

export type StoredRatePeriod = z.infer<typeof ratePeriodSchema>;

export const ratePeriodListSchema = z.object({ ratePeriods: z.array(ratePeriodSchema) });
