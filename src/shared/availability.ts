import * as z from 'zod/mini';
import { chargesSchema } from './charges.ts';
import { ADULTS, CHILDREN } from './constants.ts';
import { quotedExtraSchema } from './extras.ts';
import { says } from './labels.ts';
import { defineMessages, type Message } from './messages.ts';
import { suiteSchema } from './suite.ts';
import { wholeNumber, wholeNumberParam } from './validation.ts';

const messages = defineMessages({
  dateLike: {
    id: 'validation.availability.dateLike',
    defaultMessage: 'Use a date like 2026-12-24',
  },
  checkInRequired: {
    id: 'validation.availability.checkInRequired',
    defaultMessage: '! Check In is required',
  },
  checkOutRequired: {
    id: 'validation.availability.checkOutRequired',
    defaultMessage: '! Check Out is required',
  },
  adults: {
    id: 'validation.availability.adults',
    defaultMessage: 'Choose {min, number} to {max, number} adults',
  },
  children: {
    id: 'validation.availability.children',
    defaultMessage: 'Choose {min, number} to {max, number} children',
  },
  limit: {
    id: 'validation.availability.limit',
    defaultMessage: 'Use a whole number from 1 to {max, number}',
  },
});

/*
 * A stay asked about, its price, and which suites are free for it: what a search reads. The
 * booking builds on these (booking.ts); kept apart so that the search page's code does not
 * carry the booking's, its payments' and its promo codes' rules.
 */

const calendarDate = (required: Message) =>
  z
    .string(says(required))
    .check(z.minLength(1, says(required)), z.regex(/^\d{4}-\d{2}-\d{2}$/, says(messages.dateLike)));

/** A stay as the booking takes it (JSON). Dates are checked further by stayProblems. */
export const stayInputSchema = z.object({
  checkIn: calendarDate(messages.checkInRequired),
  checkOut: calendarDate(messages.checkOutRequired),
  adults: wholeNumber(messages.adults, ADULTS, ADULTS),
  children: wholeNumber(messages.children, CHILDREN, CHILDREN),
});

/** The same stay in a query string (`?checkIn=…&adults=2`), as search and quote take it. */
export const stayQuerySchema = z.extend(stayInputSchema, {
  adults: wholeNumberParam(messages.adults, ADULTS, ADULTS),
  children: wholeNumberParam(messages.children, CHILDREN, CHILDREN),
});

/** One night of a stay and its price (whole BDT). */
export const nightPriceSchema = z.object({ date: z.string(), price: z.int() });

export const quoteSchema = z.object({
  nights: z.int(),
  /** The average price of a night: every night's when they all cost the same. */
  nightlyRate: z.int(),
  /** Each night and its price, in date order: the subtotal is their sum. */
  nightly: z.array(nightPriceSchema),
  /** The percentage the discount line takes off ('Discount (10%)'): a promo code's, else 0. */
  discountPercent: z.int(),
  /** Extras added to the stay, each priced; in the subtotal. */
  extras: z.array(quotedExtraSchema),
  /** What guests beyond the suite's base occupancy add, whole stay ('Extra guests'). */
  extraGuests: z.int(),
  subtotal: z.int(),
  discount: z.int(),
  serviceCharge: z.int(),
  vat: z.int(),
  tax: z.int(),
  total: z.int(),
  /** The charges' rates the quote was made at ('VAT(10%)'). */
  charges: chargesSchema,
});

/** A reservation's price as a whole: the spec's lines of the summed subtotal. */
export const reservationTotalsSchema = z.object({
  subtotal: z.int(),
  discountPercent: z.int(),
  discount: z.int(),
  extras: z.array(quotedExtraSchema),
  serviceCharge: z.int(),
  vat: z.int(),
  tax: z.int(),
  total: z.int(),
  charges: chargesSchema,
});

/** One room of a priced set: its suite, its party and its own quote (for reading). */
export const pricedRoomSchema = z.object({
  suite: suiteSchema,
  adults: z.int(),
  children: z.int(),
  quote: quoteSchema,
});

/** A set of suites that together hold a party, each room priced, and its price as one reservation. */
export const combinationSchema = z.object({
  rooms: z.array(pricedRoomSchema),
  quote: reservationTotalsSchema,
});

/** Most suites one availability answer lists (a hotel rarely has more; `total` counts all). */
export const AVAILABILITY_LIMIT = 100;

export const availabilityQuerySchema = z.extend(stayQuerySchema, {
  limit: z.optional(
    wholeNumberParam(
      messages.limit,
      { min: 1, max: AVAILABILITY_LIMIT },
      { max: AVAILABILITY_LIMIT },
    ),
  ),
});

/**
 * `GET /api/suites/availability`: the suites free for the stay, closest fit first, priced;
 * `total` counts them all, `suites` holds the first `limit` (default AVAILABILITY_LIMIT).
 */
export const availabilitySchema = z.object({
  stay: stayInputSchema,
  total: z.int(),
  suites: z.array(z.object({ suite: suiteSchema, quote: quoteSchema })),
  /**
   * When no suite holds the party (`total` is 0): up to COMBINATION_LIMIT sets of 2 or 3 free
   * suites that together hold it, the party split across them, cheapest first; else empty.
   */
  combinations: z.array(combinationSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
