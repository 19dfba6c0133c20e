import * as z from 'zod/mini';
import { localizedLabels } from './labels.ts';
import { defineMessages } from './messages.ts';
import { percentOf } from './stay.ts';

/**
 * Online payments (SSLCommerz): with the gateway on, a new booking holds its nights while the
 * guest pays a deposit; a verified payment confirms it. Without the gateway, guests pay at the
 * hotel and nothing here applies.
 */

/** One attempt to pay through the gateway: made when the guest is sent there. */
export const PAYMENT_STATUSES = ['initiated', 'paid', 'failed', 'cancelled'] as const;

/**
 * A refund through the gateway: `pending` until it is asked for, `processing` while the bank
 * works on it, `refunded`, or `failed` (shown to staff, who may ask again).
 */
export const REFUND_STATUSES = ['pending', 'processing', 'refunded', 'failed'] as const;
type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why money goes back: the booking was cancelled; a payment came after the hold ran out and the
 * booking could not stand again (its nights were gone, the guest held as many stays as they may,
 * or its promo code was used up); or the booking was paid twice.
 */
export const REFUND_REASONS = [
  'cancelled',
  'late_payment',
  'late_booking_limit',
  'late_promo_used_up',
  'duplicate_payment',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = localizedLabels(
  defineMessages({
    cancelled: { id: 'validation.payments.reason.cancelled', defaultMessage: 'Booking cancelled' },
    late_payment: {
      id: 'validation.payments.reason.latePayment',
      defaultMessage: 'Paid after the hold ended; the nights were taken',
    },
    late_booking_limit: {
      id: 'validation.payments.reason.lateBookingLimit',
      defaultMessage: 'Paid after the hold ended; the guest already held as many stays as allowed',
    },
    late_promo_used_up: {
      id: 'validation.payments.reason.latePromoUsedUp',
      defaultMessage: 'Paid after the hold ended; its promo code was used up',
    },
    duplicate_payment: {
      id: 'validation.payments.reason.duplicatePayment',
      defaultMessage: 'Paid twice; the second payment goes back',
    },
  }),
);

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = localizedLabels(
  defineMessages({
    pending: { id: 'validation.payments.refund.pending', defaultMessage: 'Refund requested' },
    processing: {
      id: 'validation.payments.refund.processing',
      defaultMessage: 'Refund in progress',
    },
    refunded: { id: 'validation.payments.refund.refunded', defaultMessage: 'Refunded' },
    failed: {
      id: 'validation.payments.refund.failed',
      defaultMessage: 'Refund refused by the gateway',
    },
  }),
);

/**
 * What SSLCommerz takes in one payment, whole BDT: "The transaction amount must be from 10.00 BDT
 * to 500000.00 BDT" (its v4 API). A deposit outside it could never be paid.
 */
const GATEWAY_AMOUNT = { min: 10, max: 500_000 } as const;

/**
 * The deposit a booking of `total` owes online: `percent` of it in whole taka, within what the
 * gateway takes. 0, nothing online, when the total is less than the gateway takes (a promo code
 * took it all or almost): the booking is confirmed at once and anything left is paid at the hotel.
 */
export function depositFor(total: number, percent: number): number {
  if (total < GATEWAY_AMOUNT.min) return 0;
  const share = percent >= 100 ? total : percentOf(total, percent);
  return Math.min(total, GATEWAY_AMOUNT.max, Math.max(GATEWAY_AMOUNT.min, share));
}

/**
 * `amount` shared out in whole taka in proportion to `weights` (each suite's total, for a
 * reservation's one deposit): every share at least 1 (a payment row is never empty), the rest by
 * largest remainder, earlier shares first on a tie, so the shares always sum to `amount`.
 * `amount` must be at least the number of shares.
 */
export function splitAmount(amount: number, weights: readonly number[]): number[] {
  const floor = weights.map(() => 1);
  const rest = amount - weights.length;
  if (rest < 0) throw new RangeError(`${amount} cannot be split in ${weights.length} shares`);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) {
    // No weights to go by: as even as whole taka allow.
    return floor.map(
      (one, index) =>
        one + Math.floor(rest / weights.length) + (index < rest % weights.length ? 1 : 0),
    );
  }
  const exact = weights.map((weight) => (rest * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = rest - shares.reduce((total, share) => total + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares.map((share, index) => share + (floor[index] ?? 0));
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
