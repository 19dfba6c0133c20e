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

export function formatNights(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** "2 adults, 1 child" (the selects keep the spec's "2 Adults" / "1 Children"). */
export function formatParty({ adults, children }: Pick<Stay, 'adults' | 'children'>): string {
  const grown = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  if (children === 0) return grown;
  return `${grown}, ${children} ${children === 1 ? 'child' : 'children'}`;
}
