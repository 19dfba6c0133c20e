import * as z from 'zod/mini';
import { MAX_STAY_NIGHTS } from './constants.ts';
import { groupDigits } from './money.ts';
import { dayNumber, nightsBetween } from './stay.ts';
import { SUITE_PRICE } from './suite-admin.ts';
import { wholeNumber } from './validation.ts';

/** The longest season, in nights: a year and a day covers any leap year. */
const RATE_PERIOD_MAX_NIGHTS = 366;

export const RATE_PERIOD_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  order: 'The end date must be after the start date',
  length: `A season lasts at most ${RATE_PERIOD_MAX_NIGHTS} nights`,
  price: `Enter a whole price from ${groupDigits(SUITE_PRICE.min)} to ${groupDigits(SUITE_PRICE.max)} BDT`,
  minNights: `Enter a whole number of nights from 1 to ${MAX_STAY_NIGHTS}`,
  overlap: 'This suite already has a season on some of these nights',
} as const;

const calendarDate = z
  .string({ error: RATE_PERIOD_MESSAGES.date })
  .check(z.refine((value) => dayNumber(value) !== null, RATE_PERIOD_MESSAGES.date));

/**
 * A season as staff enter it: `endDate` is the first date no longer in it (the check-out of its
 * last night), as for a stay. Sent whole on create and edit.
 */
export const ratePeriodInputSchema = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate,
    pricePerNight: wholeNumber(RATE_PERIOD_MESSAGES.price, SUITE_PRICE),
    minNights: z._default(
      wholeNumber(RATE_PERIOD_MESSAGES.minNights, { min: 1, max: MAX_STAY_NIGHTS }),
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
