import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type PaymentRow, payments, type RefundRow, refunds } from '#server/db/schema.ts';
import type { Payment, Refund } from '#shared/payments.ts';

/** A booking's money as it is read: its paid payments and its refunds, shaped as it shows them. */

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
