import { INTL_LOCALES } from '#shared/locale.ts';
import { dayNumber } from '#shared/stay.ts';
import { locale } from './intl.ts';

/**
 * Months of hotel dates (`YYYY-MM-DD`, calendar dates built in UTC) for the staff calendar and
 * reports: moving by whole months, and naming them.
 */

function parts(date: string): [number, number, number] {
  if (dayNumber(date) === null) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `addMonths('2027-01-31', 1)` is `'2027-02-28'`: the same day, or the month's last. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return iso(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
}

/** The first day of the date's month: `'2026-12-24'` → `'2026-12-01'`. */
export function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

const monthFormats: Partial<Record<'long' | 'short', Intl.DateTimeFormat>> = {};

/**
 * "December 2026" (or "Dec 2026", short), for `'2026-12'` or any date in it; in the page's
 * language ("ডিসেম্বর ২০২৬" in Bengali).
 */
export function formatMonth(date: string, style: 'long' | 'short' = 'long'): string {
  monthFormats[style] ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [year, month] = parts(`${date.slice(0, 7)}-01`);
  return monthFormats[style].format(new Date(Date.UTC(year, month - 1, 1)));
}
