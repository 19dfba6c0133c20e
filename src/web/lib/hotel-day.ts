import { hotelToday } from '#shared/stay.ts';

/** The hotel's date, and the moment (epoch ms) it stops being that date. */
export interface HotelDay {
  today: string;
  until: number;
}

let known: HotelDay | undefined;

/**
 * Takes the server's word for the hotel's date: it knows the hotel's configured time zone, and
 * the browser is spared building a time-zone formatter (tens of milliseconds on a phone) while
 * the page starts.
 */
export function setHotelDay(day: HotelDay | undefined) {
  known = day;
}

/** Today's date at the hotel: the server's answer while it holds, else worked out here. */
export function hotelDay(now: number = Date.now()): string {
  if (known && now < known.until) return known.today;
  return hotelToday(new Date(now));
}

/** The hotel's date at `now` in `timeZone`, with the instant the next one starts (to the second). */
export function hotelDayAt(now: number, timeZone: string): HotelDay {
  const today = hotelToday(new Date(now), timeZone);
  // The date changes once within the next 26 hours: find the first second it has.
  let low = now;
  let high = now + 26 * 3_600_000;
  while (high - low > 1_000) {
    const middle = Math.floor((low + high) / 2);
    if (hotelToday(new Date(middle), timeZone) === today) low = middle;
    else high = middle;
  }
  return { today, until: high };
}
