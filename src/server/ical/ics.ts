/**
 * iCalendar (RFC 5545) text for all-day events: a guest's stay, and the suite feeds that
 * channel managers read. Lines end in CRLF and are folded at 75 octets; text values are escaped.
 */

interface AllDayEvent {
  /** Unique for all time and all hosts, e.g. `<booking id>@<site host>`. */
  uid: string;
  /** YYYY-MM-DD, the first day. */
  start: string;
  /** YYYY-MM-DD, the day after the last (DTEND is exclusive for dates). */
  end: string;
  summary: string;
  description?: string;
  location?: string;
  status?: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE';
  url?: string;
  /** When the event was last changed. */
  lastModified?: Date;
}

interface CalendarOptions {
  /** PRODID: who made the file, e.g. `-//Suitebook//Chandrabati Heritage Resort//EN`. */
  productId: string;
  /** Shown by some apps as the calendar's name (X-WR-CALNAME). */
  name?: string;
  /** DTSTAMP of every event: when the file was made, by the app's clock. */
  now: Date;
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line so that no line is longer than 75 octets: continuation lines begin with
 * one space. A multi-byte character is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-12-24 → 20261224 (a DATE value). */
function dateValue(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return date.replaceAll('-', '');
}

/** A UTC DATE-TIME value: 20261224T081500Z. */
function utcValue(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A whole VCALENDAR with one VEVENT per event, ready to serve as text/calendar. */
export function icsCalendar(events: readonly AllDayEvent[], options: CalendarOptions): string {
  const stamp = utcValue(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
      `DTEND;VALUE=DATE:${dateValue(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    if (event.lastModified) lines.push(`LAST-MODIFIED:${utcValue(event.lastModified)}`);
    // Shown free: a stay does not make its guest busy all day in their own calendar.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
