import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError } from '#server/db/errors.ts';
import {
  type BookingRow,
  bookings,
  type PaymentRow,
  payments,
  type RefundRow,
  refunds,
} from '#server/db/schema.ts';
import type { Payment, Refund, RefundReason } from '#shared/payments.ts';
import { countUpcoming, lockGuest } from './guest-limits.ts';
import { givePromoCodeUseBack, takePromoCodeUse } from './promo-codes.ts';
import { isUuid } from './suites.ts';

/** A payment attempt as the booking shows it. */
export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
  method: row.method,
});

/** A refund as the booking shows it: why the gateway refused it only for staff. */
export const toRefund = (row: RefundRow, forStaff: boolean): Refund => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  reference: row.gatewayRef,
  failure: forStaff ? row.failure : null,
  createdAt: row.createdAt.toISOString(),
});

/** The paid payments and every refund of these bookings, by booking. */
export async function moneyOf(
  db: Database,
  bookingIds: readonly string[],
): Promise<Map<string, { payments: PaymentRow[]; refunds: RefundRow[] }>> {
  const money = new Map<string, { payments: PaymentRow[]; refunds: RefundRow[] }>();
  if (bookingIds.length === 0) return money;
  const [paid, back] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.bookingId, [...bookingIds]), eq(payments.status, 'paid')))
      .orderBy(asc(payments.paidAt)),
    db
      .select()
      .from(refunds)
      .where(inArray(refunds.bookingId, [...bookingIds]))
      .orderBy(asc(refunds.createdAt)),
  ]);
  const entry = (id: string) => {
    let found = money.get(id);
    if (!found) {
      found = { payments: [], refunds: [] };
      money.set(id, found);
    }
    return found;
  };
  for (const row of paid) entry(row.bookingId).payments.push(row);
  for (const row of back) entry(row.bookingId).refunds.push(row);
  return money;
}

/**
 * Refunds what is left of each paid payment of a booking (the cancellation policy returns all of
 * it): one `pending` refund row per payment, written in the caller's transaction, so the decision
 * to refund commits with what caused it. Returns the new refunds' ids, for the gateway.
 */
export async function refundWhatWasPaid(
  tx: Database,
  bookingId: string,
  reason: RefundReason,
  /** Only this payment (one paid twice over); otherwise every payment of the booking. */
  paymentId?: string,
): Promise<string[]> {
  const paid = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      refunded: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'paid'),
        paymentId ? eq(payments.id, paymentId) : undefined,
      ),
    );
  const owed = paid.filter((payment) => payment.amount > payment.refunded);
  if (owed.length === 0) return [];
  const rows = await tx
    .insert(refunds)
    .values(
      owed.map((payment) => ({
        bookingId,
        paymentId: payment.id,
        amount: payment.amount - payment.refunded,
        reason,
      })),
    )
    .returning({ id: refunds.id });
  return rows.map((row) => row.id);
}

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

/** An attempt the gateway says failed or was cancelled, unless it was paid meanwhile. */
export async function endPaymentAttempt(
  db: Database,
  tranId: string,
  status: 'failed' | 'cancelled',
): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: new Date() })
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

interface ClaimedRefund {
  id: string;
  bookingId: string;
  amount: number;
  bankTranId: string;
  gatewayRef: string | null;
  status: 'pending' | 'processing';
}

/**
 * Takes a refund to ask the gateway about: a pending one to send, a processing one to follow.
 * The claim moves `updated_at` to `now` and counts the attempt; only a refund never asked for,
 * or untouched since `idleBefore`, can be claimed, so two processes never ask about one refund
 * at once.
 */
export async function claimRefund(
  db: Database,
  id: string,
  now: Date,
  idleBefore: Date,
): Promise<ClaimedRefund | null> {
  const [claimed] = await db
    .update(refunds)
    .set({ updatedAt: now, attempts: sql`${refunds.attempts} + 1` })
    .where(
      and(
        eq(refunds.id, id),
        inArray(refunds.status, ['pending', 'processing']),
        or(eq(refunds.attempts, 0), lte(refunds.updatedAt, idleBefore)),
      ),
    )
    .returning();
  if (!claimed || (claimed.status !== 'pending' && claimed.status !== 'processing')) return null;
  const [payment] = await db
    .select({ bankTranId: payments.bankTranId })
    .from(payments)
    .where(eq(payments.id, claimed.paymentId));
  return {
    id: claimed.id,
    bookingId: claimed.bookingId,
    amount: claimed.amount,
    bankTranId: payment?.bankTranId ?? '',
    gatewayRef: claimed.gatewayRef,
    status: claimed.status,
  };
}

/** Refunds waiting to be sent or followed, untouched since `idleBefore`, oldest first. */
export async function openRefunds(db: Database, idleBefore: Date, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(inArray(refunds.status, ['pending', 'processing']), lte(refunds.updatedAt, idleBefore)),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What the gateway said of a refund; `failure` without a state leaves it to be asked again. */
export async function settleRefund(
  db: Database,
  id: string,
  result: {
    status?: 'processing' | 'refunded' | 'failed';
    gatewayRef?: string;
    failure?: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set({
      ...(result.status ? { status: result.status } : {}),
      ...(result.gatewayRef ? { gatewayRef: result.gatewayRef } : {}),
      failure: result.failure ?? null,
      updatedAt: now,
    })
    .where(eq(refunds.id, id));
}

/** A refund the gateway refused, put back in line (staff asked again); null if not refused. */
export async function reopenRefund(db: Database, id: string, idleSince: Date) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(refunds)
    .set({ status: 'pending', updatedAt: idleSince })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
    .returning({ id: refunds.id, bookingId: refunds.bookingId });
  return row ?? null;
}

/** Whether a refund exists at all, for telling "not refused" from "no such refund". */
export async function refundExists(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, id));
  return Boolean(row);
}
