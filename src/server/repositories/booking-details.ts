import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings } from '#server/db/schema.ts';
import { type BookingStage, bookingStage } from '#shared/booking-stage.ts';
import { recordAuditEvent } from './audit.ts';
import { lockViewerBooking, type Viewer } from './booking-reads.ts';
import { isUuid } from './suites.ts';

/** The guest's details a change sets: a field left out stays as it is; null clears it. */
export interface GuestDetailsChange {
  specialRequests?: string | null | undefined;
  arrivalTime?: string | null | undefined;
}

/** The columns a change writes: only the fields it names. */
export function guestDetailsColumns(details: GuestDetailsChange) {
  return {
    ...(details.specialRequests !== undefined ? { specialRequests: details.specialRequests } : {}),
    ...(details.arrivalTime !== undefined ? { arrivalTime: details.arrivalTime } : {}),
  };
}

/** Stages whose details may still change: the guest has not arrived, and the stay holds. */
export type DetailsStage = Extract<BookingStage, 'upcoming' | 'pending_payment'>;
export type DetailsLockedStage = Exclude<BookingStage, DetailsStage>;

/**
 * Changes the special requests and arrival time of a booking the viewer may see (a guest their
 * own, an admin any) while it is to come: the row is locked, its stage read on `today`, and the
 * fields given written with the audit record in one transaction. Nothing else of the booking
 * moves: no price, no nights. Null for no booking the viewer may see.
 */
export async function changeBookingDetails(
  db: Database,
  viewer: Viewer & { email: string },
  id: string,
  change: { today: string; now: Date; details: GuestDetailsChange },
): Promise<{ changed: true } | { changed: false; stage: DetailsLockedStage } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const booking = await lockViewerBooking(tx, viewer, id);
    if (!booking) return null;
    const stage = bookingStage(booking, change.today);
    if (stage !== 'upcoming' && stage !== 'pending_payment') return { changed: false, stage };
    const columns = guestDetailsColumns(change.details);
    await tx
      .update(bookings)
      .set({ ...columns, updatedAt: change.now })
      .where(eq(bookings.id, id));
    await recordAuditEvent(tx, {
      actor: { id: viewer.id, email: viewer.email },
      action: 'booking.details_changed',
      target: { type: 'booking', id },
      before: {
        reference: booking.reference,
        ...detailsAudited(booking, columns),
      },
      after: { reference: booking.reference, ...columns },
    });
    return { changed: true as const };
  });
}

/** What the booking held of the fields a change names, for the audit trail's "before". */
export function detailsAudited(
  booking: { specialRequests: string | null; arrivalTime: string | null },
  columns: ReturnType<typeof guestDetailsColumns>,
) {
  return {
    ...('specialRequests' in columns ? { specialRequests: booking.specialRequests } : {}),
    ...('arrivalTime' in columns ? { arrivalTime: booking.arrivalTime } : {}),
  };
}
