import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError } from '#server/db/errors.ts';
import { type BookingRow, bookings, payments } from '#server/db/schema.ts';
import type { RefundReason } from '#shared/payments.ts';
import { countUpcoming, lockGuest } from './guest-limits.ts';
import { givePromoCodeUseBack, takePromoCodeUse } from './promo-codes.ts';
import { refundWhatWasPaid } from './refunds.ts';
import { isUuid } from './suites.ts';

/**
 * Paying a booking's deposit online: the attempts sent to the gateway, the payment it verifies
 * (which confirms the booking, revives one whose hold ran out, or goes back), and the unpaid holds
 * that run out.
 */

interface PaymentStart {
  tranId: string;
  amount: number;
  booking: BookingRow;
}

/**
 * Opens a payment attempt for the guest's own unpaid booking whose hold has not run out: the
 * amount still owed, under a new `tranId` (the reference and a random tail, at most 30
 * characters). Null for no booking of theirs; else why it cannot be paid now.
 */
export async function openPaymentAttempt(
  db: Database,
  userId: string,
  bookingId: string,
  now: Date,
  tranId: string,
): Promise<PaymentStart | { refused: 'not_pending' | 'hold_over' | 'paid' } | null> {
  if (!isUuid(bookingId)) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .for('update');
    if (!booking) return null;
    if (booking.status !== 'pending_payment') return { refused: 'not_pending' as const };
    if (!booking.holdExpiresAt || booking.holdExpiresAt <= now) {
      return { refused: 'hold_over' as const };
    }
    const amount = booking.amountDue - booking.amountPaid;
    if (amount <= 0) return { refused: 'paid' as const };
    await tx.insert(payments).values({ bookingId, tranId, amount });
    return { tranId, amount, booking };
  });
}

/** The attempt a notification names, or null. */
export async function findPaymentAttempt(db: Database, tranId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.tranId, tranId));
  return row ?? null;
}

/** An attempt the gateway says failed or was cancelled (at `now`), unless it was paid meanwhile. */
export async function endPaymentAttempt(
  db: Database,
  tranId: string,
  status: 'failed' | 'cancelled',
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: now })
    .where(and(eq(payments.tranId, tranId), eq(payments.status, 'initiated')));
}

/**
 * What a verified payment did:
 * - `confirmed`: it confirmed the unpaid booking (or one whose hold had run out, when it could
 *   stand again: see reviveLapsedHold);
 * - `refunded`: the booking could not take it (cancelled, its hold ran out and it could not stand
 *   again, or already paid), so it goes back at once;
 * - `replayed`: this payment was recorded before; nothing changed.
 */
type PaymentOutcome =
  | { kind: 'confirmed'; bookingId: string; late: boolean }
  | { kind: 'refunded'; bookingId: string; reason: RefundReason; refundIds: string[] }
  | { kind: 'replayed'; bookingId: string }
  | { kind: 'unknown' };

/** The guest's limits a booking revived by a late payment must keep, as a new one would. */
interface RevivalLimits {
  /** The upcoming stays a guest may hold (undefined: any), by who they are now. */
  upcoming: (guest: { role: string; emailVerified: boolean }) => number | undefined;
  /** The hotel's date, from which stays count as upcoming. */
  today: string;
}

/**
 * Records a payment the gateway has verified, once: the attempt's row is locked, so a replayed
 * or doubled notification finds it paid and changes nothing; the booking's row is locked too, so
 * a payment racing the hold's end or a cancellation sees what the other did.
 */
export async function recordVerifiedPayment(
  db: Database,
  input: {
    tranId: string;
    valId: string;
    bankTranId: string;
    method: string | null;
    now: Date;
    limits: RevivalLimits;
  },
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(payments)
      .where(eq(payments.tranId, input.tranId))
      .for('update');
    if (!attempt) return { kind: 'unknown' as const };
    if (attempt.status === 'paid')
      return { kind: 'replayed' as const, bookingId: attempt.bookingId };
    await tx
      .update(payments)
      .set({
        status: 'paid',
        valId: input.valId,
        bankTranId: input.bankTranId,
        method: input.method,
        paidAt: input.now,
        updatedAt: input.now,
      })
      .where(eq(payments.id, attempt.id));
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, attempt.bookingId))
      .for('update');
    if (!booking) throw new Error(`payment ${attempt.id} names no booking`);
    const paid = { amountPaid: booking.amountPaid + attempt.amount, updatedAt: input.now };
    // This payment goes back whole (what was paid before it is for the booking to keep or not).
    const refund = async (reason: RefundReason) => {
      await tx.update(bookings).set(paid).where(eq(bookings.id, booking.id));
      return {
        kind: 'refunded' as const,
        bookingId: booking.id,
        reason,
        refundIds: await refundWhatWasPaid(tx, booking.id, reason, attempt.id),
      };
    };
    // Paid: no longer a hold, so where it was made from is no longer kept.
    const confirm = {
      ...paid,
      status: 'confirmed' as const,
      holdExpiresAt: null,
      holdAddress: null,
    };

    if (booking.status === 'pending_payment') {
      await tx.update(bookings).set(confirm).where(eq(bookings.id, booking.id));
      return { kind: 'confirmed' as const, bookingId: booking.id, late: false };
    }
    if (booking.status === 'expired') {
      const refused = await reviveLapsedHold(tx, booking, confirm, input.limits);
      if (refused) return refund(refused);
      return { kind: 'confirmed' as const, bookingId: booking.id, late: true };
    }
    if (booking.status === 'cancelled') return refund('cancelled');
    // Already confirmed (or further on) by another payment: this one is paid twice.
    return refund('duplicate_payment');
  });
}

/** The promo code a revived booking needs a use of was used up meanwhile. */
class PromoCodeGoneError extends Error {}

/**
 * A booking paid after its hold ran out stands again only as a new booking would: the guest under
 * their cap of upcoming stays (their row locked while counting, as a booking locks it), a use of
 * its promo code still left (its use went back when the hold ran out), and its nights still free
 * (the database refuses them otherwise). Confirmed, or why not, nothing changed.
 */
async function reviveLapsedHold(
  tx: Database,
  booking: BookingRow,
  confirm: Partial<BookingRow>,
  limits: RevivalLimits,
): Promise<RefundReason | null> {
  const guest = await lockGuest(tx, booking.userId);
  const cap = guest ? limits.upcoming(guest) : undefined;
  if (cap !== undefined && (await countUpcoming(tx, booking.userId, limits.today)) >= cap) {
    return 'late_booking_limit';
  }
  const { promoCodeId } = booking;
  try {
    await tx.transaction(async (savepoint) => {
      if (promoCodeId) {
        if (!(await takePromoCodeUse(savepoint, promoCodeId, { offered: false }))) {
          throw new PromoCodeGoneError();
        }
      }
      await savepoint.update(bookings).set(confirm).where(eq(bookings.id, booking.id));
    });
  } catch (error) {
    if (error instanceof PromoCodeGoneError) return 'late_promo_used_up';
    if (postgresError(error).code === EXCLUSION_VIOLATION) return 'late_payment';
    throw error;
  }
  return null;
}

/**
 * Ends the unpaid holds that have run out at `now`: `expired`, their nights free again, their
 * promo code uses given back. One statement claims them, so with several processes each hold
 * ends once and its guest hears of it once. Returns the bookings ended.
 */
export async function expireHolds(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.holdExpiresAt, now)))
      .returning({ id: bookings.id, promoCodeId: bookings.promoCodeId });
    for (const { promoCodeId } of ended) {
      if (!promoCodeId) continue;
      await givePromoCodeUseBack(tx, promoCodeId);
    }
    return ended.map((booking) => booking.id);
  });
}
