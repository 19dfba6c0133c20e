import type { ChosenExtra } from '#shared/extras.ts';
import type { ReservationRoom } from '#shared/reservation.ts';
import type { Stay } from '#shared/stay.ts';

/** The suite a guest chose and the stay they searched for: what `/booking` shows and books. */
export interface BookingDraft extends Stay {
  suiteId: string;
  /** A promo code the server accepted for this stay. */
  promoCode?: string | undefined;
  /** Extras added to the stay, each with its quantity, in the hotel's order; absent when none. */
  extras?: ChosenExtra[] | undefined;
  /** What the guest asked for and when they expect to arrive, kept through the trip to log in. */
  specialRequests?: string | null | undefined;
  arrivalTime?: string | null | undefined;
}

/**
 * A set of suites chosen together on /allSuites for a party no one suite holds: the stay, each
 * suite with who sleeps in it, and what goes with the whole (one promo code, extras, details).
 */
export interface ReservationDraft extends Pick<Stay, 'checkIn' | 'checkOut'> {
  rooms: ReservationRoom[];
  promoCode?: string | undefined;
  extras?: ChosenExtra[] | undefined;
  specialRequests?: string | null | undefined;
  arrivalTime?: string | null | undefined;
}

/** What `/booking` shows and books: one suite, or a set of them. */
export type StayDraft = BookingDraft | ReservationDraft;

export function isReservationDraft(draft: StayDraft): draft is ReservationDraft {
  return 'rooms' in draft;
}

/** The whole party of a set, as the search took it (to search again for the same stay). */
export function reservationStay(draft: ReservationDraft): Stay {
  const count = (key: 'adults' | 'children') =>
    draft.rooms.reduce((sum, room) => sum + room[key], 0);
  return {
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    adults: count('adults'),
    children: count('children'),
  };
}

/** Where the draft is kept (see read-booking-draft.ts, which checks what it reads back). */
export const BOOKING_DRAFT_KEY = 'suitebook.booking-draft';

export function saveBookingDraft(draft: StayDraft) {
  // No extras are stored as none at all, so a draft reads back exactly as it was first made.
  const { extras, ...rest } = draft;
  const stored = extras && extras.length > 0 ? { ...rest, extras } : rest;
  try {
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: /booking then sends the guest back to choose again.
  }
}

export function clearBookingDraft() {
  try {
    window.sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
