import type { BookingStatus } from './booking.ts';
import { localizedLabels } from './labels.ts';
import { defineMessages, tr } from './messages.ts';

const statusMessages = defineMessages({
  pending_payment: {
    id: 'validation.bookingStatus.pendingPayment',
    defaultMessage: 'Awaiting payment',
  },
  confirmed: { id: 'validation.bookingStatus.confirmed', defaultMessage: 'Confirmed' },
  checked_in: { id: 'validation.bookingStatus.checkedIn', defaultMessage: 'Checked in' },
  checked_out: { id: 'validation.bookingStatus.checkedOut', defaultMessage: 'Checked out' },
  no_show: { id: 'validation.bookingStatus.noShow', defaultMessage: 'No-show' },
  cancelled: { id: 'validation.bookingStatus.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'validation.bookingStatus.expired', defaultMessage: 'Expired unpaid' },
});

const moveMessages = defineMessages({
  already: {
    id: 'validation.bookingStatus.already',
    defaultMessage: 'This booking is already {status}.',
  },
  cannotMove: {
    id: 'validation.bookingStatus.cannotMove',
    defaultMessage: 'A booking that is {from} cannot be marked {to}.',
  },
  notArrived: {
    id: 'validation.bookingStatus.notArrived',
    defaultMessage: 'The guest arrives on {date}: check-in opens that day.',
  },
  ended: {
    id: 'validation.bookingStatus.ended',
    defaultMessage: 'This stay has ended: it can no longer be checked in.',
  },
  notDue: {
    id: 'validation.bookingStatus.notDue',
    defaultMessage: 'The guest is due on {date}: they can be marked a no-show from that day.',
  },
});

/**
 * How a booking's status may move, staff's side of the front desk: forward only.
 * confirmed → checked_in → checked_out; confirmed → no_show; confirmed → cancelled.
 */
const STATUS_MOVES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  // Only the gateway's verified payment confirms an unpaid booking; staff may cancel it.
  pending_payment: ['cancelled'],
  confirmed: ['checked_in', 'no_show', 'cancelled'],
  checked_in: ['checked_out'],
  checked_out: [],
  no_show: [],
  cancelled: [],
  expired: [],
};

/** How staff and guests read each status. */
export const STATUS_LABELS: Readonly<Record<BookingStatus, string>> =
  localizedLabels(statusMessages);

/** A status as a sentence names it ("already checked in"). */
const statusInSentence = (status: BookingStatus) => STATUS_LABELS[status].toLowerCase();

interface MovingStay {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
}

/**
 * Why the booking cannot move to `to` on the hotel's date `today`, in words for staff; null when
 * it can. A guest is checked in from their arrival day until the morning they leave, marked a
 * no-show from their arrival day on; a stay is never moved backwards.
 */
export function statusMoveProblem(
  stay: MovingStay,
  to: BookingStatus,
  today: string,
): string | null {
  if (stay.status === to) return tr(moveMessages.already, { status: statusInSentence(to) });
  if (!STATUS_MOVES[stay.status].includes(to)) {
    return tr(moveMessages.cannotMove, {
      from: statusInSentence(stay.status),
      to: statusInSentence(to),
    });
  }
  if (to === 'checked_in' && today < stay.checkIn) {
    return tr(moveMessages.notArrived, { date: stay.checkIn });
  }
  if (to === 'checked_in' && today >= stay.checkOut) {
    return tr(moveMessages.ended);
  }
  if (to === 'no_show' && today < stay.checkIn) {
    return tr(moveMessages.notDue, { date: stay.checkIn });
  }
  return null;
}
