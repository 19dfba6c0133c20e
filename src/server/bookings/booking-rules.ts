import type { SessionUser } from '#server/auth/session.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import {
  newHold,
  unpaidHoldLimitReached,
  upcomingLimit,
  upcomingLimitReached,
} from '#server/limits/guest-limits.ts';
import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import {
  bookingPageUrl,
  calendarAttachment,
  hotelTime,
  mailedStay,
  manageUrl,
  receiptUrl,
  sendLater,
} from '#server/mail/stay-mail.ts';
import {
  bookingChangeMail,
  bookingConfirmationMail,
  bookingHeldMail,
} from '#server/mail/templates.ts';
import { isSuiteFree } from '#server/repositories/availability.ts';
import { changeBookingStay, type UnchangeableStage } from '#server/repositories/booking-changes.ts';
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
import { insertBooking } from '#server/repositories/bookings.ts';
import { findPromoCode } from '#server/repositories/promo-codes.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { Booking, BookingChange, StayQuote } from '#shared/booking.ts';
import { RATES } from '#shared/constants.ts';
import type { ChosenExtra } from '#shared/extras.ts';
import { defineMessages, type Message, tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { Stay } from '#shared/stay.ts';
import { changeGuestDetails } from './guest-details.ts';
import {
  activeSuite,
  checkParty,
  checkStay,
  codeRefused,
  extrasFor,
  type PromoCodeTry,
  paymentTerms,
  priceStay,
  promoFor,
  promoThroughChange,
  repriceExtras,
} from './stay-pricing.ts';

const messages = defineMessages({
  paidBeyond: {
    id: 'api.bookingRules.paidBeyond',
    defaultMessage:
      'You have already paid {paid} online, more than this stay would cost. Please call reception to shorten it: they will refund the difference.',
  },
  suiteWithdrawn: {
    id: 'api.bookingRules.suiteWithdrawn',
    defaultMessage: 'This suite is no longer offered. Please choose another suite.',
  },
  blockedNights: {
    id: 'api.bookingRules.blockedNights',
    defaultMessage:
      'This suite is not available on some of these nights. Please choose other dates or another suite.',
  },
  justBooked: {
    id: 'api.bookingRules.justBooked',
    defaultMessage:
      'These dates were just booked by another guest. Please choose other dates or another suite.',
  },
  codeUsedUp: {
    id: 'api.bookingRules.codeUsedUp',
    defaultMessage: 'The code {code} has just been used up.',
  },
  inReservation: {
    id: 'api.bookingRules.inReservation',
    defaultMessage:
      'This suite is one of a reservation of several suites, whose dates and party change together. Please call reception to change them.',
  },
  unchangeablePendingPayment: {
    id: 'api.bookingRules.unchangeable.pendingPayment',
    defaultMessage:
      'This booking waits for its deposit: pay it first, and then its dates can be changed.',
  },
  unchangeableExpired: {
    id: 'api.bookingRules.unchangeable.expired',
    defaultMessage: 'This booking expired unpaid, so its dates can no longer be changed.',
  },
  unchangeableCancelled: {
    id: 'api.bookingRules.unchangeable.cancelled',
    defaultMessage: 'This booking is cancelled, so its dates can no longer be changed.',
  },
  unchangeableOver: {
    id: 'api.bookingRules.unchangeable.over',
    defaultMessage: 'This stay is over, so its dates can no longer be changed.',
  },
  unchangeableNoShow: {
    id: 'api.bookingRules.unchangeable.noShow',
    defaultMessage: 'This booking was marked a no-show, so its dates can no longer be changed.',
  },
  unchangeableBegun: {
    id: 'api.bookingRules.unchangeable.begun',
    defaultMessage:
      'This stay has begun, so its dates can no longer be changed online. Please call reception.',
  },
});

/**
 * The booking rules: creating and changing a booking share the stay's checks and pricing
 * (stay-pricing.ts), the database's overlap guarantee (through the repository) and the mail;
 * cancelling and the front desk's moves are in booking-cancellation.ts, several suites at once in
 * reservation-rules.ts. The routes parse the request, call these, and answer.
 */

/** A 409 naming why the database refused the nights; other errors are passed on. */
function refusal(error: unknown): unknown {
  if (error instanceof PaidBeyondChangeError) {
    return conflict(tr(messages.paidBeyond, { paid: formatBdt(error.paid) }));
  }
  if (error instanceof SuiteWithdrawnError) {
    return conflict(tr(messages.suiteWithdrawn));
  }
  if (error instanceof BlockedNightsError) {
    return conflict(tr(messages.blockedNights));
  }
  if (error instanceof OverlappingBookingError) {
    return conflict(tr(messages.justBooked));
  }
  return error;
}

/**
 * `POST /api/bookings`: books the stay at the server's price, mails the guest, returns it. With
 * the gateway on and something to pay online, the booking holds its nights unpaid, within the
 * guest's limits on holds (limits/guest-limits.ts); `address` is the client's: a hold keeps
 * its network.
 */
export async function createBooking(
  context: ServiceContext,
  user: SessionUser,
  input: Stay & {
    suiteId: string;
    promoCode: PromoCodeTry;
    extras?: ChosenExtra[] | undefined;
    specialRequests?: string | null | undefined;
    arrivalTime?: string | null | undefined;
  },
  address: string,
): Promise<Booking> {
  const { db, config } = context;
  const {
    suiteId,
    promoCode,
    extras: chosenExtras,
    specialRequests = null,
    arrivalTime = null,
    ...stay
  } = input;
  const now = context.now();
  const today = hotelDate(config, now);
  const nights = checkStay(config, stay, today);
  const suite = await activeSuite(db, suiteId);
  checkParty(suite, stay);
  const promo = await promoFor(context, promoCode, { suiteId: suite.id, nights });
  const quote = await priceStay(db, suite, stay, {
    discountPercent: promo?.percentOff ?? RATES.discount,
    extras: await extrasFor(db, chosenExtras, stay),
  });
  const upcoming = upcomingLimit(config, user);
  const terms = paymentTerms(config, quote.total);
  const hold = terms
    ? { ...(await newHold(db, config, user, terms, address, now)), amountDue: terms.deposit }
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
      ...(hold?.unpaidHoldLimit === undefined ? {} : { unpaidHoldLimit: hold.unpaidHoldLimit }),
      details: { specialRequests, arrivalTime },
    });
  } catch (error) {
    if (error instanceof BookingLimitError) throw upcomingLimitReached(config, user, error.limit);
    if (error instanceof UnpaidHoldLimitError) throw unpaidHoldLimitReached(user, error.limit);
    if (error instanceof PromoCodeUsedUpError && promo) {
      throw codeRefused(tr(messages.codeUsedUp, { code: promo.code }));
    }
    throw refusal(error);
  }
  const booking = await findBooking(db, user, id, today, context.now());
  if (!booking) throw new Error('booking vanished after insert');
  if (hold) {
    // Confirmed, with its calendar file, once the deposit is paid (payments/payment-rules.ts).
    sendLater(
      context,
      sendInReaderLanguage(context, user.email, () =>
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
      sendInReaderLanguage(context, user.email, () => ({
        ...bookingConfirmationMail(user.email, user.name, mailedStay(booking), {
          manageUrl: manageUrl(config),
          receiptUrl: receiptUrl(config, booking.id),
        }),
        attachments: [calendarAttachment(config, booking, context.now())],
      })),
      'booking confirmation',
    );
  }
  context.log.info({ bookingId: id, reference: booking.reference }, 'booking created');
  return booking;
}

/** A suite of a reservation moves with the whole: its price is the reservation's. */
const IN_RESERVATION = messages.inReservation;

const UNCHANGEABLE: Record<UnchangeableStage, Message> = {
  pending_payment: messages.unchangeablePendingPayment,
  expired: messages.unchangeableExpired,
  cancelled: messages.unchangeableCancelled,
  past: messages.unchangeableOver,
  checked_out: messages.unchangeableOver,
  no_show: messages.unchangeableNoShow,
  in_stay: messages.unchangeableBegun,
  checked_in: messages.unchangeableBegun,
};

/**
 * The price a booking would have on other dates or with another party: nights it keeps at
 * their booked price, new ones at today's rates; its promo code's discount only if the new stay
 * still meets the code's rules, else `promoCodeDropped` says why it goes; `available` leaves the
 * booking's own nights out.
 */
export async function quoteChange(
  context: ServiceContext,
  user: SessionUser,
  id: string,
  stay: Stay,
): Promise<StayQuote> {
  const { db, config } = context;
  const today = hotelDate(config, context.now());
  const nights = checkStay(config, stay, today);
  const booking = await findBooking(db, user, id, today, context.now());
  if (!booking) throw notFound('booking');
  if (booking.stage !== 'upcoming') throw conflict(tr(UNCHANGEABLE[booking.stage]));
  if (booking.reservationId) throw conflict(tr(IN_RESERVATION));
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
    charges: booking.charges,
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
 * the change's quote told the guest). The guest's details given with it change with it; given
 * alone, they change without touching the stay (guest-details.ts).
 */
export async function changeBooking(
  context: ServiceContext,
  user: SessionUser,
  id: string,
  change: BookingChange,
): Promise<Booking> {
  const { specialRequests, arrivalTime, checkIn, checkOut, adults, children } = change;
  const details = { specialRequests, arrivalTime };
  if (
    checkIn === undefined ||
    checkOut === undefined ||
    adults === undefined ||
    children === undefined
  ) {
    return changeGuestDetails(context, user, id, details);
  }
  const stay: Stay = { checkIn, checkOut, adults, children };
  const { db, config } = context;
  const today = hotelDate(config, context.now());
  const nights = checkStay(config, stay, today);
  let result: Awaited<ReturnType<typeof changeBookingStay>>;
  try {
    result = await changeBookingStay(db, user, id, {
      today,
      now: context.now(),
      stay,
      details,
      reprice: async (tx, booked) => {
        if (booked.reservationId) throw conflict(tr(IN_RESERVATION));
        const suite = await activeSuite(tx, booked.suiteId);
        checkParty(suite, stay);
        const promo = promoThroughChange(booked, { suiteId: suite.id, nights }, today);
        const quote = await priceStay(tx, suite, stay, {
          kept: booked.nightly,
          discountPercent: promo.discountPercent,
          extras: repriceExtras(booked.extras, stay),
          charges: booked.charges,
        });
        return { quote, keepsPromoCode: promo.dropped === null };
      },
    });
  } catch (error) {
    throw refusal(error);
  }
  if (!result) throw notFound('booking');
  if (!result.changed) throw conflict(tr(UNCHANGEABLE[result.stage]));
  const booking = await findBooking(db, user, id, today, context.now());
  if (!booking) throw new Error('booking vanished after change');
  sendLater(
    context,
    sendInReaderLanguage(context, booking.guest.email, () => ({
      ...bookingChangeMail(
        booking.guest.email,
        booking.guest.name,
        mailedStay(booking),
        manageUrl(config),
      ),
      attachments: [calendarAttachment(config, booking, context.now())],
    })),
    'booking change',
  );
  context.log.info({ bookingId: id }, 'booking changed');
  return booking;
}
