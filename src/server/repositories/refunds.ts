import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payments, refunds } from '#server/db/schema.ts';
import type { RefundReason } from '#shared/payments.ts';
import { isUuid } from './suites.ts';

/**
 * Refunds: deciding one (in the transaction of what caused it), then claiming it to ask the
 * gateway, recording its answer, and putting a refused one back in line.
 */

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
