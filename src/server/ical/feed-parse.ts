import ICAL from 'ical.js';
import type { FeedNights } from '#server/repositories/channels.ts';
import { addDays, nightsBetween } from '#shared/stay.ts';
import { FeedFetchError } from './feed-fetch.ts';

/** The most events one feed may hold, and the furthest ahead its nights are kept. */
const MAX_EVENTS = 5000;
const MAX_DAYS_AHEAD = 731;

function dateOf(time: ICAL.Time): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/** One line of plain text, at most 200 characters: what the feed calls the event. */
function plainSummary(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  const clean = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (clean || 'Reserved').slice(0, 200);
}

/**
 * The nights an iCal feed blocks from `today` on: each VEVENT not cancelled, from its start date
 * up to its end date (a date-time's date counts; an event without an end takes one night),
 * clipped to today and to two years ahead, overlapping events merged. A file that is not
 * iCalendar fails with a FeedFetchError.
 */
export function feedNights(text: string, today: string): FeedNights[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedFetchError('This is not an iCalendar file');
  }
  if (calendar.name !== 'vcalendar') throw new FeedFetchError('This is not an iCalendar file');
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length > MAX_EVENTS) {
    throw new FeedFetchError(`The feed lists more than ${MAX_EVENTS} events`);
  }
  const last = addDays(today, MAX_DAYS_AHEAD);
  const ranges: FeedNights[] = [];
  for (const component of events) {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
      continue;
    }
    const start = component.getFirstPropertyValue('dtstart');
    if (!(start instanceof ICAL.Time)) continue;
    const event = new ICAL.Event(component);
    const startDate = dateOf(start);
    const hasEnd = component.hasProperty('dtend') || component.hasProperty('duration');
    let endDate = hasEnd ? dateOf(event.endDate) : addDays(startDate, 1);
    if (endDate <= startDate) endDate = addDays(startDate, 1);
    const from = startDate < today ? today : startDate;
    const to = endDate > last ? last : endDate;
    if (nightsBetween(from, to) <= 0) continue;
    ranges.push({ startDate: from, endDate: to, summary: plainSummary(event.summary) });
  }
  ranges.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const merged: FeedNights[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range.startDate < previous.endDate) {
      if (range.endDate > previous.endDate) previous.endDate = range.endDate;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}
