import * as z from 'zod/mini';
import { createBookingSchema } from '#shared/booking.ts';
import { chosenExtrasSchema } from '#shared/extras.ts';
import { createReservationSchema } from '#shared/reservation.ts';
import { BOOKING_DRAFT_KEY, type StayDraft } from './booking-draft.ts';

/*
 * Apart from saving (booking-draft.ts): only the booking page reads a draft back, and checking
 * it takes the booking's rules, which the pages that save one need not load.
 */

const draftSchema = z.union([
  z.omit(createBookingSchema, { extras: true }),
  // A set of suites (issue 35): its rooms instead of one suite and party.
  z.omit(createReservationSchema, { extras: true }),
]);

/**
 * Kept in sessionStorage: it survives a reload and the trip to log in and back, and is gone
 * when the tab is closed. Anything unreadable (an old format, a hand edit) counts as no draft;
 * an unreadable list of extras only loses the extras, not the suites and dates chosen.
 */
export function readBookingDraft(): StayDraft | null {
  try {
    const raw = window.sessionStorage.getItem(BOOKING_DRAFT_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    const parsed = draftSchema.safeParse(stored);
    if (!parsed.success) return null;
    const extras = chosenExtrasSchema.safeParse((stored as { extras?: unknown }).extras);
    return extras.success && extras.data.length > 0
      ? { ...parsed.data, extras: extras.data }
      : parsed.data;
  } catch {
    return null;
  }
}
