import { MAX_STAY_NIGHTS } from '#shared/constants.ts';
import { addDays } from '#shared/stay.ts';

/** The dates of a stay as the calendar holds them: check-out is unset while it is being picked. */
export interface DateRange {
  checkIn: string;
  checkOut: string | null;
}

/** A night of the suite's calendar: whether a guest can book it. */
export interface BookableNight {
  available: boolean;
}

/**
 * The last day a stay from `checkIn` may end on: the first taken night after it (the guest leaves
 * that morning), at most MAX_STAY_NIGHTS on, and no later than the nights the calendar knows.
 */
export function lastCheckOut(checkIn: string, nights: ReadonlyMap<string, BookableNight>): string {
  let date = addDays(checkIn, 1);
  for (let night = 1; night < MAX_STAY_NIGHTS; night++) {
    const known = nights.get(date);
    if (!known?.available) return date;
    date = addDays(date, 1);
  }
  return date;
}

/**
 * What picking `date` does: start a stay there, end the one begun, or nothing (the day is
 * disabled). Once a check-in is picked, the later days are only its possible check-outs (up to
 * the first taken night), and an earlier free day moves the check-in.
 */
export function pickOf(
  date: string,
  range: DateRange | null,
  nights: ReadonlyMap<string, BookableNight>,
): 'check-in' | 'check-out' | null {
  if (range && range.checkOut === null && date > range.checkIn) {
    return date <= lastCheckOut(range.checkIn, nights) ? 'check-out' : null;
  }
  return nights.get(date)?.available ? 'check-in' : null;
}
