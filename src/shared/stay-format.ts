import { dayNumber, type Stay } from './stay.ts';

const DAY_MS = 86_400_000;

const formatOptions = {
  long: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Made on first use: making a formatter costs far more than using it. */
const formats: Partial<Record<keyof typeof formatOptions, Intl.DateTimeFormat>> = {};

function formatFor(style: keyof typeof formatOptions) {
  formats[style] ??= new Intl.DateTimeFormat('en-GB', formatOptions[style]);
  return formats[style];
}

/**
 * A hotel date for people: `2026-12-24` → "Thu, 24 Dec 2026". Calendar dates are formatted in
 * UTC, where they were built, so no visitor's time zone moves them a day.
 */
export function formatStayDate(date: string, style: 'long' | 'short' = 'long'): string {
  const day = dayNumber(date);
  if (day === null) return date;
  return formatFor(style).format(new Date(day * DAY_MS));
}

/**
 * A count and its noun, the noun in the number the count asks for: `plural(1, 'guest', 'guests')`
 * → "1 guest", `plural(3, …)` → "3 guests". English only, until the texts move to ICU messages.
 */
export function plural(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}

export function formatNights(nights: number): string {
  return plural(nights, 'night', 'nights');
}

/** "2 adults, 1 child" (the selects keep the spec's "2 Adults" / "1 Children"). */
export function formatParty({ adults, children }: Pick<Stay, 'adults' | 'children'>): string {
  const grown = plural(adults, 'adult', 'adults');
  if (children === 0) return grown;
  return `${grown}, ${plural(children, 'child', 'children')}`;
}
