import type { Charges } from './charges.ts';
import {
  ADULTS,
  BOOKING_HORIZON_DAYS,
  CHILDREN,
  HOTEL_TIME_ZONE,
  MAX_STAY_NIGHTS,
  RATES,
} from './constants.ts';
import type { QuotedExtra } from './extras.ts';
import { defineMessages, tr } from './messages.ts';

/**
 * Hotel dates are calendar dates written `YYYY-MM-DD`, never instants: a night is the span from
 * one date to the next, whatever the time zone of the guest or the server.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The days since 1970-01-01 of a real calendar date, or null (`2026-02-30` is not one). */
export function dayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return time / DAY_MS;
}

export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** Nights from check-in to check-out: `nightsBetween('2026-12-01', '2026-12-04')` is 3. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = dayNumber(checkIn);
  const end = dayNumber(checkOut);
  if (start === null || end === null)
    throw new RangeError(`Not calendar dates: ${checkIn}, ${checkOut}`);
  return end - start;
}

/** `addDays('2026-12-31', 1)` is `'2027-01-01'`. */
export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === null) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** One formatter per time zone: making one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date at the hotel. */
export function hotelToday(now: Date = new Date(), timeZone: string = HOTEL_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

const stayMessages = defineMessages({
  checkInRequired: {
    id: 'validation.stay.checkInRequired',
    defaultMessage: '! Check In is required',
  },
  checkOutRequired: {
    id: 'validation.stay.checkOutRequired',
    defaultMessage: '! Check Out is required',
  },
  invalidDate: { id: 'validation.stay.invalidDate', defaultMessage: 'Enter a real date' },
  checkInPast: {
    id: 'validation.stay.checkInPast',
    defaultMessage: 'Check-in must be today or later',
  },
  tooFarAhead: {
    id: 'validation.stay.tooFarAhead',
    defaultMessage:
      'We take bookings up to {days, number} days ahead: choose a check-in on or before {date}',
  },
  checkOutOrder: {
    id: 'validation.stay.checkOutOrder',
    defaultMessage: 'Check-out must be after check-in',
  },
  tooLong: {
    id: 'validation.stay.tooLong',
    defaultMessage: 'A stay can be at most {max, number} nights',
  },
  adults: {
    id: 'validation.stay.adults',
    defaultMessage: 'Choose {min, number} to {max, number} adults',
  },
  children: {
    id: 'validation.stay.children',
    defaultMessage: 'Choose {min, number} to {max, number} children',
  },
});

/** What is wrong with a stay, in the language of the moment (each read when it is said). */
export const STAY_MESSAGES = {
  get checkInRequired() {
    return tr(stayMessages.checkInRequired);
  },
  get checkOutRequired() {
    return tr(stayMessages.checkOutRequired);
  },
  get invalidDate() {
    return tr(stayMessages.invalidDate);
  },
  get checkInPast() {
    return tr(stayMessages.checkInPast);
  },
  tooFarAhead: (horizonDays: number, lastCheckIn: string) =>
    tr(stayMessages.tooFarAhead, { days: horizonDays, date: lastCheckIn }),
  get checkOutOrder() {
    return tr(stayMessages.checkOutOrder);
  },
  tooLong: (maxNights: number) => tr(stayMessages.tooLong, { max: maxNights }),
  get adults() {
    return tr(stayMessages.adults, ADULTS);
  },
  get children() {
    return tr(stayMessages.children, CHILDREN);
  },
};

/**
 * What is wrong with a stay, field by field (empty when nothing is): real dates, check-in today
 * or later at the hotel and at most `horizonDays` ahead, check-out after check-in, at most
 * `maxNights`, and the party sizes.
 */
export function stayProblems(
  stay: Partial<Stay>,
  options: { today: string; maxNights?: number; horizonDays?: number },
): Partial<Record<keyof Stay, string>> {
  const maxNights = options.maxNights ?? MAX_STAY_NIGHTS;
  const horizonDays = options.horizonDays ?? BOOKING_HORIZON_DAYS;
  const problems: Partial<Record<keyof Stay, string>> = {};
  const start = stay.checkIn ? dayNumber(stay.checkIn) : null;
  const end = stay.checkOut ? dayNumber(stay.checkOut) : null;
  const today = dayNumber(options.today);

  if (!stay.checkIn) problems.checkIn = STAY_MESSAGES.checkInRequired;
  else if (start === null) problems.checkIn = STAY_MESSAGES.invalidDate;
  else if (today !== null && start < today) problems.checkIn = STAY_MESSAGES.checkInPast;
  else if (today !== null && start > today + horizonDays)
    problems.checkIn = STAY_MESSAGES.tooFarAhead(horizonDays, addDays(options.today, horizonDays));

  if (!stay.checkOut) problems.checkOut = STAY_MESSAGES.checkOutRequired;
  else if (end === null) problems.checkOut = STAY_MESSAGES.invalidDate;
  else if (start !== null && end <= start) problems.checkOut = STAY_MESSAGES.checkOutOrder;
  else if (start !== null && end - start > maxNights)
    problems.checkOut = STAY_MESSAGES.tooLong(maxNights);

  const { adults, children } = stay;
  if (
    adults === undefined ||
    !Number.isInteger(adults) ||
    adults < ADULTS.min ||
    adults > ADULTS.max
  ) {
    problems.adults = STAY_MESSAGES.adults;
  }
  if (
    children === undefined ||
    !Number.isInteger(children) ||
    children < CHILDREN.min ||
    children > CHILDREN.max
  ) {
    problems.children = STAY_MESSAGES.children;
  }
  return problems;
}

/** Percentages of the reservation summary: the discount's, and the charges' (to the hundredth). */
export interface Rates {
  discount: number;
  serviceCharge: number;
  vat: number;
  tax: number;
}

/** The rates of the hotel's charges as a quote's `rates`-argument takes them. */
export function ratesOf(charges: Charges, discount: number): Rates {
  return {
    discount,
    serviceCharge: charges.serviceChargePercent,
    vat: charges.vatPercent,
    tax: charges.taxPercent,
  };
}

/** One night of a stay (the night that starts on `date`) and what it costs, whole taka. */
export interface NightPrice {
  date: string;
  price: number;
}

export interface Quote {
  nights: number;
  /**
   * The average price of a night, rounded half up: every night's price when they are all the
   * same (the reservation summary then says "3 nights × 18,500 BDT").
   */
  nightlyRate: number;
  /** Each night and its price, in date order: the subtotal is their sum. */
  nightly: NightPrice[];
  /** The percentage the discount line takes off: a promo code's, else 0. */
  discountPercent: number;
  /** Extras added to the stay, each priced: in the subtotal with the nights. */
  extras: QuotedExtra[];
  /** What guests beyond the suite's base occupancy add, whole stay: in the subtotal. */
  extraGuests: number;
  subtotal: number;
  discount: number;
  serviceCharge: number;
  vat: number;
  tax: number;
  total: number;
  /** The charges' rates the quote was made at (the labels' "VAT(10%)"). */
  charges: Charges;
}

/**
 * The most one booking may cost, whole taka: every money column holds a 32-bit integer, and a
 * stay priced beyond this (long, with costly extras many times over) is refused before it is
 * quoted, so whatever the quote accepts the database stores.
 */
export const BOOKING_TOTAL_MAX = 1_000_000_000;

/**
 * `percent` % of a whole-taka amount, rounded half up to whole taka: the one rounding rule for
 * money. `percentOf(12345, 10)` is 1235 (1234.5 rounds up). The percentage counts to the
 * hundredth (7.5, 12.25), in whole numbers so no binary fraction rounds a line wrong.
 */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Not whole taka: ${amount}`);
  const hundredths = Math.round(percent * 100);
  return Math.floor((amount * hundredths * 2 + 10_000) / 20_000);
}

/**
 * The price of a stay from its nights' prices: subtotal = the sum of the nights, the extras and
 * what guests beyond the suite's base occupancy add (`extraGuests`); the discount
 * comes off the subtotal; service charge, VAT and tax are each a share of the discounted subtotal;
 * total = discounted subtotal + the three. Every line is whole taka, each rounded on its own (see
 * percentOf).
 */
export function quoteStay(
  nightly: readonly NightPrice[],
  rates: Rates = RATES,
  extras: readonly QuotedExtra[] = [],
  extraGuests = 0,
): Quote {
  if (nightly.length === 0) throw new RangeError('A stay has at least one night');
  let rooms = 0;
  for (const night of nightly) {
    if (!Number.isSafeInteger(night.price) || night.price <= 0)
      throw new RangeError(`Bad price for ${night.date}: ${night.price}`);
    rooms += night.price;
  }
  let subtotal = rooms;
  for (const extra of extras) {
    if (!Number.isSafeInteger(extra.amount) || extra.amount < 0)
      throw new RangeError(`Bad amount for ${extra.name}: ${extra.amount}`);
    subtotal += extra.amount;
  }
  if (!Number.isSafeInteger(extraGuests) || extraGuests < 0)
    throw new RangeError(`Bad amount for extra guests: ${extraGuests}`);
  subtotal += extraGuests;
  const nights = nightly.length;
  return {
    nights,
    nightlyRate: Math.floor((rooms * 2 + nights) / (nights * 2)),
    nightly: nightly.map(({ date, price }) => ({ date, price })),
    extras: extras.map((extra) => ({ ...extra })),
    extraGuests,
    ...summaryLines(subtotal, rates),
  };
}

/**
 * The spec's lines under a subtotal: the discount off it, then service charge, VAT and tax each a
 * share of what is left, each rounded on its own (percentOf), and the total they add up to.
 */
function summaryLines(subtotal: number, rates: Rates) {
  const discount = percentOf(subtotal, rates.discount);
  const discounted = subtotal - discount;
  const serviceCharge = percentOf(discounted, rates.serviceCharge);
  const vat = percentOf(discounted, rates.vat);
  const tax = percentOf(discounted, rates.tax);
  return {
    discountPercent: rates.discount,
    subtotal,
    discount,
    serviceCharge,
    vat,
    tax,
    total: discounted + serviceCharge + vat + tax,
    charges: {
      serviceChargePercent: rates.serviceCharge,
      vatPercent: rates.vat,
      taxPercent: rates.tax,
    },
  };
}

/** The price of a reservation of several suites, line by line: the spec's lines of the whole. */
export interface ReservationTotals {
  /** The rooms' subtotals (nights and extra guests) and the extras, summed. */
  subtotal: number;
  discountPercent: number;
  discount: number;
  /** Extras added to the whole stay, priced for the whole party: in the subtotal. */
  extras: QuotedExtra[];
  serviceCharge: number;
  vat: number;
  tax: number;
  total: number;
  charges: Charges;
}

/**
 * A reservation's price from its rooms' subtotals: the discount comes off their sum (and the
 * extras'), the charges are each a share of what is left, each line rounded on its own
 * (percentOf), as for one suite. The rooms' own quotes are for reading; this is what is paid.
 */
export function quoteReservation(
  roomSubtotals: readonly number[],
  rates: Rates,
  extras: readonly QuotedExtra[] = [],
): ReservationTotals {
  if (roomSubtotals.length === 0) throw new RangeError('A reservation has at least one room');
  let subtotal = 0;
  for (const amount of [...roomSubtotals, ...extras.map((extra) => extra.amount)]) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Bad amount: ${amount}`);
    subtotal += amount;
  }
  return { extras: extras.map((extra) => ({ ...extra })), ...summaryLines(subtotal, rates) };
}

/** A suite's price by guests: how many its nightly price includes, and each guest beyond. */
export interface GuestPricing {
  capacity: number;
  /** Null: all it sleeps. */
  baseOccupancy: number | null;
  extraAdultPerNight: number;
  extraChildPerNight: number;
}

/**
 * What guests beyond a suite's base occupancy add to a stay, whole taka: adults are counted
 * first, so the children take the places left; each guest beyond pays their nightly price.
 * `extraGuestsFor(suite with base 2, 2 adults + 1 child, 3 nights)` is 3 × the child's price.
 */
export function extraGuestsFor(
  suite: GuestPricing,
  party: { adults: number; children: number },
  nights: number,
): number {
  const base = suite.baseOccupancy ?? suite.capacity;
  const extraAdults = Math.max(0, party.adults - base);
  const extraChildren = Math.max(0, party.adults + party.children - base) - extraAdults;
  return (
    (extraAdults * suite.extraAdultPerNight + extraChildren * suite.extraChildPerNight) * nights
  );
}

/** `nights` nights from `checkIn`, each at `price`: a stay priced at one flat rate. */
export function flatNights(checkIn: string, nights: number, price: number): NightPrice[] {
  if (!Number.isSafeInteger(nights) || nights <= 0) throw new RangeError(`Bad nights: ${nights}`);
  return Array.from({ length: nights }, (_, index) => ({ date: addDays(checkIn, index), price }));
}
