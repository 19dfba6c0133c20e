import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  time: {
    id: 'booking.arrivalTime.time',
    description: 'A time of day on the 24-hour clock, as the hotel writes it: "09:30".',
    defaultMessage: '{hours, number, ::integer-width/*00}:{minutes, number, ::integer-width/*00}',
  },
});

/** Every half hour of the day, `00:00` to `23:30`: what the arrival time select offers. */
const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/**
 * The times to offer: every half hour, and the booking's own time in its place when it is not
 * on one (staff may have set 14:45), so the select never shows a time other than the one kept.
 */
export function arrivalTimeOptions(current: string): string[] {
  if (!current || HALF_HOURS.includes(current)) return HALF_HOURS;
  return [...HALF_HOURS, current].sort();
}

/** An arrival time (`HH:MM`) as the page's language writes it: `09:30`, `০৯:৩০` in Bengali. */
export function formatArrivalTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return t(messages.time, { hours: Number(match[1]), minutes: Number(match[2]) });
}
