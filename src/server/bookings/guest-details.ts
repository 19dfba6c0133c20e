import type { SessionUser } from '#server/auth/session.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import {
  changeBookingDetails,
  type DetailsLockedStage,
  type GuestDetailsChange,
} from '#server/repositories/booking-details.ts';
import { findBooking } from '#server/repositories/booking-reads.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { defineMessages, type Message, tr } from '#shared/messages.ts';

const messages = defineMessages({
  begun: {
    id: 'api.guestDetails.begun',
    defaultMessage:
      'This stay has begun, so its arrival time and special requests can no longer be changed online. Please tell reception.',
  },
  over: {
    id: 'api.guestDetails.over',
    defaultMessage:
      'This stay is over, so its arrival time and special requests can no longer be changed.',
  },
  noShow: {
    id: 'api.guestDetails.noShow',
    defaultMessage:
      'This booking was marked a no-show, so its arrival time and special requests can no longer be changed.',
  },
  cancelled: {
    id: 'api.guestDetails.cancelled',
    defaultMessage:
      'This booking is cancelled, so its arrival time and special requests can no longer be changed.',
  },
  expired: {
    id: 'api.guestDetails.expired',
    defaultMessage:
      'This booking expired unpaid, so its arrival time and special requests can no longer be changed.',
  },
});

const LOCKED: Record<DetailsLockedStage, Message> = {
  in_stay: messages.begun,
  checked_in: messages.begun,
  past: messages.over,
  checked_out: messages.over,
  no_show: messages.noShow,
  cancelled: messages.cancelled,
  expired: messages.expired,
};

/**
 * `PATCH /api/bookings/:id` with the guest's details alone: the special requests and arrival
 * time of a stay to come (held unpaid or confirmed, until check-in), by its guest or staff.
 * Nothing is re-priced or re-checked, and nothing is mailed: the guest sees the change on the
 * page, the hotel at the front desk, and the audit trail keeps who made it.
 */
export async function changeGuestDetails(
  context: ServiceContext,
  user: SessionUser,
  id: string,
  details: GuestDetailsChange,
): Promise<Booking> {
  const { db, config } = context;
  const today = hotelDate(config, context.now());
  const result = await changeBookingDetails(db, user, id, { today, now: context.now(), details });
  if (!result) throw notFound('booking');
  if (!result.changed) throw conflict(tr(LOCKED[result.stage]));
  const booking = await findBooking(db, user, id, today, context.now());
  if (!booking) throw new Error('booking vanished after its details changed');
  context.log.info({ bookingId: id }, 'booking details changed');
  return booking;
}
