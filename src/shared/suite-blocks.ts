import * as z from 'zod/mini';
import { dayNumber, nightsBetween } from './stay.ts';
import { requiredText, singleLine } from './validation.ts';

/** The longest block, in nights: a year and a day. */
const BLOCK_MAX_NIGHTS = 366;
export const BLOCK_REASON_MAX = 200;

export const BLOCK_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  order: 'The end date must be after the start date',
  length: `A block lasts at most ${BLOCK_MAX_NIGHTS} nights`,
  reason: 'Say why these nights are blocked',
  reasonLength: `Use at most ${BLOCK_REASON_MAX} characters`,
  overBooking: 'A guest has booked some of these nights: move or cancel that booking first',
  overBlock: 'Some of these nights are blocked already',
  fromFeed:
    'These nights come from a channel feed: they follow the feed (remove the feed, or open them at the channel)',
} as const;

const calendarDate = z
  .string({ error: BLOCK_MESSAGES.date })
  .check(z.refine((value) => dayNumber(value) !== null, BLOCK_MESSAGES.date));

/** Nights taken off sale: from `startDate` up to (not including) `endDate`, and why. */
export const suiteBlockInputSchema = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate,
    reason: requiredText(BLOCK_MESSAGES.reason).check(
      z.maxLength(BLOCK_REASON_MAX, BLOCK_MESSAGES.reasonLength),
      singleLine,
    ),
  })
  .check(
    z.superRefine((block, context) => {
      const { startDate, endDate } = block as { startDate: unknown; endDate: unknown };
      if (typeof startDate !== 'string' || typeof endDate !== 'string') return;
      if (dayNumber(startDate) === null || dayNumber(endDate) === null) return;
      const nights = nightsBetween(startDate, endDate);
      const message =
        nights <= 0
          ? BLOCK_MESSAGES.order
          : nights > BLOCK_MAX_NIGHTS
            ? BLOCK_MESSAGES.length
            : null;
      if (message)
        context.issues.push({ code: 'custom', message, path: ['endDate'], input: endDate });
    }),
  );
export type SuiteBlockInput = z.infer<typeof suiteBlockInputSchema>;

export const suiteBlockSchema = z.object({
  id: z.string(),
  suiteId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  /** Made by a channel's iCal feed (it follows the feed), not by staff. */
  fromFeed: z.boolean(),
});
export type SuiteBlock = z.infer<typeof suiteBlockSchema>;

export const suiteBlockListSchema = z.object({ blocks: z.array(suiteBlockSchema) });
