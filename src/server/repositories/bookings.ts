import { randomInt } from 'node:crypto';
import { and, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError, UNIQUE_VIOLATION } from '#server/db/errors.ts';
import {
  type BookingRow,
  bookings,
  type PromoCodeRow,
  promoCodes,
  refunds,
  suites,
} from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import type { BookingStatus } from '#shared/booking.ts';
import { type BookingStage, bookingStage } from '#shared/booking-stage.ts';
import type { QuotedExtra } from '#shared/extras.ts';
import type { NightPrice, Quote, Stay } from '#shared/stay.ts';
import {
  BlockedNightsError,
  BookingLimitError,
  OverlappingBookingError,
  PaidBeyondChangeError,
  PromoCodeUsedUpError,
  SuiteWithdrawnError,
  UnpaidHoldLimitError,
} from './booking-errors.ts';
import { type Viewer, viewerCondition } from './booking-reads.ts';
import { countUnpaidHolds, countUpcoming, lockGuest } from './guest-limits.ts';
import { givePromoCodeUseBack, takePromoCodeUse } from './promo-codes.ts';
import { refundWhatWasPaid } from './refunds.ts';
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
function priceColumns(quote: Quote) {
  return {
    nights: quote.nights,
    nightlyRate: quote.nightlyRate,
    nightlyPrices: quote.nightly,
    subtotal: quote.subtotal,
    discount: quote.discount,
    discountPercent: quote.discountPercent,
    extras: quote.extras,
    serviceCharge: quote.serviceCharge,
    vat: quote.vat,
    tax: quote.tax,
    total: quote.total,
  };
}

/** The database's refusal of a booking's nights, as the error the routes answer. */
function nightsRefused(error: unknown): Error | null {
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
      });
    if (!cancelled) return false;
    // What was paid online goes back (the cancellation policy returns all of it).
    const refundIds =
      cancelled.amountPaid > 0 ? await refundWhatWasPaid(tx, cancelled.id, 'cancelled') : [];
    if (cancelled.promoCodeId) {
      // The stay will not happen: its use of the code is given back.
      await givePromoCodeUseBack(tx, cancelled.promoCodeId);
    }
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
    reprice: (
      tx: Database,
      booked: {
        suiteId: string;
        nightly: NightPrice[];
        discountPercent: number;
        /** The code the booking's discount came from, as it stands now; null without one. */
        promoCode: PromoCodeRow | null;
        extras: QuotedExtra[];
        stay: Stay;
      },
    ) => Promise<{ quote: Quote; keepsPromoCode: boolean }>;
  },
): Promise<{ changed: true } | { changed: false; stage: UnchangeableStage } | null> {
  if (!isUuid(id)) return null;
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), viewerCondition(viewer)))
        .for('update');
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
        stay: before,
      });
      const givenUpCodeId = keepsPromoCode ? null : booking.promoCodeId;
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
          ...(givenUpCodeId ? { promoCodeId: null } : {}),
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
        },
        after: {
          reference: booking.reference,
          ...change.stay,
          total: quote.total,
          discountPercent: quote.discountPercent,
        },
      });
      return { changed: true as const };
    });
  } catch (error) {
    throw nightsRefused(error) ?? error;
  }
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
