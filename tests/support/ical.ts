import ICAL from 'ical.js';

/** The events of an iCalendar file, read by a real parser (ical.js). */
export function icsEvents(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}
