import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar } from './ics.ts';

const options = { productId: '-//Suitebook//Test//EN', now: new Date('2026-11-25T08:15:00Z') };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('iCalendar files', () => {
  it('writes all-day events that a real parser reads back', () => {
    const text = icsCalendar(
      [
        {
          uid: 'b1@example.test',
          start: '2026-12-31',
          end: '2027-01-02',
          summary: 'Stay at Chandrabati; Lotus Deck Suite, SB-7K3Q9D',
          description: 'Reference SB-7K3Q9D\nTwo adults, one child',
          location: 'Radhanagar Road, Sreemangal 3210, Bangladesh',
          status: 'CONFIRMED',
          url: 'https://example.test/dashboard',
        },
      ],
      options,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const [event] = parse(text);
    expect(event?.uid).toBe('b1@example.test');
    expect(event?.startDate.toString()).toBe('2026-12-31');
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.endDate.toString()).toBe('2027-01-02');
    expect(event?.summary).toBe('Stay at Chandrabati; Lotus Deck Suite, SB-7K3Q9D');
    expect(event?.description).toBe('Reference SB-7K3Q9D\nTwo adults, one child');
    expect(event?.location).toBe('Radhanagar Road, Sreemangal 3210, Bangladesh');
    expect(event?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(event?.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-25T08:15:00Z');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'চন্দ্রাবতী '.repeat(12)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
    const [event] = parse(
      icsCalendar(
        [{ uid: 'u', start: '2026-01-01', end: '2026-01-02', summary: long.slice(8) }],
        options,
      ),
    );
    expect(event?.summary).toBe(long.slice(8));
  });

  it('refuses a date that is not one', () => {
    expect(() =>
      icsCalendar([{ uid: 'u', start: '2026-1-1', end: '2026-01-02', summary: 's' }], options),
    ).toThrow(RangeError);
  });
});
