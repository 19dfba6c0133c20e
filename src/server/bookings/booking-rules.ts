import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionUser } from '#server/auth/session.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { PromoCodeRow } from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/http/api-error.ts';
import { clientNetwork } from '#server/limits/client-network.ts';
import type { FailureLimit } from '#server/limits/rate-limit.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  bookingCancellationMail,
  bookingChangeMail,
  bookingConfirmationMail,
  bookingHeldMail,
} from '#server/mail/templates.ts';
import { sendRefunds } from '#server/payments/payment-rules.ts';
import type { SslcommerzClient } from '#server/payments/sslcommerz.ts';
import { isSuiteFree } from '#server/repositories/availability.ts';
import {
  BlockedNightsError,
  BookingLimitError,
  OverlappingBookingError,
  PaidBeyondChangeError,
  PromoCodeUsedUpError,
  SuiteWithdrawnError,
  UnpaidHoldLimitError,
} from '#server/repositories/booking-errors.ts';
import { findBooking } from '#server/repositories/booking-reads.ts';
import {
  cancelBooking,
  changeBookingStay,
  insertBooking,
  moveBookingStatus,
  type UnchangeableStage,
} from '#server/repositories/bookings.ts';
import { offeredExtras } from '#server/repositories/extras.ts';
import { findPromoCode } from '#server/repositories/promo-codes.ts';
import { seasonsTouching } from '#server/repositories/rate-periods.ts';
import { findActiveSuite } from '#server/repositories/suites.ts';
import type { Booking, BookingStatus, StayQuote } from '#shared/booking.ts';
import { statusMoveProblem } from '#shared/booking-status.ts';
import { RATES } from '#shared/constants.ts';
import {
  type ChosenExtra,
  EXTRA_MESSAGES,
  type Extra,
  priceExtras,
  type QuotedExtra,
} from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';
import { minimumStayProblem, nightlyPrices } from '#shared/nightly-prices.ts';
import { paths } from '#shared/paths.ts';
import { depositFor } from '#shared/payments.ts';
import {
  promoCodeChangeProblem,
  promoCodeProblem,
  unknownCodeMessage,
} from '#shared/promo-codes.ts';
import {
  BOOKING_TOTAL_MAX,
  hotelToday,
  type NightPrice,
  nightsBetween,
  type Quote,
  quoteStay,
  type Stay,
  stayProblems,
} from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import {
  bookingPageUrl,
  calendarAttachment,
  hotelTime,
  mailedStay,
  manageUrl,
  receiptUrl,
  sendLater,
} from './booking-mail.ts';
import {
  checkLapsedHolds,
  unpaidHoldLimit,
  unpaidHoldLimitReached,
  upcomingLimit,
  upcomingLimitReached,
} from './guest-limits.ts';

/**
 * The booking rules, in one place: creating, changing and cancelling a booking share the stay's
 * checks, the nightly pricing, the database's overlap guarantee (through the repository) and the
 * mail. The routes parse the request, call these, and answer.
 */
export interface BookingContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The time now: the app's clock, which tests set. */
  now: () => Date;
  /** The payment gateway, when online deposits are on (config.payments). */
  gateway: SslcommerzClient | null;
}

/** The booking rules' context for one request (its log) in this app. */
export function bookingContext(app: FastifyInstance, log: FastifyBaseLogger): BookingContext {
  return {
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
    log,
    now: app.clock,
    gateway: app.paymentGateway,
  };
}

export function hotelDate(config: Config): string {
  return hotelToday(new Date(), config.booking.timeZone);
}

/** The stay's rules (dates, length, party), or a 400 naming each field; its number of nights. */
export function checkStay(config: Config, stay: Stay): number {
  const problems = stayProblems(stay, {
    today: hotelDate(config),
    maxNights: config.booking.maxNights,
    horizonDays: config.booking.horizonDays,
  });
  if (Object.keys(problems).length > 0) {
    throw badRequest('Please check the dates and guests.', problems);
  }
  return nightsBetween(stay.checkIn, stay.checkOut);
}

function checkParty(suite: Suite, stay: Stay): void {
  if (suite.capacity < stay.adults + stay.children) {
    throw badRequest(`This suite sleeps at most ${suite.capacity} guests.`, {
      adults: `This suite sleeps at most ${suite.capacity} guests`,
    });
  }
}

/**
 * The stay in this suite priced night by night at today's rates (base, weekend, seasons), or a
 * 400 on `checkOut` when a season it touches asks for a longer stay. With `kept`, nights the
 * booking already holds keep the price they were booked at: a change of dates never reprices
 * nights the guest keeps. `discountPercent` comes off the subtotal (a promo code's).
 */
async function priceStay(
  db: Database,
  suite: Pick<Suite, 'id' | 'pricePerNight' | 'weekendPricePerNight'>,
  stay: Stay,
  options: {
    kept?: readonly NightPrice[];
    discountPercent?: number;
    extras?: readonly QuotedExtra[];
  } = {},
): Promise<Quote> {
  const { kept = [], discountPercent = RATES.discount, extras = [] } = options;
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
    { ...RATES, discount: discountPercent },
    extras,
  );
  if (quote.total > BOOKING_TOTAL_MAX) {
    const message = `This stay would cost more than ${formatBdt(BOOKING_TOTAL_MAX)}, the most one booking can hold. Please choose ${extras.length > 0 ? 'fewer extras' : 'a shorter stay'}, or call reception.`;
    throw badRequest(message, { [extras.length > 0 ? 'extras' : 'checkOut']: message });
  }
  return quote;
}

/**
 * The extras a guest chose, priced for the stay at today's prices, or a 400 on `extras` when one
 * is not offered.
 */
async function extrasFor(
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
function repriceExtras(booked: readonly QuotedExtra[], stay: Stay): QuotedExtra[] {
  return priceExtras(
    booked.map((extra) => ({ extra, quantity: extra.quantity })),
    stayMeasure(stay),
  );
}

/** A promo code a guest typed, and the limit on the codes they try that do not apply. */
interface PromoCodeTry {
  typed: string | undefined;
  /** The route's count of this guest's misses (address, and account when signed in). */
  tries: FailureLimit;
}

/**
 * The promo code a guest gave, checked for this stay booked today: its row, or a 400 on
 * `promoCode` naming the code and the reason. Each code is counted against the guest before it
 * is looked up, and forgiven when it applies: 429 once too many have missed.
 */
async function promoFor(
  context: BookingContext,
  { typed, tries }: PromoCodeTry,
  stay: { suiteId: string; nights: number },
) {
  if (typed === undefined || typed.trim() === '') return null;
  await tries.begin();
  const row = await findPromoCode(context.db, typed);
  if (!row) throw codeRefused(unknownCodeMessage(typed));
  const problem = promoCodeProblem(row, stay, hotelDate(context.config));
  if (problem) throw codeRefused(problem);
  await tries.succeeded();
  return row;
}

const codeRefused = (message: string) => badRequest(message, { promoCode: message });

/**
 * The discount a booking keeps through a change to `stay` on `today`: its code's, when the new
 * stay meets every rule of the code again (promoCodeChangeProblem); else none, the code given
 * up, and why. A booking without a code keeps what it has.
 */
function promoThroughChange(
  booked: { discountPercent: number; promoCode: PromoCodeRow | null },
  stay: { suiteId: string; nights: number },
  today: string,
): { discountPercent: number; dropped: { code: string; reason: string } | null } {
  const code = booked.promoCode;
  const reason = code ? promoCodeChangeProblem(code, stay, today) : null;
  if (!code || !reason) return { discountPercent: booked.discountPercent, dropped: null };
  return { discountPercent: RATES.discount, dropped: { code: code.code, reason } };
}

async function activeSuite(db: Database, suiteId: string): Promise<Suite> {
  const suite = await findActiveSuite(db, suiteId);
  if (!suite) throw notFound('suite');
  return suite;
}

/** `GET /api/quote`: the server's price of a stay in one suite, and whether it is free. */
export async function quoteSuite(
  context: BookingContext,
  suiteId: string,
  stay: Stay,
  choices: { promoCode: PromoCodeTry; extras?: ChosenExtra[] | undefined },
): Promise<StayQuote> {
  const nights = checkStay(context.config, stay);
  const suite = await activeSuite(context.db, suiteId);
  checkParty(suite, stay);
  const promo = await promoFor(context, choices.promoCode, { suiteId: suite.id, nights });
  const quote = await priceStay(context.db, suite, stay, {
    discountPercent: promo?.percentOff ?? RATES.discount,
    extras: await extrasFor(context.db, choices.extras, stay),
  });
  return {
    suite,
    quote,
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
function paymentTerms(config: Config, total: number): StayQuote['payment'] {
  const online = config.payments;
  if (!online) return null;
  const deposit = depositFor(total, online.depositPercent);
  if (deposit === 0) return null;
  return { deposit, depositPercent: online.depositPercent, holdMinutes: online.holdMinutes };
}

/** A 409 naming why the database refused the nights; other errors are passed on. */
function refusal(error: unknown): unknown {
  if (error instanceof PaidBeyondChangeError) {
    return conflict(
      `You have already paid ${formatBdt(error.paid)} online, more than this stay would cost. Please call reception to shorten it: they will refund the difference.`,
    );
  }
  if (error instanceof SuiteWithdrawnError) {
    return conflict('This suite is no longer offered. Please choose another suite.');
  }
  if (error instanceof BlockedNightsError) {
    return conflict(
      'This suite is not available on some of these nights. Please choose other dates or another suite.',
    );
  }
  if (error instanceof OverlappingBookingError) {
    return conflict(
      'These dates were just booked by another guest. Please choose other dates or another suite.',
    );
  }
  return error;
}

/**
 * `POST /api/bookings`: books the stay at the server's price, mails the guest, returns it. With
 * the gateway on and something to pay online, the booking holds its nights unpaid, within the
 * guest's limits on holds (guest-limits.ts); `address` is the client's: a hold keeps its network.
 */
export async function createBooking(
  context: BookingContext,
  user: SessionUser,
  input: Stay & {
    suiteId: string;
    promoCode: PromoCodeTry;
    extras?: ChosenExtra[] | undefined;
  },
  address: string,
): Promise<Booking> {
  const { db, config } = context;
  const { suiteId, promoCode, extras: chosenExtras, ...stay } = input;
  const nights = checkStay(config, stay);
  const suite = await activeSuite(db, suiteId);
  checkParty(suite, stay);
  const promo = await promoFor(context, promoCode, { suiteId: suite.id, nights });
  const quote = await priceStay(db, suite, stay, {
    discountPercent: promo?.percentOff ?? RATES.discount,
    extras: await extrasFor(db, chosenExtras, stay),
  });
  const upcoming = upcomingLimit(config, user);
  const unpaidHolds = unpaidHoldLimit(config, user);
  const today = hotelDate(config);
  const terms = paymentTerms(config, quote.total);
  const now = context.now();
  const network = clientNetwork(address);
  if (terms) await checkLapsedHolds(db, config, user, network, now);
  const hold = terms
    ? {
        expiresAt: new Date(now.getTime() + terms.holdMinutes * 60_000),
        amountDue: terms.deposit,
        // Staff holding a suite for a guest, from the hotel's own network, count against no one.
        address: user.role === 'admin' ? null : network,
      }
    : undefined;
  let id: string;
  try {
    id = await insertBooking(db, {
      userId: user.id,
      suiteId: suite.id,
      stay,
      quote,
      ...(promo ? { promoCodeId: promo.id } : {}),
      ...(upcoming === undefined ? {} : { limit: { upcoming, today } }),
      ...(hold ? { hold } : {}),
      ...(hold && unpaidHolds !== undefined ? { unpaidHoldLimit: unpaidHolds } : {}),
    });
  } catch (error) {
    if (error instanceof BookingLimitError) throw upcomingLimitReached(config, user, error.limit);
    if (error instanceof UnpaidHoldLimitError) throw unpaidHoldLimitReached(user, error.limit);
    if (error instanceof PromoCodeUsedUpError && promo) {
      throw codeRefused(`The code ${promo.code} has just been used up.`);
    }
    throw refusal(error);
  }
  const booking = await findBooking(db, user, id, today);
  if (!booking) throw new Error('booking vanished after insert');
  if (hold) {
    // Confirmed, with its calendar file, once the deposit is paid (payment-rules.ts).
    sendLater(
      context,
      context.mailer.send(
        bookingHeldMail(user.email, user.name, mailedStay(booking), {
          deposit: hold.amountDue,
          until: hotelTime(config, hold.expiresAt),
          payUrl: bookingPageUrl(config, booking.id),
        }),
      ),
      'booking hold',
    );
  } else {
    sendLater(
      context,
      context.mailer.send({
        ...bookingConfirmationMail(user.email, user.name, mailedStay(booking), {
          manageUrl: manageUrl(config),
          receiptUrl: receiptUrl(config, booking.id),
        }),
        attachments: [calendarAttachment(config, booking)],
      }),
      'booking confirmation',
    );
  }
  context.log.info({ bookingId: id, reference: booking.reference }, 'booking created');
  return booking;
}

const UNCHANGEABLE: Record<UnchangeableStage, string> = {
  pending_payment:
    'This booking waits for its deposit: pay it first, and then its dates can be changed.',
  expired: 'This booking expired unpaid, so its dates can no longer be changed.',
  cancelled: 'This booking is cancelled, so its dates can no longer be changed.',
  past: 'This stay is over, so its dates can no longer be changed.',
  checked_out: 'This stay is over, so its dates can no longer be changed.',
  no_show: 'This booking was marked a no-show, so its dates can no longer be changed.',
  in_stay:
    'This stay has begun, so its dates can no longer be changed online. Please call reception.',
  checked_in:
    'This stay has begun, so its dates can no longer be changed online. Please call reception.',
};

/**
 * The price a booking would have on other dates or with another party: nights it keeps at
 * their booked price, new ones at today's rates; its promo code's discount only if the new stay
 * still meets the code's rules, else `promoCodeDropped` says why it goes; `available` leaves the
 * booking's own nights out.
 */
export async function quoteChange(
  context: BookingContext,
  user: SessionUser,
  id: string,
  stay: Stay,
): Promise<StayQuote> {
  const { db, config } = context;
  const nights = checkStay(config, stay);
  const today = hotelDate(config);
  const booking = await findBooking(db, user, id, today);
  if (!booking) throw notFound('booking');
  if (booking.stage !== 'upcoming') throw conflict(UNCHANGEABLE[booking.stage]);
  const suite = await activeSuite(db, booking.suiteId);
  checkParty(suite, stay);
  const promoCode = booking.promoCode ? await findPromoCode(db, booking.promoCode) : null;
  const promo = promoThroughChange(
    { discountPercent: booking.discountPercent, promoCode },
    { suiteId: suite.id, nights },
    today,
  );
  const quote = await priceStay(db, suite, stay, {
    kept: booking.nightly,
    discountPercent: promo.discountPercent,
    extras: repriceExtras(booking.extras, stay),
  });
  return {
    suite,
    quote,
    available: await isSuiteFree(db, suite.id, stay, booking.id),
    promoCode: promo.dropped ? null : booking.promoCode,
    promoCodeDropped: promo.dropped,
    // The deposit was settled when booked: a change is paid at the hotel.
    payment: null,
  };
}

/**
 * `PATCH /api/bookings/:id`: moves an upcoming booking to other dates or another party in the
 * same suite, under the same rules as a new booking, atomically (the new nights are held and the
 * old freed, or nothing changes); keeps its reference, records the change, mails the guest. Its
 * promo code goes, with its discount, when the new stay no longer meets the code's rules (as
 * the change's quote told the guest).
 */
export async function changeBooking(
  context: BookingContext,
  user: SessionUser,
  id: string,
  stay: Stay,
): Promise<Booking> {
  const { db, config } = context;
  const nights = checkStay(config, stay);
  const today = hotelDate(config);
  let result: Awaited<ReturnType<typeof changeBookingStay>>;
  try {
    result = await changeBookingStay(db, user, id, {
      today,
      stay,
      reprice: async (tx, booked) => {
        const suite = await activeSuite(tx, booked.suiteId);
        checkParty(suite, stay);
        const promo = promoThroughChange(booked, { suiteId: suite.id, nights }, today);
        const quote = await priceStay(tx, suite, stay, {
          kept: booked.nightly,
          discountPercent: promo.discountPercent,
          extras: repriceExtras(booked.extras, stay),
        });
        return { quote, keepsPromoCode: promo.dropped === null };
      },
    });
  } catch (error) {
    throw refusal(error);
  }
  if (!result) throw notFound('booking');
  if (!result.changed) throw conflict(UNCHANGEABLE[result.stage]);
  const booking = await findBooking(db, user, id, today);
  if (!booking) throw new Error('booking vanished after change');
  sendLater(
    context,
    context.mailer.send({
      ...bookingChangeMail(
        booking.guest.email,
        booking.guest.name,
        mailedStay(booking),
        manageUrl(config),
      ),
      attachments: [calendarAttachment(config, booking)],
    }),
    'booking change',
  );
  context.log.info({ bookingId: id }, 'booking changed');
  return booking;
}

/**
 * `PATCH /api/bookings/:id/status` (staff): checked in, checked out or no-show, forward only and
 * on the right days (booking-status.ts), 409 with the reason otherwise; cancelled goes through
 * the cancellation, with its mail.
 */
export async function moveStatus(
  context: BookingContext,
  user: SessionUser,
  id: string,
  to: BookingStatus,
): Promise<Booking> {
  if (to === 'cancelled') return cancelBookingFor(context, user, id);
  const today = hotelDate(context.config);
  const moved = await moveBookingStatus(context.db, user, id, to, (booking) =>
    statusMoveProblem(booking, to, today),
  );
  if (!moved) throw notFound('booking');
  if (moved.refused) throw conflict(moved.refused);
  const booking = await findBooking(context.db, user, id, today);
  if (!booking) throw new Error('booking vanished after its status moved');
  context.log.info({ bookingId: id, status: to }, 'booking status moved');
  return booking;
}

/** `DELETE /api/bookings/:id`: cancels (kept on record, nights freed) and tells the guest. */
export async function cancelBookingFor(
  context: BookingContext,
  user: SessionUser,
  id: string,
): Promise<Booking> {
  const { db, config } = context;
  const today = hotelDate(config);
  const cancelled = await cancelBooking(db, user, id, today, context.now());
  // What was paid goes back through the gateway before the answer, so it shows the refund's state.
  if (cancelled && cancelled.refundIds.length > 0) await sendRefunds(context, cancelled.refundIds);
  const booking = await findBooking(db, user, id, today);
  if (!booking) throw notFound('booking');
  if (!cancelled) {
    throw conflict(
      booking.stage === 'cancelled'
        ? 'This booking is already cancelled.'
        : booking.stage === 'expired'
          ? 'This booking expired unpaid: there is nothing to cancel.'
          : booking.stage === 'past' || booking.stage === 'checked_out'
            ? 'This stay is over, so it can no longer be cancelled.'
            : booking.stage === 'no_show'
              ? 'This booking was marked a no-show, so it can no longer be cancelled.'
              : 'This stay has begun, so it can no longer be cancelled online. Please call reception.',
    );
  }
  context.log.info({ bookingId: id }, 'booking cancelled');
  // The guest hears of it whoever cancelled.
  sendLater(
    context,
    context.mailer.send(
      bookingCancellationMail(booking.guest.email, booking.guest.name, mailedStay(booking), {
        byHotel: cancelled.byStaff,
        bookUrl: new URL(paths.allSuites, config.publicUrl).toString(),
        refund: booking.amountRefunded,
      }),
    ),
    'booking cancellation',
  );
  return booking;
}
