import type { SessionUser } from '#server/auth/session.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import { upcomingLimit, upcomingLimitReached } from '#server/limits/guest-limits.ts';
import { mailedStay, manageUrl, sendLater } from '#server/mail/stay-mail.ts';
import { reservationConfirmationMail } from '#server/mail/templates.ts';
import { sendRefunds } from '#server/payments/refunds.ts';
import {
  BlockedNightsError,
  BookingLimitError,
  PromoCodeUsedUpError,
  SuiteWithdrawnError,
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
import type { ChosenExtra } from '#shared/extras.ts';
import { type Reservation, type ReservationRoom, reservationStatus } from '#shared/reservation.ts';
import { type PricedReservation, priceReservation } from './reservation-pricing.ts';
import { codeRefused, type PromoCodeTry } from './stay-pricing.ts';

/**
 * Several suites in one reservation (issue 35): booked all or nothing, read, and cancelled as a
 * whole. Each suite is a booking of its own, so the front desk, the calendars and staff
 * cancelling one suite (`DELETE /api/bookings/:id`) work on it as on any booking.
 */

/** The 409 naming the suite whose nights were refused, or the error as it was. */
function refusal(error: unknown, priced: PricedReservation): unknown {
  if (error instanceof SuiteWithdrawnError) {
    return conflict('One of these suites is no longer offered. Please choose another suite.');
  }
  if (error instanceof ReservationRoomRefusedError) {
    const name = priced.rooms.find((room) => room.suite.id === error.suiteId)?.suite.name;
    const suite = name ? `The ${name}` : 'One of these suites';
    return conflict(
      error.refusal instanceof BlockedNightsError
        ? `${suite} is not available on some of these nights. Please choose other dates or another suite.`
        : `${suite} was just booked for these dates by another guest. Please choose other dates or another suite.`,
    );
  }
  return error;
}

/**
 * `POST /api/reservations`: the rooms priced at the server's price (reservation-pricing.ts),
 * stored in one transaction, one confirmation mail listing every suite. Paid at the hotel only:
 * with online deposits on, refused (409) until a reservation's deposit can be taken.
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
): Promise<Reservation> {
  const { db, config } = context;
  if (config.payments) {
    throw conflict(
      'Several suites cannot yet be reserved together while deposits are paid online. Please book each suite on its own, or call reception.',
    );
  }
  const today = hotelDate(config, context.now());
  const priced = await priceReservation(context, input);
  const upcoming = upcomingLimit(config, user);
  let id: string;
  try {
    id = await insertReservation(db, {
      userId: user.id,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      nights: priced.nights,
      rooms: priced.rooms.map((room) => ({
        suiteId: room.suite.id,
        stay: room.stay,
        quote: room.quote,
      })),
      totals: priced.totals,
      ...(priced.promo ? { promoCodeId: priced.promo.id } : {}),
      ...(upcoming === undefined ? {} : { limit: { upcoming, today } }),
      details: {
        specialRequests: input.specialRequests ?? null,
        arrivalTime: input.arrivalTime ?? null,
      },
    });
  } catch (error) {
    if (error instanceof BookingLimitError) throw upcomingLimitReached(config, user, error.limit);
    if (error instanceof PromoCodeUsedUpError && priced.promo) {
      throw codeRefused(`The code ${priced.promo.code} has just been used up.`);
    }
    throw refusal(error, priced);
  }
  const reservation = await findReservation(context, user, id);
  sendLater(
    context,
    context.mailer.send(
      reservationConfirmationMail(
        user.email,
        user.name,
        {
          ...reservation,
          total: reservation.quote.total,
          rooms: reservation.bookings.map(mailedStay),
        },
        manageUrl(config),
      ),
    ),
    'reservation confirmation',
  );
  context.log.info({ reservationId: id, reference: reservation.reference }, 'reservation created');
  return reservation;
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
      extras: row.extras,
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
      reservation.status === 'cancelled'
        ? 'This reservation is already cancelled.'
        : 'This stay has begun or is over, so it can no longer be cancelled online. Please call reception.',
    );
  }
  context.log.info({ reservationId: id, byStaff: cancelled.byStaff }, 'reservation cancelled');
  return reservation;
}
