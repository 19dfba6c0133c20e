import { dayNumber, type Stay } from '../../../../shared/stay.ts';

const DAY_MS = 86_400_000;

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A hotel date for people: `2026-12-24` → "Thu, 24 Dec 2026". Calendar dates are formatted in
 * UTC, where they were built, so no visitor's time zone moves them a day.
 */
export function formatStayDate(date: string, style: 'long' | 'short' = 'long'): string {
  const day = dayNumber(date);
  if (day === null) return date;
  return (style === 'long' ? longDate : shortDate).format(new Date(day * DAY_MS));
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
