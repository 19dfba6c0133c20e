import type { BookingStatus } from './booking.ts';

/**
 * Where a booking stands on the hotel's date: what the booking list writes on its row, how it
 * orders the rows, and what a guest may still do with it (pay, cancel, change). Staff's marks
 * (checked in, checked out, no-show) win over the dates.
 */
export const BOOKING_STAGES = [
  'pending_payment',
  'upcoming',
  'in_stay',
  'checked_in',
  'past',
  'checked_out',
  'no_show',
  'cancelled',
  'expired',
] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

interface StagedStay {
  status: BookingStatus;
  /** YYYY-MM-DD, the first night. */
  checkIn: string;
  /** YYYY-MM-DD, the morning of departure. */
  checkOut: string;
}

/** `today` is the hotel's date (YYYY-MM-DD); ISO dates compare as strings. */
export function bookingStage(stay: StagedStay, today: string): BookingStage {
  if (stay.status !== 'confirmed') return stay.status;
  if (stay.checkOut <= today) return 'past';
  // The arrival day still counts as to come: the guest may not have arrived, and may cancel.
  if (stay.checkIn < today) return 'in_stay';
  return 'upcoming';
}

/** A stay to come or under way still has something to pay; an ended or called-off one has not. */
export function stageOwesPayment(stage: BookingStage): boolean {
  return (
    stage === 'pending_payment' ||
    stage === 'upcoming' ||
    stage === 'in_stay' ||
    stage === 'checked_in'
  );
}

/** Not begun yet (held or to come, the arrival day included): what a guest may still cancel. */
export function stageBeforeArrival(stage: BookingStage): boolean {
  return stage === 'pending_payment' || stage === 'upcoming';
}
