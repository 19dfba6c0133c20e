import { randomInt } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError, UNIQUE_VIOLATION } from '#server/db/errors.ts';
import { type BookingRow, bookings, suites } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import {
  type GuestDetailsChange,
  guestDetailsColumns,
} from '#server/repositories/booking-details.ts';
import type { BookingStatus } from '#shared/booking.ts';
import type { Quote, Stay } from '#shared/stay.ts';
import {
  BlockedNightsError,
  BookingLimitError,
  OverlappingBookingError,
  PromoCodeUsedUpError,
  SuiteWithdrawnError,
  UnpaidHoldLimitError,
} from './booking-errors.ts';
import { type Viewer, viewerCondition } from './booking-reads.ts';
import { countUnpaidHolds, countUpcoming, lockGuest } from './guest-limits.ts';
import { givePromoCodeUseBack, takePromoCodeUse } from './promo-codes.ts';
import { refundWhatWasPaid } from './refunds.ts';
import { giveReservationCodeBackIfEnded } from './reservation-codes.ts';
import { isUuid } from './suites.ts';

/** Letters and digits that cannot be mistaken for one another when read out on the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SB-${code}`;
}

/** A quote as the booking's columns keep it. */
export function priceColumns(quote: Quote) {
  return {
    nights: quote.nights,
    nightlyRate: quote.nightlyRate,
    nightlyPrices: quote.nightly,
    subtotal: quote.subtotal,
    discount: quote.discount,
    discountPercent: quote.discountPercent,
    extras: quote.extras,
    extraGuests: quote.extraGuests,
    serviceCharge: quote.serviceCharge,
    vat: quote.vat,
    tax: quote.tax,
    serviceChargePercent: quote.charges.serviceChargePercent,
    vatPercent: quote.charges.vatPercent,
    taxPercent: quote.charges.taxPercent,
    total: quote.total,
  };
}

/** The database's refusal of a booking's nights, as the error the routes answer. */
export function nightsRefused(error: unknown): Error | null {
  const { code, constraint } = postgresError(error);
  if (code !== EXCLUSION_VIOLATION) return null;
  return constraint === 'bookings_not_on_blocked_nights'
    ? new BlockedNightsError()
    : new OverlappingBookingError();
}

/**
 * Stores a booking priced by `quote`. The database refuses an overlap (OverlappingBookingError).
 * The suite's row is share-locked and must still be active (SuiteWithdrawnError): staff archiving
 * or deleting it at the same moment wait for the booking, or the booking sees they won.
 * With `limit`, the guest may hold at most that many upcoming stays (check-out after `today`),
 * and with `unpaidHoldLimit` that many unpaid holds: the guest's row is locked while counting, so
 * bookings sent all at once cannot each see room for one more (BookingLimitError,
 * UnpaidHoldLimitError).
 */
export async function insertBooking(
  db: Database,
  input: {
    userId: string;
    suiteId: string;
    stay: Stay;
    quote: Quote;
    /** The promo code the quote's discount came from: one of its uses is taken, if any is left. */
    promoCodeId?: string;
    limit?: { upcoming: number; today: string };
    /**
     * With online payment: the booking holds its nights unpaid until `expiresAt`; `address` is
     * the client's it was made from (null for none), counted if the hold lapses.
     */
    hold?: { expiresAt: Date; amountDue: number; address: string | null };
    unpaidHoldLimit?: number;
    /** What the guest asked for and when they expect to arrive. */
    details?: GuestDetailsChange;
  },
): Promise<string> {
  const { userId, suiteId, stay, quote, promoCodeId, limit, hold, unpaidHoldLimit } = input;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (limit || unpaidHoldLimit !== undefined) await lockGuest(tx, userId);
        if (limit && (await countUpcoming(tx, userId, limit.today)) >= limit.upcoming) {
          throw new BookingLimitError(limit.upcoming);
        }
        if (
          unpaidHoldLimit !== undefined &&
          (await countUnpaidHolds(tx, userId)) >= unpaidHoldLimit
        ) {
          throw new UnpaidHoldLimitError(unpaidHoldLimit);
        }
        const [suite] = await tx
          .select({ active: suites.active })
          .from(suites)
          .where(eq(suites.id, suiteId))
          .for('share');
        if (!suite?.active) throw new SuiteWithdrawnError();
        if (promoCodeId) {
          // One statement takes a use if one is left: racing bookings cannot overrun max_uses.
          if (!(await takePromoCodeUse(tx, promoCodeId, { offered: true }))) {
            throw new PromoCodeUsedUpError();
          }
        }
        const [row] = await tx
          .insert(bookings)
          .values({
            reference: newReference(),
            userId,
            suiteId,
            ...stay,
            ...priceColumns(quote),
            ...guestDetailsColumns(input.details ?? {}),
            promoCodeId: promoCodeId ?? null,
            ...(hold
              ? {
                  status: 'pending_payment' as const,
                  holdExpiresAt: hold.expiresAt,
                  amountDue: hold.amountDue,
                  holdAddress: hold.address,
                }
              : {}),
          })
          .returning({ id: bookings.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
    } catch (error) {
      if (
        error instanceof BookingLimitError ||
        error instanceof UnpaidHoldLimitError ||
        error instanceof SuiteWithdrawnError ||
        error instanceof PromoCodeUsedUpError
      ) {
        throw error;
      }
      const refused = nightsRefused(error);
      if (refused) throw refused;
      const { code, constraint } = postgresError(error);
      // A reference collision (about 1 in 10^9 per pair): draw another.
      if (code === UNIQUE_VIOLATION && constraint === 'bookings_reference_key' && attempt < 5)
        continue;
      throw error;
    }
  }
}

/**
 * Cancels a booking the viewer may cancel (a guest their own, until the arrival day; an admin
 * any whose stay has not ended), confirmed or still unpaid: marks it cancelled (kept on record)
 * and so frees its nights, and writes the refunds of what was paid online, in one transaction.
 * False for an unknown, someone else's, already cancelled or expired, begun (for a guest) or
 * past booking; else who cancelled and the refunds to send. Staff cancelling a guest's booking
 * is recorded in the audit trail, in the same transaction. `now` is when: an unpaid hold
 * cancelled counts as lapsed from then (limits/guest-limits.ts).
 */
export async function cancelBooking(
  db: Database,
  viewer: Viewer & { email: string },
  id: string,
  today: string,
  now: Date,
): Promise<false | { byStaff: boolean; refundIds: string[] }> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(bookings.id, id),
          inArray(bookings.status, ['confirmed', 'pending_payment']),
          viewerCondition(viewer),
          viewer.role === 'admin' ? gt(bookings.checkOut, today) : gte(bookings.checkIn, today),
          // A guest cancels a reservation of several suites whole (reservations.ts); staff may
          // cancel one suite of it.
          viewer.role === 'admin' ? undefined : isNull(bookings.reservationId),
        ),
      )
      .returning({
        id: bookings.id,
        userId: bookings.userId,
        promoCodeId: bookings.promoCodeId,
        reference: bookings.reference,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        amountPaid: bookings.amountPaid,
        reservationId: bookings.reservationId,
      });
    if (!cancelled) return false;
    // What was paid online goes back (the cancellation policy returns all of it).
    const refundIds =
      cancelled.amountPaid > 0 ? await refundWhatWasPaid(tx, cancelled.id, 'cancelled') : [];
    if (cancelled.promoCodeId) {
      // The stay will not happen: its use of the code is given back.
      await givePromoCodeUseBack(tx, cancelled.promoCodeId);
    }
    // Staff cancelling the last suite of a reservation end it: its code's use goes back.
    if (cancelled.reservationId) await giveReservationCodeBackIfEnded(tx, cancelled.reservationId);
    if (cancelled.userId !== viewer.id) {
      const [guest] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, cancelled.userId));
      const booking = {
        reference: cancelled.reference,
        guest: guest?.email ?? null,
        checkIn: cancelled.checkIn,
        checkOut: cancelled.checkOut,
      };
      await recordAuditEvent(tx, {
        actor: { id: viewer.id, email: viewer.email },
        action: 'booking.cancelled_by_staff',
        target: { type: 'booking', id: cancelled.id },
        before: { ...booking, status: 'confirmed' },
        after: { ...booking, status: 'cancelled' },
      });
    }
    return { byStaff: cancelled.userId !== viewer.id, refundIds };
  });
}

/**
 * Moves a booking's status as staff mark it at the front desk (checked in, checked out, no-show),
 * if `allowed` says the move may be made from the status it has now: the row is locked, checked
 * and updated in one transaction, so two desks marking the same booking at once cannot both win.
 * Audited. Null for no such booking; else the refusal's words, or null when it moved.
 */
export async function moveBookingStatus(
  db: Database,
  actor: { id: string; email: string },
  id: string,
  to: BookingStatus,
  now: Date,
  allowed: (booking: BookingRow) => string | null,
): Promise<{ refused: string | null } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!booking) return null;
    const refused = allowed(booking);
    if (refused) return { refused };
    await tx.update(bookings).set({ status: to, updatedAt: now }).where(eq(bookings.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: 'booking.status_changed',
      target: { type: 'booking', id },
      before: { reference: booking.reference, status: booking.status },
      after: { reference: booking.reference, status: to },
    });
    return { refused: null };
  });
}
