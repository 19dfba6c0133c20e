import type { Config } from '#server/config.ts';
import { badRequest, notFound } from '#server/http/api-error.ts';
import type { FailureLimit } from '#server/limits/rate-limit.ts';
import { isSuiteFree } from '#server/repositories/availability.ts';
import type { Database } from '#server/repositories/database.ts';
import { offeredExtras } from '#server/repositories/extras.ts';
import { currentCharges } from '#server/repositories/hotel-charges.ts';
import { findPromoCode, type PromoCodeRow } from '#server/repositories/promo-codes.ts';
import { seasonsTouching } from '#server/repositories/rate-periods.ts';
import { findActiveSuite } from '#server/repositories/suites.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { StayQuote } from '#shared/booking.ts';
import type { Charges } from '#shared/charges.ts';
import { RATES } from '#shared/constants.ts';
import {
  type ChosenExtra,
  EXTRA_MESSAGES,
  type Extra,
  extraInReaderLanguage,
  priceExtras,
  type QuotedExtra,
} from '#shared/extras.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { minimumStayProblem, nightlyPrices } from '#shared/nightly-prices.ts';
import { depositFor } from '#shared/payments.ts';
import {
  promoCodeChangeProblem,
  promoCodeProblem,
  unknownCodeMessage,
} from '#shared/promo-codes.ts';
import {
  BOOKING_TOTAL_MAX,
  extraGuestsFor,
  type GuestPricing,
  type NightPrice,
  nightsBetween,
  type Quote,
  quoteStay,
  ratesOf,
  type Stay,
  stayProblems,
} from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';

const messages = defineMessages({
  checkStay: {
    id: 'api.stayPricing.checkStay',
    defaultMessage: 'Please check the dates and guests.',
  },
  sleepsAtMost: {
    id: 'api.stayPricing.sleepsAtMost',
    defaultMessage: 'This suite sleeps at most {capacity, plural, one {# guest} other {# guests}}',
  },
  sleepsAtMostSentence: {
    id: 'api.stayPricing.sleepsAtMostSentence',
    defaultMessage: 'This suite sleeps at most {capacity, plural, one {# guest} other {# guests}}.',
  },
  tooDearExtras: {
    id: 'api.stayPricing.tooDearExtras',
    defaultMessage:
      'This stay would cost more than {max}, the most one booking can hold. Please choose fewer extras, or call reception.',
  },
  tooDearStay: {
    id: 'api.stayPricing.tooDearStay',
    defaultMessage:
      'This stay would cost more than {max}, the most one booking can hold. Please choose a shorter stay, or call reception.',
  },
});

/**
 * A stay's checks and its price: the dates and party a suite takes, the nightly prices with
 * seasons and extras, a promo code's discount, and what is paid online. Booking, changing and
 * quoting all price through here (booking-rules.ts).
 */

/** The stay's rules (dates, length, party), or a 400 naming each field; its number of nights. */
export function checkStay(config: Config, stay: Stay, today: string): number {
  const problems = stayProblems(stay, {
    today,
    maxNights: config.booking.maxNights,
    horizonDays: config.booking.horizonDays,
  });
  if (Object.keys(problems).length > 0) {
    throw badRequest(tr(messages.checkStay), problems);
  }
  return nightsBetween(stay.checkIn, stay.checkOut);
}

export function checkParty(suite: Suite, stay: Stay): void {
  if (suite.capacity < stay.adults + stay.children) {
    const capacity = { capacity: suite.capacity };
    throw badRequest(tr(messages.sleepsAtMostSentence, capacity), {
      adults: tr(messages.sleepsAtMost, capacity),
    });
  }
}

/**
 * The stay in this suite priced night by night at today's rates (base, weekend, seasons), with
 * what guests beyond its base occupancy add, or a 400 on `checkOut` when a season it touches
 * asks for a longer stay. With `kept`, nights the booking already holds keep the price they were
 * booked at: a change of dates never reprices nights the guest keeps. `discountPercent` comes off
 * the subtotal (a promo code's). The charges are the hotel's now, or `charges` (a booking's, as
 * sold).
 */
export async function priceStay(
  db: Database,
  suite: Pick<Suite, 'id' | 'pricePerNight' | 'weekendPricePerNight'> & GuestPricing,
  stay: Stay,
  options: {
    kept?: readonly NightPrice[];
    discountPercent?: number;
    extras?: readonly QuotedExtra[];
    charges?: Charges;
  } = {},
): Promise<Quote> {
  const { kept = [], discountPercent = RATES.discount, extras = [] } = options;
  const charges = options.charges ?? (await currentCharges(db));
  const seasons = await seasonsTouching(db, [suite.id], stay.checkIn, stay.checkOut);
  const pricing = { ...suite, ratePeriods: seasons.get(suite.id) ?? [] };
  const short = minimumStayProblem(pricing, stay.checkIn, stay.checkOut);
  if (short) throw badRequest(short.message, { checkOut: short.message });
  const booked = new Map(kept.map((night) => [night.date, night.price]));
  const quote = quoteStay(
    nightlyPrices(pricing, stay.checkIn, stay.checkOut).map((night) => ({
      date: night.date,
      price: booked.get(night.date) ?? night.price,
    })),
    ratesOf(charges, discountPercent),
    extras,
    extraGuestsFor(suite, stay, nightsBetween(stay.checkIn, stay.checkOut)),
  );
  if (quote.total > BOOKING_TOTAL_MAX) {
    const message = tr(extras.length > 0 ? messages.tooDearExtras : messages.tooDearStay, {
      max: formatBdt(BOOKING_TOTAL_MAX),
    });
    throw badRequest(message, { [extras.length > 0 ? 'extras' : 'checkOut']: message });
  }
  return quote;
}

/**
 * The extras a guest chose, priced for the stay at today's prices, or a 400 on `extras` when one
 * is not offered.
 */
export async function extrasFor(
  db: Database,
  chosen: readonly ChosenExtra[] | undefined,
  stay: Stay,
): Promise<QuotedExtra[]> {
  if (!chosen || chosen.length === 0) return [];
  const offered = new Map(
    (
      await offeredExtras(
        db,
        chosen.map((entry) => entry.id),
      )
    ).map((extra) => [extra.id, extra]),
  );
  const priced: { extra: Extra; quantity: number }[] = [];
  for (const entry of chosen) {
    const extra = offered.get(entry.id);
    if (!extra) throw badRequest(EXTRA_MESSAGES.unknown, { extras: EXTRA_MESSAGES.unknown });
    priced.push({ extra, quantity: entry.quantity });
  }
  return priceExtras(priced, stayMeasure(stay));
}

const stayMeasure = (stay: Stay) => ({
  nights: nightsBetween(stay.checkIn, stay.checkOut),
  guests: stay.adults + stay.children,
});

/** A booking's extras again for its new stay, at the prices it was quoted. */
export function repriceExtras(booked: readonly QuotedExtra[], stay: Stay): QuotedExtra[] {
  return priceExtras(
    booked.map((extra) => ({ extra, quantity: extra.quantity })),
    stayMeasure(stay),
  );
}

/** A promo code a guest typed, and the limit on the codes they try that do not apply. */
export interface PromoCodeTry {
  typed: string | undefined;
  /** The route's count of this guest's misses (address, and account when signed in). */
  tries: FailureLimit;
}

/**
 * The promo code a guest gave, checked for this stay booked today: its row, or a 400 on
 * `promoCode` naming the code and the reason. Each code is counted against the guest before it
 * is looked up, and forgiven when it applies: 429 once too many have missed.
 */
export async function promoFor(
  context: ServiceContext,
  { typed, tries }: PromoCodeTry,
  stay: { suiteId: string; nights: number },
) {
  if (typed === undefined || typed.trim() === '') return null;
  await tries.begin();
  const row = await findPromoCode(context.db, typed);
  if (!row) throw codeRefused(unknownCodeMessage(typed));
  const problem = promoCodeProblem(row, stay, hotelDate(context.config, context.now()));
  if (problem) throw codeRefused(problem);
  await tries.succeeded();
  return row;
}

export const codeRefused = (message: string) => badRequest(message, { promoCode: message });

/**
 * The discount a booking keeps through a change to `stay` on `today`: its code's, when the new
 * stay meets every rule of the code again (promoCodeChangeProblem); else none, the code given
 * up, and why. A booking without a code keeps what it has.
 */
export function promoThroughChange(
  booked: { discountPercent: number; promoCode: PromoCodeRow | null },
  stay: { suiteId: string; nights: number },
  today: string,
): { discountPercent: number; dropped: { code: string; reason: string } | null } {
  const code = booked.promoCode;
  const reason = code ? promoCodeChangeProblem(code, stay, today) : null;
  if (!code || !reason) return { discountPercent: booked.discountPercent, dropped: null };
  return { discountPercent: RATES.discount, dropped: { code: code.code, reason } };
}

export async function activeSuite(db: Database, suiteId: string): Promise<Suite> {
  const suite = await findActiveSuite(db, suiteId);
  if (!suite) throw notFound('suite');
  return suite;
}

/** `GET /api/quote`: the server's price of a stay in one suite, and whether it is free. */
export async function quoteSuite(
  context: ServiceContext,
  suiteId: string,
  stay: Stay,
  choices: { promoCode: PromoCodeTry; extras?: ChosenExtra[] | undefined },
): Promise<StayQuote> {
  const nights = checkStay(context.config, stay, hotelDate(context.config, context.now()));
  const suite = await activeSuite(context.db, suiteId);
  checkParty(suite, stay);
  const promo = await promoFor(context, choices.promoCode, { suiteId: suite.id, nights });
  const quote = await priceStay(context.db, suite, stay, {
    discountPercent: promo?.percentOff ?? RATES.discount,
    extras: await extrasFor(context.db, choices.extras, stay),
  });
  return {
    suite,
    quote: { ...quote, extras: quote.extras.map(extraInReaderLanguage) },
    available: await isSuiteFree(context.db, suite.id, stay),
    promoCode: promo?.code ?? null,
    promoCodeDropped: null,
    payment: paymentTerms(context.config, quote.total),
  };
}

/**
 * What booking this stay asks to pay online now, or null when it is all paid at the hotel: with
 * the gateway off, or nothing to pay online (a code took all of the total, or all but less than
 * the gateway takes), when the booking is confirmed at once.
 */
export function paymentTerms(config: Config, total: number): StayQuote['payment'] {
  const online = config.payments;
  if (!online) return null;
  const deposit = depositFor(total, online.depositPercent);
  if (deposit === 0) return null;
  return { deposit, depositPercent: online.depositPercent, holdMinutes: online.holdMinutes };
}
