import { defineMessages } from '#shared/messages.ts';
import { addDays, dayNumber, nightsBetween } from '#shared/stay.ts';
import { formatNights, formatStayDate } from '#shared/stay-format.ts';
import { t } from '#web/lib/intl.ts';

/** The fields of a range of nights, as the seasons' and the blocks' forms ask for them. */
export const nightFieldMessages = defineMessages({
  firstNight: { id: 'suitesAdmin.nightRange.firstNight', defaultMessage: 'First night' },
  lastNight: { id: 'suitesAdmin.nightRange.lastNight', defaultMessage: 'Last night' },
});

const messages = defineMessages({
  range: { id: 'suitesAdmin.nightRange.range', defaultMessage: '{first} – {last}' },
  order: {
    id: 'suitesAdmin.nightRange.order',
    defaultMessage: 'The last night must be on or after the first night',
  },
});

/**
 * Seasons and blocks are stored as a stay is, up to the first date no longer in them; staff
 * think of the last night in them. The forms ask for the last night, the lists show it.
 */
export function lastNightOf(endDate: string): string {
  return addDays(endDate, -1);
}

/** The stored end of a range whose last night is `lastNight`; what is not a date stays as it is. */
export function endDateAfter(lastNight: string): string {
  return dayNumber(lastNight) === null ? lastNight : addDays(lastNight, 1);
}

/** "20 Dec 2026 – 3 Jan 2027", its last night inclusive; a single night is one date. */
export function formatNightRange(startDate: string, endDate: string): string {
  const first = formatStayDate(startDate, 'short');
  const last = formatStayDate(lastNightOf(endDate), 'short');
  return first === last ? first : t(messages.range, { first, last });
}

/** "15 nights". */
export function formatRangeLength(startDate: string, endDate: string): string {
  return formatNights(nightsBetween(startDate, endDate));
}

/**
 * A form's messages from the shared schema's, with `endDate` under the form's Last night field
 * (the server's 400 names it `endDate` too: `serverFields` maps it the same way).
 */
export function onNightFields(
  errors: Record<string, string>,
  orderMessage: string,
): Record<string, string> {
  const { endDate, ...others } = errors;
  if (endDate === undefined) return others;
  return {
    ...others,
    lastNight: endDate === orderMessage ? t(messages.order) : endDate,
  };
}
