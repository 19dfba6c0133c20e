import * as z from 'zod/mini';
import { percentOf } from './stay.ts';

/**
 * Online payments (SSLCommerz): with the gateway on, a new booking holds its nights while the
 * guest pays a deposit; a verified payment confirms it. Without the gateway, guests pay at the
 * hotel and nothing here applies.
 */

/** One attempt to pay through the gateway: made when the guest is sent there. */
export const PAYMENT_STATUSES = ['initiated', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A refund through the gateway: `pending` until it is asked for, `processing` while the bank
 * works on it, `refunded`, or `failed` (shown to staff, who may ask again).
 */
export const REFUND_STATUSES = ['pending', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why money goes back: the booking was cancelled, a payment came after the hold ran out and the
 * nights were gone, or the booking was paid twice.
 */
export const REFUND_REASONS = ['cancelled', 'late_payment', 'duplicate_payment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  cancelled: 'Booking cancelled',
  late_payment: 'Paid after the hold ended; the nights were taken',
  duplicate_payment: 'Paid twice; the second payment goes back',
};

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  pending: 'Refund requested',
  processing: 'Refund in progress',
  refunded: 'Refunded',
  failed: 'Refund refused by the gateway',
};

/** The deposit a booking of `total` owes online: `percent` of it in whole taka, at least 1. */
export function depositFor(total: number, percent: number): number {
  if (percent >= 100) return total;
  return Math.min(total, Math.max(1, percentOf(total, percent)));
}

export const paymentSchema = z.object({
  id: z.string(),
  /** Whole BDT. */
  amount: z.int(),
  status: z.enum(PAYMENT_STATUSES),
  /** When the gateway's verified notification recorded it; null until paid. */
  paidAt: z.nullable(z.iso.datetime()),
  /** The card or wallet the guest paid with, as the gateway names it (e.g. VISA-Dutch Bangla). */
  method: z.nullable(z.string()),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.int(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  /** The gateway's reference for the refund, once it has one. */
  reference: z.nullable(z.string()),
  /** Why the gateway refused it (staff only; null for guests and when nothing failed). */
  failure: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

/** `POST /api/bookings/:id/payments`: where to send the guest to pay. */
export const paymentRedirectSchema = z.object({ redirectUrl: z.url() });

/** How the guest came back from the gateway's page: it says nothing about whether they paid. */
export const PAYMENT_RETURNS = ['success', 'fail', 'cancel'] as const;
export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];
