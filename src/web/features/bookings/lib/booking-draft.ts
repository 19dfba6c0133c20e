import * as z from 'zod/mini';
import { createBookingSchema } from '#shared/booking.ts';
import type { Stay } from '#shared/stay.ts';

/** The suite a guest chose and the stay they searched for: what `/booking` shows and books. */
export interface BookingDraft extends Stay {
  suiteId: string;
  /** A promo code the server accepted for this stay. */
  promoCode?: string | undefined;
}

const STORAGE_KEY = 'suitebook.booking-draft';

/**
 * Kept in sessionStorage: it survives a reload and the trip to log in and back, and is gone
 * when the tab is closed. Anything unreadable (an old format, a hand edit) counts as no draft.
 */
export function readBookingDraft(): BookingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = z.safeParse(createBookingSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveBookingDraft(draft: BookingDraft) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: /booking then sends the guest back to choose again.
  }
}

export function clearBookingDraft() {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
