import type { SessionUser } from '#server/auth/session.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import {
  type MailedReservation,
  reservationHoldExpiredMail,
  reservationPaidMail,
} from '#server/mail/reservation-mails.ts';
import { mailedStay, reservationReceiptUrl, sendLater } from '#server/mail/stay-mail.ts';
import { HOTEL_VIEWER } from '#server/repositories/booking-reads.ts';
import { openReservationPaymentAttempt } from '#server/repositories/payments.ts';
import { findReservationRow } from '#server/repositories/reservations.ts';
import type { ServiceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { defineMessages, tr, translator } from '#shared/messages.ts';
import { formatNights } from '#shared/stay-format.ts';
import { bookingForStaff, gatewayOf, newTranId, sendToGateway } from './payment-support.ts';

const messages = defineMessages({
  alreadyPaid: {
    id: 'api.reservationPayments.alreadyPaid',
    defaultMessage: 'This reservation is already paid.',
  },
  holdOver: {
    id: 'api.reservationPayments.holdOver',
    defaultMessage:
      'The hold on these suites has ended, so the reservation can no longer be paid. Please book again.',
  },
  nothingToPay: {
    id: 'api.reservationPayments.nothingToPay',
    defaultMessage: 'This reservation has nothing to pay online.',
  },
  product: {
    id: 'api.reservationPayments.product',
    defaultMessage:
      '{suites, plural, one {# suite} other {# suites}}, {nights} from {checkIn} ({reference})',
  },
});

/**
 * A reservation of several suites pays one deposit for the whole (issue 35): one attempt at the
 * gateway, recorded as each suite's share (repositories/payments.ts), and one mail to its guest
 * when it is paid or when its hold runs out.
 */

/**
 * `POST /api/reservations/:id/payments`: opens the payment of what the guest's own reservation
 * still owes, every suite at once, and answers the gateway's page. 404 for a reservation that is
 * not theirs (staff included: only its guest pays); 409 when it cannot be paid now.
 */
export async function startReservationPayment(
  context: ServiceContext,
  user: SessionUser,
  reservationId: string,
): Promise<{ redirectUrl: string }> {
  const gateway = gatewayOf(context);
  const found = await findReservationRow(context.db, user, reservationId);
  if (!found || found.row.userId !== user.id) throw notFound('reservation');
  const { row } = found;
  const opened = await openReservationPaymentAttempt(
    context.db,
    user.id,
    row.id,
    context.now(),
    newTranId(row.reference),
  );
  if (!opened) throw notFound('reservation');
  if ('refused' in opened) {
    throw conflict(
      opened.refused === 'paid'
        ? tr(messages.alreadyPaid)
        : opened.refused === 'hold_over'
          ? tr(messages.holdOver)
          : tr(messages.nothingToPay),
    );
  }
  const lead = await bookingForStaff(context, opened.bookings[0]?.id ?? '');
  if (!lead) throw notFound('reservation');
  return sendToGateway(context, gateway, {
    tranId: opened.tranId,
    amount: opened.amount,
    back: { reservation: row.id },
    guest: lead.guest,
    // What the gateway's page shows: in English, as the gateway speaks it.
    product: translator('en').format(messages.product, {
      suites: opened.bookings.length,
      nights: formatNights(row.nights, 'en'),
      checkIn: row.checkIn,
      reference: row.reference,
    }),
  });
}

/** The reservation and its suites' bookings, as the payment jobs (acting for the hotel) see them. */
async function reservationForMail(
  context: ServiceContext,
  reservationId: string,
): Promise<{ mailed: MailedReservation; bookings: Booking[] } | null> {
  const found = await findReservationRow(context.db, HOTEL_VIEWER, reservationId);
  if (!found) return null;
  const bookings: Booking[] = [];
  for (const id of found.bookingIds) {
    const booking = await bookingForStaff(context, id);
    if (booking) bookings.push(booking);
  }
  if (bookings.length === 0) return null;
  const { row } = found;
  return {
    mailed: {
      reference: row.reference,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: row.nights,
      total: row.total,
      rooms: bookings.map(mailedStay),
    },
    bookings,
  };
}

/** Tells the guest their reservation's deposit was received and its suites confirmed. */
export async function tellGuestReservationPaid(
  context: ServiceContext,
  reservationId: string,
): Promise<void> {
  const found = await reservationForMail(context, reservationId);
  const guest = found?.bookings[0]?.guest;
  if (!found || !guest) return;
  const paid = found.bookings.reduce((sum, booking) => sum + booking.amountPaid, 0);
  sendLater(
    context,
    sendInReaderLanguage(context, guest.email, () =>
      reservationPaidMail(guest.email, guest.name, found.mailed, {
        paid,
        balance: Math.max(0, found.mailed.total - paid),
        receiptUrl: reservationReceiptUrl(context.config, reservationId),
      }),
    ),
    'reservation payment received',
  );
}

/** Tells the guest the hold on their reservation's suites ended unpaid: one mail for the whole. */
export async function tellGuestReservationEnded(
  context: ServiceContext,
  reservationId: string,
  bookUrl: string,
): Promise<void> {
  const found = await reservationForMail(context, reservationId);
  const guest = found?.bookings[0]?.guest;
  if (!found || !guest) return;
  sendLater(
    context,
    sendInReaderLanguage(context, guest.email, () =>
      reservationHoldExpiredMail(guest.email, guest.name, found.mailed, bookUrl),
    ),
    'reservation hold expired',
  );
}
