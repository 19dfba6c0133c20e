import { apiError, badRequest } from '#server/http/api-error.ts';
import { isSuiteFree } from '#server/repositories/availability.ts';
import { currentCharges } from '#server/repositories/hotel-charges.ts';
import type { PromoCodeRow } from '#server/repositories/promo-codes.ts';
import { findActiveSuite } from '#server/repositories/suites.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import { ADULTS, CHILDREN, RATES } from '#shared/constants.ts';
import { type ChosenExtra, extraInReaderLanguage } from '#shared/extras.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import type { ReservationQuote, ReservationRoom } from '#shared/reservation.ts';
import {
  type Quote,
  quoteReservation,
  type ReservationTotals,
  ratesOf,
  type Stay,
} from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import {
  checkStay,
  extrasFor,
  type PromoCodeTry,
  paymentTerms,
  priceStay,
  promoFor,
} from './stay-pricing.ts';

const messages = defineMessages({
  noSuite: { id: 'api.reservationPricing.noSuite', defaultMessage: 'No suite with the id {id}.' },
  sleepsAtMost: {
    id: 'api.reservationPricing.sleepsAtMost',
    defaultMessage:
      'The {suite} sleeps at most {capacity, plural, one {# guest} other {# guests}}.',
  },
});

/**
 * Several suites in one reservation, priced (issue 35): each room at its own nights and party,
 * as one suite is (stay-pricing.ts), and the whole with the discount and the charges on the
 * summed subtotal (quoteReservation), the extras priced for the whole party. The whole is what
 * is paid; each room's quote is for reading, and is what its booking keeps.
 */

export interface ReservationRequest {
  checkIn: string;
  checkOut: string;
  rooms: readonly ReservationRoom[];
  promoCode: PromoCodeTry;
  extras?: ChosenExtra[] | undefined;
}

export interface PricedRoom {
  suite: Suite;
  stay: Stay;
  quote: Quote;
}

export interface PricedReservation {
  nights: number;
  rooms: PricedRoom[];
  totals: ReservationTotals;
  promo: PromoCodeRow | null;
}

/** A room's suite, offered, or a 404 naming the room. */
async function roomSuite(context: ServiceContext, room: ReservationRoom, index: number) {
  const suite = await findActiveSuite(context.db, room.suiteId);
  if (!suite) {
    const message = tr(messages.noSuite, { id: room.suiteId });
    throw apiError(404, message, { [`rooms.${index}.suiteId`]: message });
  }
  return suite;
}

/** The room's party fits its suite, or a 400 naming the room. */
function checkRoomParty(suite: Suite, room: ReservationRoom, index: number): void {
  if (suite.capacity < room.adults + room.children) {
    const message = tr(messages.sleepsAtMost, { suite: suite.name, capacity: suite.capacity });
    throw badRequest(message, { [`rooms.${index}.adults`]: message });
  }
}

/**
 * The set checked (the stay's dates as one suite's; every suite offered and large enough for its
 * party; the promo code valid for each suite) and priced at today's charges.
 */
export async function priceReservation(
  context: ServiceContext,
  request: ReservationRequest,
): Promise<PricedReservation> {
  const { db, config } = context;
  const { checkIn, checkOut } = request;
  // The dates' rules; each room's party was checked by its schema, and is checked against its suite.
  const nights = checkStay(
    config,
    { checkIn, checkOut, adults: ADULTS.min, children: CHILDREN.min },
    hotelDate(config, context.now()),
  );
  const suites: Suite[] = [];
  for (const [index, room] of request.rooms.entries()) {
    const suite = await roomSuite(context, room, index);
    checkRoomParty(suite, room, index);
    suites.push(suite);
  }
  let promo: PromoCodeRow | null = null;
  // A code must apply to every suite of the set (a code may be for some suites only).
  for (const suite of suites) {
    promo = await promoFor(context, request.promoCode, { suiteId: suite.id, nights });
  }
  const discountPercent = promo?.percentOff ?? RATES.discount;
  const charges = await currentCharges(db);
  const rooms: PricedRoom[] = [];
  for (const [index, suite] of suites.entries()) {
    const room = request.rooms[index];
    if (!room) throw new Error('room vanished');
    const stay = { checkIn, checkOut, adults: room.adults, children: room.children };
    rooms.push({
      suite,
      stay,
      quote: await priceStay(db, suite, stay, { discountPercent, charges }),
    });
  }
  const party = {
    checkIn,
    checkOut,
    adults: request.rooms.reduce((sum, room) => sum + room.adults, 0),
    children: request.rooms.reduce((sum, room) => sum + room.children, 0),
  };
  const extras = await extrasFor(db, request.extras, party);
  const totals = quoteReservation(
    rooms.map((room) => room.quote.subtotal),
    ratesOf(charges, discountPercent),
    extras,
  );
  return { nights, rooms, totals, promo };
}

/** `GET /api/quote?rooms=…`: each room's price and whether it is free, and the whole's price. */
export async function quoteRooms(
  context: ServiceContext,
  request: ReservationRequest,
): Promise<ReservationQuote> {
  const priced = await priceReservation(context, request);
  const rooms = [];
  for (const room of priced.rooms) {
    rooms.push({
      suite: room.suite,
      adults: room.stay.adults,
      children: room.stay.children,
      quote: room.quote,
      available: await isSuiteFree(context.db, room.suite.id, room.stay),
    });
  }
  return {
    rooms,
    quote: { ...priced.totals, extras: priced.totals.extras.map(extraInReaderLanguage) },
    available: rooms.every((room) => room.available),
    promoCode: priced.promo?.code ?? null,
    payment: paymentTerms(context.config, priced.totals.total),
  };
}
