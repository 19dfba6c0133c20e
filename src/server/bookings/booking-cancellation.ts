import type { SessionUser } from '#server/auth/session.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import { mailedStay, sendLater } from '#server/mail/stay-mail.ts';
import { bookingCancellationMail } from '#server/mail/templates.ts';
import { sendRefunds } from '#server/payments/refunds.ts';
import { findBooking } from '#server/repositories/booking-reads.ts';
import { cancelBooking, moveBookingStatus } from '#server/repositories/bookings.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { Booking, BookingStatus } from '#shared/booking.ts';
import { statusMoveProblem } from '#shared/booking-status.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';

const messages = defineMessages({
  inReservation: {
    id: 'api.bookingCancellation.inReservation',
    defaultMessage:
      'This suite is one of a reservation of several suites: cancel the whole reservation, or call reception to cancel one suite of it.',
  },
  alreadyCancelled: {
    id: 'api.bookingCancellation.alreadyCancelled',
    defaultMessage: 'This booking is already cancelled.',
  },
  expired: {
    id: 'api.bookingCancellation.expired',
    defaultMessage: 'This booking expired unpaid: there is nothing to cancel.',
  },
  over: {
    id: 'api.bookingCancellation.over',
    defaultMessage: 'This stay is over, so it can no longer be cancelled.',
  },
  noShow: {
    id: 'api.bookingCancellation.noShow',
    defaultMessage: 'This booking was marked a no-show, so it can no longer be cancelled.',
  },
  begun: {
    id: 'api.bookingCancellation.begun',
    defaultMessage:
      'This stay has begun, so it can no longer be cancelled online. Please call reception.',
  },
});

/**
 * A booking's end before its stay, and its moves at the front desk: cancelling (by its guest, or
 * staff; a guest cancels a reservation of several suites whole) with its refunds and mail, and
 * staff marking it checked in, checked out or a no-show.
 */

/**
 * `PATCH /api/bookings/:id/status` (staff): checked in, checked out or no-show, forward only and
 * on the right days (booking-status.ts), 409 with the reason otherwise; cancelled goes through
 * the cancellation, with its mail.
 */
export async function moveStatus(
  context: ServiceContext,
  user: SessionUser,
  id: string,
  to: BookingStatus,
): Promise<Booking> {
  if (to === 'cancelled') return cancelBookingFor(context, user, id);
  const today = hotelDate(context.config, context.now());
  const moved = await moveBookingStatus(context.db, user, id, to, context.now(), (booking) =>
    statusMoveProblem(booking, to, today),
  );
  if (!moved) throw notFound('booking');
  if (moved.refused) throw conflict(moved.refused);
  const booking = await findBooking(context.db, user, id, today, context.now());
  if (!booking) throw new Error('booking vanished after its status moved');
  context.log.info({ bookingId: id, status: to }, 'booking status moved');
  return booking;
}

/** `DELETE /api/bookings/:id`: cancels (kept on record, nights freed) and tells the guest. */
export async function cancelBookingFor(
  context: ServiceContext,
  user: SessionUser,
  id: string,
): Promise<Booking> {
  const { db, config } = context;
  const today = hotelDate(config, context.now());
  const cancelled = await cancelBooking(db, user, id, today, context.now());
  // What was paid goes back through the gateway before the answer, so it shows the refund's state.
  if (cancelled && cancelled.refundIds.length > 0) await sendRefunds(context, cancelled.refundIds);
  const booking = await findBooking(db, user, id, today, context.now());
  if (!booking) throw notFound('booking');
  if (!cancelled) {
    // A guest cancels a reservation of several suites whole; staff may cancel one suite of it.
    if (booking.reservationId && user.role !== 'admin') {
      throw conflict(tr(messages.inReservation));
    }
    throw conflict(
      booking.stage === 'cancelled'
        ? tr(messages.alreadyCancelled)
        : booking.stage === 'expired'
          ? tr(messages.expired)
          : booking.stage === 'past' || booking.stage === 'checked_out'
            ? tr(messages.over)
            : booking.stage === 'no_show'
              ? tr(messages.noShow)
              : tr(messages.begun),
    );
  }
  context.log.info({ bookingId: id }, 'booking cancelled');
  // The guest hears of it whoever cancelled.
  sendLater(
    context,
    sendInReaderLanguage(context, booking.guest.email, () =>
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
