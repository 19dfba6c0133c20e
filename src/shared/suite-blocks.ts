import * as z from 'zod/mini';
import { localizedLabels, saysText } from './labels.ts';
import { defineMessages } from './messages.ts';
import { dayNumber, nightsBetween } from './stay.ts';
import { checkMessages, DATE_FORMAT, requiredText, singleLine } from './validation.ts';

/** The longest block, in nights: a year and a day. */
const BLOCK_MAX_NIGHTS = 366;
export const BLOCK_REASON_MAX = 200;

export const BLOCK_MESSAGES = localizedLabels(
  {
    date: checkMessages.date,
    order: checkMessages.endAfterStart,
    reasonLength: checkMessages.atMost,
    ...defineMessages({
      length: {
        id: 'validation.suiteBlocks.length',
        defaultMessage: 'A block lasts at most {max, number} nights',
      },
      reason: {
        id: 'validation.suiteBlocks.reason',
        defaultMessage: 'Say why these nights are blocked',
      },
      overBooking: {
        id: 'validation.suiteBlocks.overBooking',
        defaultMessage:
          'A guest has booked some of these nights: move or cancel that booking first',
      },
      overBlock: {
        id: 'validation.suiteBlocks.overBlock',
        defaultMessage: 'Some of these nights are blocked already',
      },
      fromFeed: {
        id: 'validation.suiteBlocks.fromFeed',
        defaultMessage:
          'These nights come from a channel feed: they follow the feed (remove the feed, or open them at the channel)',
      },
    }),
  },
  { date: DATE_FORMAT, length: { max: BLOCK_MAX_NIGHTS }, reasonLength: { max: BLOCK_REASON_MAX } },
);

/** A message of the table above as zod's `error` parameter, made when the check fails. */
const blockError = (key: keyof typeof BLOCK_MESSAGES) => saysText(() => BLOCK_MESSAGES[key]);

const calendarDate = z
  .string(blockError('date'))
  .check(z.refine((value) => dayNumber(value) !== null, blockError('date')));

/** Nights taken off sale: from `startDate` up to (not including) `endDate`, and why. */
export const suiteBlockInputSchema = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate,
    reason: requiredText(() => BLOCK_MESSAGES.reason).check(
      z.maxLength(BLOCK_REASON_MAX, blockError('reasonLength')),
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
