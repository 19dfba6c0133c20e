/**
 * Stay dates as the browser handles them: calendar dates written `YYYY-MM-DD` (what a date input
 * gives), compared as strings, so no time zone ever shifts a night.
 */

/** The day after `isoDate`. */
export function nextIsoDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return next.toISOString().slice(0, 10);
}

export interface StayDateErrors {
  checkIn?: string;
  checkOut?: string;
}

/** What is wrong with a pair of stay dates, per field; empty when both are fine. */
export function validateStayDates(checkIn: string, checkOut: string, today: string) {
  const errors: StayDateErrors = {};
  if (!checkIn) errors.checkIn = 'Choose a check-in date.';
  else if (checkIn < today) errors.checkIn = 'Check-in must be today or later.';
  if (!checkOut) errors.checkOut = 'Choose a check-out date.';
  else if (checkIn && checkOut <= checkIn) errors.checkOut = 'Check-out must be after check-in.';
  return errors;
}
