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
  reservationCancellationMail,
  reservationConfirmationMail,
  reservationHeldMail,
} from '#server/mail/reservation-mails.ts';
import {
  hotelTime,
  mailedStay,
  manageUrl,
  reservationPageUrl,
  reservationReceiptUrl,
  sendLater,
} from '#server/mail/stay-mail.ts';
import { sendRefunds } from '#server/payments/refunds.ts';
import {
  BlockedNightsError,
  BookingLimitError,
  PromoCodeUsedUpError,
  SuiteWithdrawnError,
  UnpaidHoldLimitError,
} from '#server/repositories/booking-errors.ts';
import { findBooking } from '#server/repositories/booking-reads.ts';
import {
  cancelReservation,
  findReservationRow,
  insertReservation,
  ReservationRoomRefusedError,
} from '#server/repositories/reservations.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { stageBeforeArrival } from '#shared/booking-stage.ts';
import { type ChosenExtra, extraInReaderLanguage } from '#shared/extras.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { splitAmount } from '#shared/payments.ts';
import { type Reservation, type ReservationRoom, reservationStatus } from '#shared/reservation.ts';
import { type PricedReservation, priceReservation } from './reservation-pricing.ts';
import { codeRefused, type PromoCodeTry, paymentTerms } from './stay-pricing.ts';

const messages = defineMessages({
  suiteWithdrawn: {
    id: 'api.reservationRules.suiteWithdrawn',
    defaultMessage: 'One of these suites is no longer offered. Please choose another suite.',
  },
  namedBlocked: {
    id: 'api.reservationRules.namedBlocked',
    defaultMessage:
      'The {suite} is not available on some of these nights. Please choose other dates or another suite.',
  },
  unnamedBlocked: {
    id: 'api.reservationRules.unnamedBlocked',
    defaultMessage:
      'One of these suites is not available on some of these nights. Please choose other dates or another suite.',
  },
  namedTaken: {
    id: 'api.reservationRules.namedTaken',
    defaultMessage:
      'The {suite} was just booked for these dates by another guest. Please choose other dates or another suite.',
  },
  unnamedTaken: {
    id: 'api.reservationRules.unnamedTaken',
    defaultMessage:
      'One of these suites was just booked for these dates by another guest. Please choose other dates or another suite.',
  },
  codeUsedUp: {
    id: 'api.reservationRules.codeUsedUp',
    defaultMessage: 'The code {code} has just been used up.',
  },
  alreadyCancelled: {
    id: 'api.reservationRules.alreadyCancelled',
    defaultMessage: 'This reservation is already cancelled.',
  },
  begunOrOver: {
    id: 'api.reservationRules.begunOrOver',
    defaultMessage:
      'This stay has begun or is over, so it can no longer be cancelled online. Please call reception.',
  },
});

/**
 * Several suites in one reservation (issue 35): booked all or nothing, read, and cancelled as a
 * whole. Each suite is a booking of its own, so the front desk, the calendars and staff
 * cancelling one suite (`DELETE /api/bookings/:id`) work on it as on any booking.
 */

/** The 409 naming the suite whose nights were refused, or the error as it was. */
function refusal(error: unknown, priced: PricedReservation): unknown {
  if (error instanceof SuiteWithdrawnError) {
    return conflict(tr(messages.suiteWithdrawn));
  }
  if (error instanceof ReservationRoomRefusedError) {
    const name = priced.rooms.find((room) => room.suite.id === error.suiteId)?.suite.name;
    const blocked = error.refusal instanceof BlockedNightsError;
    return conflict(
      name
        ? tr(blocked ? messages.namedBlocked : messages.namedTaken, { suite: name })
        : tr(blocked ? messages.unnamedBlocked : messages.unnamedTaken),
    );
  }
  return error;
}

/**
 * `POST /api/reservations`: the rooms priced at the server's price (reservation-pricing.ts),
 * stored in one transaction, one mail listing every suite. With the gateway on and something to
 * pay online, every suite holds its nights unpaid until one deposit for the whole is paid
 * (payments/reservation-payments.ts), within the guest's limits on holds, each suite counting
 * as one hold; `address` is the client's, as a single booking's hold keeps it.
 */
export async function createReservation(
  context: ServiceContext,
  user: SessionUser,
  input: {
    checkIn: string;
    checkOut: string;
    rooms: ReservationRoom[];
    promoCode: PromoCodeTry;
    extras?: ChosenExtra[] | undefined;
    specialRequests?: string | null | undefined;
    arrivalTime?: string | null | undefined;
  },
  address: string,
): Promise<Reservation> {
  const { db, config } = context;
  const now = context.now();
  const today = hotelDate(config, now);
  const priced = await priceReservation(context, input);
  const upcoming = upcomingLimit(config, user);
  const terms = paymentTerms(config, priced.totals.total);
  const hold = terms ? await newHold(db, config, user, terms, address, now) : undefined;
  // One deposit, each suite's share in proportion to its own total.
  const shares = terms
    ? splitAmount(
        terms.deposit,
        priced.rooms.map((room) => room.quote.total),
      )
    : [];
  let id: string;
  try {
    id = await insertReservation(db, {
      userId: user.id,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      nights: priced.nights,
      rooms: priced.rooms.map((room, index) => ({
        suiteId: room.suite.id,
        stay: room.stay,
        quote: room.quote,
        ...(terms ? { amountDue: shares[index] ?? 0 } : {}),
      })),
      totals: priced.totals,
      ...(priced.promo ? { promoCodeId: priced.promo.id } : {}),
      ...(upcoming === undefined ? {} : { limit: { upcoming, today } }),
      ...(hold ? { hold: { expiresAt: hold.expiresAt, address: hold.address } } : {}),
      ...(hold?.unpaidHoldLimit === undefined ? {} : { unpaidHoldLimit: hold.unpaidHoldLimit }),
      details: {
        specialRequests: input.specialRequests ?? null,
        arrivalTime: input.arrivalTime ?? null,
      },
    });
  } catch (error) {
    if (error instanceof BookingLimitError) throw upcomingLimitReached(config, user, error.limit);
    if (error instanceof UnpaidHoldLimitError) {
      throw unpaidHoldLimitReached(user, error.limit, { suites: input.rooms.length });
    }
    if (error instanceof PromoCodeUsedUpError && priced.promo) {
      throw codeRefused(tr(messages.codeUsedUp, { code: priced.promo.code }));
    }
    throw refusal(error, priced);
  }
  const reservation = await findReservation(context, user, id);
  const mailed = {
    ...reservation,
    total: reservation.quote.total,
    rooms: reservation.bookings.map(mailedStay),
  };
  sendLater(
    context,
    sendInReaderLanguage(context, user.email, () =>
      terms && reservation.holdExpiresAt
        ? reservationHeldMail(user.email, user.name, mailed, {
            deposit: terms.deposit,
            until: hotelTime(config, new Date(reservation.holdExpiresAt)),
            payUrl: reservationPageUrl(config, id),
          })
        : reservationConfirmationMail(user.email, user.name, mailed, {
            manageUrl: manageUrl(config),
            receiptUrl: reservationReceiptUrl(config, id),
          }),
    ),
    terms ? 'reservation hold' : 'reservation confirmation',
  );
  context.log.info({ reservationId: id, reference: reservation.reference }, 'reservation created');
  return reservation;
}

/**
 * What a reservation owes and has paid, from its suites' bookings: the deposit asked online (each
 * suite's share summed), what the gateway confirmed as paid, what is left at the hotel (nothing
 * once every suite is cancelled; with some cancelled, what the suites still booked owe; else the
 * whole's total, its extras included, less what was paid), until when the suites held unpaid
 * hold their nights, and whether the deposit can be paid online now.
 */
function reservationMoney(total: number, bookings: readonly Booking[], now: Date) {
  const sum = (amount: (booking: Booking) => number, of = bookings) =>
    of.reduce((whole, booking) => whole + amount(booking), 0);
  const booked = bookings.filter(
    (booking) => booking.status !== 'cancelled' && booking.status !== 'expired',
  );
  const held = bookings.filter((booking) => booking.status === 'pending_payment');
  const amountPaid = sum((booking) => booking.amountPaid);
  const holdExpiresAt = held.flatMap((booking) => booking.holdExpiresAt ?? []).sort()[0] ?? null;
  return {
    amountDue: sum((booking) => booking.amountDue),
    amountPaid,
    balanceDue:
      booked.length === 0
        ? 0
        : booked.length < bookings.length
          ? sum((booking) => booking.balanceDue, booked)
          : Math.max(0, total - amountPaid),
    holdExpiresAt,
    payable:
      holdExpiresAt !== null &&
      Date.parse(holdExpiresAt) > now.getTime() &&
      held.every((booking) => booking.amountPaid < booking.amountDue),
  };
}

/** `GET /api/reservations/:id`: its guest's or an admin's; 404 for anyone else. */
export async function findReservation(
  context: ServiceContext,
  viewer: SessionUser,
  id: string,
): Promise<Reservation> {
  const { db, config } = context;
  const found = await findReservationRow(db, viewer, id);
  if (!found) throw notFound('reservation');
  const today = hotelDate(config, context.now());
  const bookings: Booking[] = [];
  for (const bookingId of found.bookingIds) {
    const booking = await findBooking(db, viewer, bookingId, today, context.now());
    if (booking) bookings.push(booking);
  }
  const { row } = found;
  return {
    id: row.id,
    reference: row.reference,
    status: reservationStatus(bookings.map((booking) => booking.status)),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    bookings,
    quote: {
      subtotal: row.subtotal,
      discountPercent: row.discountPercent,
      discount: row.discount,
      extras: row.extras.map(extraInReaderLanguage),
      serviceCharge: row.serviceCharge,
      vat: row.vat,
      tax: row.tax,
      total: row.total,
      charges: {
        serviceChargePercent: row.serviceChargePercent,
        vatPercent: row.vatPercent,
        taxPercent: row.taxPercent,
      },
    },
    ...reservationMoney(row.total, bookings, context.now()),
    // A guest's suites are cancelled with the whole only (each says it is not on its own).
    cancellable: bookings.some((booking) =>
      viewer.role === 'admin' ? booking.cancellable : stageBeforeArrival(booking.stage),
    ),
    promoCode: found.promoCode,
    specialRequests: row.specialRequests,
    arrivalTime: row.arrivalTime,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `DELETE /api/reservations/:id`: every booking of it that may still be cancelled is, in one
 * transaction, with the single booking's rules and refunds; 409 when none can be.
 */
export async function cancelReservationFor(
  context: ServiceContext,
  user: SessionUser,
  id: string,
): Promise<Reservation> {
  const today = hotelDate(context.config, context.now());
  const cancelled = await cancelReservation(context.db, user, id, today, context.now());
  if (!cancelled) throw notFound('reservation');
  if (cancelled.refundIds.length > 0) await sendRefunds(context, cancelled.refundIds);
  const reservation = await findReservation(context, user, id);
  if (cancelled.cancelledIds.length === 0) {
    throw conflict(
      reservation.status === 'cancelled' ? tr(messages.alreadyCancelled) : tr(messages.begunOrOver),
    );
  }
  context.log.info({ reservationId: id, byStaff: cancelled.byStaff }, 'reservation cancelled');
  // One mail for the suites cancelled, whoever cancelled them, to the reservation's guest.
  const ended = reservation.bookings.filter((booking) =>
    cancelled.cancelledIds.includes(booking.id),
  );
  const guest = ended[0]?.guest;
  if (guest) {
    sendLater(
      context,
      sendInReaderLanguage(context, guest.email, () =>
        reservationCancellationMail(
          guest.email,
          guest.name,
          { ...reservation, rooms: ended.map(mailedStay) },
          {
            byHotel: cancelled.byStaff,
            whole: reservation.status === 'cancelled',
            bookUrl: new URL(paths.allSuites, context.config.publicUrl).toString(),
            refund: ended.reduce((sum, booking) => sum + booking.amountRefunded, 0),
          },
        ),
      ),
      'reservation cancellation',
    );
  }
  return reservation;
}
