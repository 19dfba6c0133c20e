import * as z from 'zod/mini';
import { createBookingSchema } from '#shared/booking.ts';
import { type ChosenExtra, chosenExtrasSchema } from '#shared/extras.ts';
import type { Stay } from '#shared/stay.ts';

/** The suite a guest chose and the stay they searched for: what `/booking` shows and books. */
export interface BookingDraft extends Stay {
  suiteId: string;
  /** A promo code the server accepted for this stay. */
  promoCode?: string | undefined;
  /** Extras added to the stay, each with its quantity, in the hotel's order; absent when none. */
  extras?: ChosenExtra[] | undefined;
}

const STORAGE_KEY = 'suitebook.booking-draft';

const draftSchema = z.omit(createBookingSchema, { extras: true });

/**
 * Kept in sessionStorage: it survives a reload and the trip to log in and back, and is gone
 * when the tab is closed. Anything unreadable (an old format, a hand edit) counts as no draft;
 * an unreadable list of extras only loses the extras, not the suite and dates chosen.
 */
export function readBookingDraft(): BookingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    const parsed = z.safeParse(draftSchema, stored);
    if (!parsed.success) return null;
    const extras = z.safeParse(chosenExtrasSchema, (stored as { extras?: unknown }).extras);
    return extras.success && extras.data.length > 0
      ? { ...parsed.data, extras: extras.data }
      : parsed.data;
  } catch {
    return null;
  }
}

export function saveBookingDraft(draft: BookingDraft) {
  // No extras are stored as none at all, so a draft reads back exactly as it was first made.
  const { extras, ...rest } = draft;
  const stored = extras && extras.length > 0 ? { ...rest, extras } : rest;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
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
