import { defineMessages, tr } from './messages.ts';
import { addDays, dayNumber, type NightPrice, nightsBetween } from './stay.ts';

const messages = defineMessages({
  minimumStay: {
    id: 'validation.nightlyPrices.minimumStay',
    defaultMessage: 'Stays with nights from {from} to {to} are at least {nights, number} nights.',
  },
});

/**
 * A season's price for a suite: every night from `startDate` up to (not including) `endDate`
 * costs `pricePerNight`, and a stay with any night in it lasts at least `minNights`.
 */
export interface RatePeriod {
  startDate: string;
  endDate: string;
  pricePerNight: number;
  minNights: number;
}

/** What a suite charges: its base price, its weekend price (if any), its seasons. */
export interface SuitePricing {
  pricePerNight: number;
  weekendPricePerNight: number | null;
  ratePeriods: readonly RatePeriod[];
}

const FRIDAY = 5;
const SATURDAY = 6;

/** 0 for Sunday to 6 for Saturday. 1970-01-01, day 0, was a Thursday. */
function weekday(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return (((day + 4) % 7) + 7) % 7;
}

/** Friday and Saturday nights: the weekend in Bangladesh. */
export function isWeekendNight(date: string): boolean {
  const day = weekday(date);
  return day === FRIDAY || day === SATURDAY;
}

/**
 * The season the night of `date` falls in. Seasons of one suite never overlap (the database
 * refuses it); should two ever cover a night, the one that starts later is the more specific.
 */
function periodOf(pricing: SuitePricing, date: string): RatePeriod | undefined {
  let found: RatePeriod | undefined;
  for (const period of pricing.ratePeriods) {
    if (period.startDate <= date && date < period.endDate) {
      if (!found || period.startDate > found.startDate) found = period;
    }
  }
  return found;
}

/**
 * The price of the night of `date`: its season's price; outside any season, the weekend price
 * on Friday and Saturday nights when the suite has one; else the base price.
 */
export function priceOfNight(pricing: SuitePricing, date: string): number {
  const period = periodOf(pricing, date);
  if (period) return period.pricePerNight;
  if (pricing.weekendPricePerNight !== null && isWeekendNight(date)) {
    return pricing.weekendPricePerNight;
  }
  return pricing.pricePerNight;
}

/** Each night from check-in to the night before check-out, priced. */
export function nightlyPrices(
  pricing: SuitePricing,
  checkIn: string,
  checkOut: string,
): NightPrice[] {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights <= 0) throw new RangeError(`No nights from ${checkIn} to ${checkOut}`);
  return Array.from({ length: nights }, (_, index) => {
    const date = addDays(checkIn, index);
    return { date, price: priceOfNight(pricing, date) };
  });
}

interface MinimumStayProblem {
  minNights: number;
  period: RatePeriod;
  message: string;
}

/**
 * Whether the stay is shorter than a season it touches asks for: the strictest such season,
 * with the guest's message, or null.
 */
export function minimumStayProblem(
  pricing: SuitePricing,
  checkIn: string,
  checkOut: string,
): MinimumStayProblem | null {
  const nights = nightsBetween(checkIn, checkOut);
  let strictest: RatePeriod | undefined;
  for (const period of pricing.ratePeriods) {
    const touches = period.startDate < checkOut && checkIn < period.endDate;
    if (touches && period.minNights > nights && period.minNights > (strictest?.minNights ?? 0)) {
      strictest = period;
    }
  }
  if (!strictest) return null;
  const lastNight = addDays(strictest.endDate, -1);
  return {
    minNights: strictest.minNights,
    period: strictest,
    message: tr(messages.minimumStay, {
      from: strictest.startDate,
      to: lastNight,
      nights: strictest.minNights,
    }),
  };
}
