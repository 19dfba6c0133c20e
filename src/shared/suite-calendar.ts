import * as z from 'zod/mini';
import { localizedLabels, saysText } from './labels.ts';
import { defineMessages } from './messages.ts';
import { dayNumber, nightsBetween } from './stay.ts';
import { checkMessages, DATE_FORMAT } from './validation.ts';

/** The longest span one calendar request covers, in nights: twelve months. */
export const CALENDAR_MAX_NIGHTS = 366;

export const CALENDAR_MESSAGES = localizedLabels(
  {
    date: checkMessages.date,
    ...defineMessages({
      order: { id: 'validation.suiteCalendar.order', defaultMessage: '{to} must be after {from}' },
      length: {
        id: 'validation.suiteCalendar.length',
        defaultMessage: 'Ask for at most {max, number} nights at a time',
      },
    }),
  },
  { date: DATE_FORMAT, order: { to: 'to', from: 'from' }, length: { max: CALENDAR_MAX_NIGHTS } },
);

const dateParam = z.string(saysText(() => CALENDAR_MESSAGES.date)).check(
  z.refine(
    (value) => dayNumber(value) !== null,
    saysText(() => CALENDAR_MESSAGES.date),
  ),
);

/** `GET /api/suites/:id/calendar?from=&to=`: the nights from `from` up to (not including) `to`. */
export const suiteCalendarQuerySchema = z.object({ from: dateParam, to: dateParam }).check(
  z.superRefine((range, context) => {
    const { from, to } = range as { from: unknown; to: unknown };
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (dayNumber(from) === null || dayNumber(to) === null) return;
    const nights = nightsBetween(from, to);
    const message =
      nights <= 0
        ? CALENDAR_MESSAGES.order
        : nights > CALENDAR_MAX_NIGHTS
          ? CALENDAR_MESSAGES.length
          : null;
    if (message) context.issues.push({ code: 'custom', message, path: ['to'], input: to });
  }),
);

/**
 * Each night of the span: whether a guest can book it (not taken, not past, not beyond the
 * booking horizon) and its price in whole BDT.
 */
export const suiteCalendarSchema = z.object({
  nights: z.array(z.object({ date: z.string(), available: z.boolean(), price: z.number() })),
});
export type SuiteCalendar = z.infer<typeof suiteCalendarSchema>;
