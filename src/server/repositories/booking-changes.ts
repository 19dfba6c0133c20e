import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings, type PromoCodeRow, promoCodes, refunds, suites } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import {
  detailsAudited,
  type GuestDetailsChange,
  guestDetailsColumns,
} from '#server/repositories/booking-details.ts';
import { type BookingStage, bookingStage } from '#shared/booking-stage.ts';
import type { Charges } from '#shared/charges.ts';
import type { QuotedExtra } from '#shared/extras.ts';
import type { NightPrice, Quote, Stay } from '#shared/stay.ts';
import { PaidBeyondChangeError, SuiteWithdrawnError } from './booking-errors.ts';
import { lockViewerBooking, type Viewer } from './booking-reads.ts';
import { nightsRefused, priceColumns } from './bookings.ts';
import { givePromoCodeUseBack } from './promo-codes.ts';
import { isUuid } from './suites.ts';

/** Why a booking cannot move: where it stands on the hotel's date. */
export type UnchangeableStage = Exclude<BookingStage, 'upcoming'>;

/**
 * Moves a booking the viewer may see (a guest their own, an admin any) to another stay in the
 * same suite, if it has not begun: the row is locked, `reprice` prices the new stay from what the
 * booking holds, its promo code included (it may throw to refuse it), and the new nights and
 * prices replace the old in one update. A code `reprice` does not keep is given up, and its use
 * given back. The database refuses nights another booking or a block holds
 * (OverlappingBookingError, BlockedNightsError) and the old nights stay booked; nothing changes.
 * The change is in the audit trail whoever made it. Null for no booking the viewer may see.
 */
export async function changeBookingStay(
  db: Database,
  viewer: Viewer & { email: string },
  id: string,
  change: {
    today: string;
    /** When the change is made: the booking's updatedAt. */
    now: Date;
    stay: Stay;
    /** The guest's details changed with the stay, if any. */
    details?: GuestDetailsChange;
    reprice: (
      tx: Database,
      booked: {
        suiteId: string;
        nightly: NightPrice[];
        discountPercent: number;
        /** The code the booking's discount came from, as it stands now; null without one. */
        promoCode: PromoCodeRow | null;
        extras: QuotedExtra[];
        /** The charges' rates it was sold at: a change keeps them. */
        charges: Charges;
        /** The reservation of several suites it is one of, or null. */
        reservationId: string | null;
        stay: Stay;
      },
    ) => Promise<{ quote: Quote; keepsPromoCode: boolean }>;
  },
): Promise<{ changed: true } | { changed: false; stage: UnchangeableStage } | null> {
  if (!isUuid(id)) return null;
  try {
    return await db.transaction(async (tx) => {
      const booking = await lockViewerBooking(tx, viewer, id);
      if (!booking) return null;
      const stage = bookingStage(booking, change.today);
      if (stage !== 'upcoming') return { changed: false, stage };
      const [suite] = await tx
        .select({ active: suites.active })
        .from(suites)
        .where(eq(suites.id, booking.suiteId))
        .for('share');
      if (!suite?.active) throw new SuiteWithdrawnError();
      const before: Stay = {
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        adults: booking.adults,
        children: booking.children,
      };
      const [promoCode] = booking.promoCodeId
        ? await tx.select().from(promoCodes).where(eq(promoCodes.id, booking.promoCodeId))
        : [];
      const { quote, keepsPromoCode } = await change.reprice(tx, {
        suiteId: booking.suiteId,
        nightly: booking.nightlyPrices,
        discountPercent: booking.discountPercent,
        promoCode: promoCode ?? null,
        extras: booking.extras,
        charges: {
          serviceChargePercent: booking.serviceChargePercent,
          vatPercent: booking.vatPercent,
          taxPercent: booking.taxPercent,
        },
        reservationId: booking.reservationId,
        stay: before,
      });
      const givenUpCodeId = keepsPromoCode ? null : booking.promoCodeId;
      const details = guestDetailsColumns(change.details ?? {});
      // What was paid online is not given back by a change: a stay cheaper than that is refused.
      if (booking.amountPaid > 0) {
        const [kept] = await tx
          .select({
            paid: sql<number>`${booking.amountPaid} - coalesce(sum(${refunds.amount}), 0)::int`,
          })
          .from(refunds)
          .where(and(eq(refunds.bookingId, id), ne(refunds.status, 'failed')));
        const paid = Number(kept?.paid ?? booking.amountPaid);
        if (quote.total < paid) throw new PaidBeyondChangeError(paid);
      }
      await tx
        .update(bookings)
        .set({
          ...change.stay,
          ...priceColumns(quote),
          ...details,
          ...(givenUpCodeId ? { promoCodeId: null } : {}),
          // New dates are a new arrival: its mail before arrival is owed again.
          ...(change.stay.checkIn !== booking.checkIn ? { preArrivalMailedAt: null } : {}),
          amountDue: Math.min(booking.amountDue, quote.total),
          updatedAt: change.now,
        })
        .where(eq(bookings.id, id));
      if (givenUpCodeId) {
        // The booking no longer holds the code: its use is given back, as by a cancellation.
        await givePromoCodeUseBack(tx, givenUpCodeId);
      }
      await recordAuditEvent(tx, {
        actor: { id: viewer.id, email: viewer.email },
        action: 'booking.changed',
        target: { type: 'booking', id },
        before: {
          reference: booking.reference,
          ...before,
          total: booking.total,
          discountPercent: booking.discountPercent,
          ...detailsAudited(booking, details),
        },
        after: {
          reference: booking.reference,
          ...change.stay,
          total: quote.total,
          discountPercent: quote.discountPercent,
          ...details,
        },
      });
      return { changed: true as const };
    });
  } catch (error) {
    throw nightsRefused(error) ?? error;
  }
}
