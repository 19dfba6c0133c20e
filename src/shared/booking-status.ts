import type { BookingStatus } from './booking.ts';

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
export const STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'No-show',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
};

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
  if (stay.status === to) return `This booking is already ${STATUS_LABELS[to].toLowerCase()}.`;
  if (!STATUS_MOVES[stay.status].includes(to)) {
    return `A booking that is ${STATUS_LABELS[stay.status].toLowerCase()} cannot be marked ${STATUS_LABELS[to].toLowerCase()}.`;
  }
  if (to === 'checked_in' && today < stay.checkIn) {
    return `The guest arrives on ${stay.checkIn}: check-in opens that day.`;
  }
  if (to === 'checked_in' && today >= stay.checkOut) {
    return 'This stay has ended: it can no longer be checked in.';
  }
  if (to === 'no_show' && today < stay.checkIn) {
    return `The guest is due on ${stay.checkIn}: they can be marked a no-show from that day.`;
  }
  return null;
}
