import { conflict, notFound } from '#server/http/api-error.ts';
import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import { mailedStay, sendLater } from '#server/mail/stay-mail.ts';
import { refundMail } from '#server/mail/templates.ts';
import {
  claimRefund,
  openRefunds,
  refundExists,
  reopenRefund,
  settleRefund,
} from '#server/repositories/refunds.ts';
import type { ServiceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages, type Message, tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { RefundReason } from '#shared/payments.ts';
import { alertStaff, bookingForStaff, gatewayOf } from './payment-support.ts';
import { GatewayError } from './sslcommerz.ts';

const messages = defineMessages({
  reasonCancelled: {
    id: 'api.refunds.reasonCancelled',
    defaultMessage:
      'Your booking is cancelled, and the {amount} you paid online is on its way back to you.',
  },
  reasonLatePayment: {
    id: 'api.refunds.reasonLatePayment',
    defaultMessage:
      'Your payment of {amount} reached us after the hold on your booking had ended, and the nights had been booked meanwhile. We are sorry: the whole payment is on its way back to you. Reception will gladly help you find other dates.',
  },
  reasonLateBookingLimit: {
    id: 'api.refunds.reasonLateBookingLimit',
    defaultMessage:
      'Your payment of {amount} reached us after the hold on your booking had ended, and by then you held as many upcoming stays as one account may, so we could not confirm it again. The whole payment is on its way back to you. Reception will gladly help you.',
  },
  reasonLatePromoUsedUp: {
    id: 'api.refunds.reasonLatePromoUsedUp',
    defaultMessage:
      'Your payment of {amount} reached us after the hold on your booking had ended, and meanwhile its promo code had been used up, so we could not confirm it again at its price. We are sorry: the whole payment is on its way back to you. Reception will gladly help you book again.',
  },
  reasonDuplicatePayment: {
    id: 'api.refunds.reasonDuplicatePayment',
    defaultMessage:
      'Your booking was already paid, so the second payment of {amount} is on its way back to you.',
  },
  onlyRefused: {
    id: 'api.refunds.onlyRefused',
    defaultMessage: 'Only a refund the gateway refused can be asked for again.',
  },
});

/**
 * Refunds: asked of the gateway until it has them, asked again when it did not answer or staff
 * retry one it refused; the guest is told once the gateway accepts.
 */

/** A refund asked for and not yet answered is left alone this long before it is asked again. */
const REFUND_IDLE_MS = 60_000;

const REFUND_REASON_WORDS: Record<RefundReason, Message> = {
  cancelled: messages.reasonCancelled,
  late_payment: messages.reasonLatePayment,
  late_booking_limit: messages.reasonLateBookingLimit,
  late_promo_used_up: messages.reasonLatePromoUsedUp,
  duplicate_payment: messages.reasonDuplicatePayment,
};

/**
 * Asks the gateway for each refund (or where an earlier request stands) and records its answer.
 * A refund the gateway refuses stays `failed`, shown to staff; one it could not be asked about
 * stays open, for the next pass. The guest is told once the gateway has accepted it.
 */
export async function sendRefunds(context: ServiceContext, ids: readonly string[]): Promise<void> {
  const gateway = context.gateway;
  if (!gateway) {
    context.log.error({ refunds: ids }, 'refunds waiting, but the payment gateway is off');
    return;
  }
  for (const id of ids) {
    // A refund just decided is claimed at once; one already asked for, once left alone a while.
    const now = context.now();
    const claimed = await claimRefund(
      context.db,
      id,
      now,
      new Date(now.getTime() - REFUND_IDLE_MS),
    );
    if (!claimed) continue;
    try {
      const outcome =
        claimed.status === 'processing' && claimed.gatewayRef
          ? await gateway.refundStatus(claimed.gatewayRef)
          : await gateway.refund({
              bankTranId: claimed.bankTranId,
              refundTransId: claimed.id.replaceAll('-', '').slice(0, 30),
              amount: claimed.amount,
              remarks: `${hotel.name}: refund of booking payment`,
            });
      if (outcome.state === 'failed') {
        await settleRefund(
          context.db,
          id,
          { status: 'failed', failure: outcome.reason },
          context.now(),
        );
        context.log.error(
          { refundId: id, reason: outcome.reason },
          'refund refused by the gateway',
        );
        await alertStaff(context, claimed.bookingId, {
          subject: 'A refund was refused',
          message: `The payment gateway refused a refund of ${formatBdt(claimed.amount)}: ${outcome.reason}. It is marked on the booking: ask again from the booking list once the reason is cleared, or refund the guest another way.`,
        });
        continue;
      }
      await settleRefund(
        context.db,
        id,
        { status: outcome.state, gatewayRef: outcome.gatewayRef },
        context.now(),
      );
      if (claimed.status === 'pending') await tellGuestRefunded(context, claimed.bookingId, id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // Not answered: left open, asked again by the next pass of the payment jobs.
      await settleRefund(context.db, id, { failure: error.message }, context.now());
      context.log.warn({ refundId: id, reason: error.message }, 'refund not sent yet');
    }
  }
}

async function tellGuestRefunded(context: ServiceContext, bookingId: string, refundId: string) {
  const booking = await bookingForStaff(context, bookingId);
  const refund = booking?.refunds.find((entry) => entry.id === refundId);
  if (!booking || !refund) return;
  sendLater(
    context,
    sendInReaderLanguage(context, booking.guest.email, () =>
      refundMail(booking.guest.email, booking.guest.name, mailedStay(booking), {
        amount: refund.amount,
        why: tr(REFUND_REASON_WORDS[refund.reason], { amount: formatBdt(refund.amount) }),
      }),
    ),
    'refund',
  );
}

/** Refunds not yet settled (sent by a process that stopped, or waiting at the bank): ask again. */
export async function followOpenRefunds(context: ServiceContext): Promise<void> {
  const idleBefore = new Date(context.now().getTime() - REFUND_IDLE_MS);
  const ids = await openRefunds(context.db, idleBefore);
  // Each is claimed again inside sendRefunds, so another process's pass never doubles one.
  await sendRefunds(context, ids);
}

/** `POST /api/admin/refunds/:id/retry`: staff ask the gateway again for a refund it refused. */
export async function retryRefund(context: ServiceContext, refundId: string): Promise<Booking> {
  gatewayOf(context);
  const reopened = await reopenRefund(context.db, refundId, new Date(0));
  if (!reopened) {
    if (await refundExists(context.db, refundId)) {
      throw conflict(tr(messages.onlyRefused));
    }
    throw notFound('refund');
  }
  await sendRefunds(context, [refundId]);
  const booking = await bookingForStaff(context, reopened.bookingId);
  if (!booking) throw notFound('booking');
  return booking;
}
