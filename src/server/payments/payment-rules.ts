import type { SessionUser } from '#server/auth/session.ts';
import { ApiError, badRequest, conflict, notFound } from '#server/http/api-error.ts';
import { withLocale } from '#server/i18n/request-locale.ts';
import { upcomingLimit } from '#server/limits/guest-limits.ts';
import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import { calendarAttachment, mailedStay, receiptUrl, sendLater } from '#server/mail/stay-mail.ts';
import { holdExpiredMail, paymentReceivedMail } from '#server/mail/templates.ts';
import { findBooking } from '#server/repositories/booking-reads.ts';
import { forgetHoldAddresses } from '#server/repositories/guest-limits.ts';
import {
  endPaymentAttempt,
  expireHolds,
  findPaymentAttempt,
  openPaymentAttempt,
  recordVerifiedPayment,
} from '#server/repositories/payments.ts';
import type { ServiceContext } from '#server/service-context.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import type { PaymentReturn, RefundReason } from '#shared/payments.ts';
import { formatNights } from '#shared/stay-format.ts';
import {
  alertStaff,
  bookingForStaff,
  gatewayOf,
  newTranId,
  sendToGateway,
  today,
} from './payment-support.ts';
import { sendRefunds } from './refunds.ts';
import { tellGuestReservationEnded, tellGuestReservationPaid } from './reservation-payments.ts';
import { GatewayError, type SslcommerzClient, verifySignature } from './sslcommerz.ts';

const messages = defineMessages({
  fieldRequiredSentence: {
    id: 'api.paymentRules.fieldRequiredSentence',
    defaultMessage: '{name} is required.',
  },
  fieldRequired: { id: 'api.paymentRules.fieldRequired', defaultMessage: '{name} is required' },
  notSigned: {
    id: 'api.paymentRules.notSigned',
    defaultMessage: 'The notification is not signed by the gateway.',
  },
  signatureMismatch: {
    id: 'api.paymentRules.signatureMismatch',
    defaultMessage: 'Does not match the notification',
  },
  unknownStatusSentence: {
    id: 'api.paymentRules.unknownStatusSentence',
    defaultMessage: 'Unknown payment status {status}.',
  },
  unknownStatus: { id: 'api.paymentRules.unknownStatus', defaultMessage: 'Unknown payment status' },
  notValidated: {
    id: 'api.paymentRules.notValidated',
    defaultMessage: 'The payment could not be validated just now.',
  },
  notAccepted: {
    id: 'api.paymentRules.notAccepted',
    defaultMessage: 'The payment was not accepted: {problem}.',
  },
  alreadyPaid: {
    id: 'api.paymentRules.alreadyPaid',
    defaultMessage: 'This booking is already paid.',
  },
  holdOver: {
    id: 'api.paymentRules.holdOver',
    defaultMessage:
      'The hold on this booking has ended, so it can no longer be paid. Please book again.',
  },
  inReservation: {
    id: 'api.paymentRules.inReservation',
    defaultMessage:
      "This suite is one of a reservation of several suites: pay the reservation's deposit, which covers every suite.",
  },
  nothingToPay: {
    id: 'api.paymentRules.nothingToPay',
    defaultMessage: 'This booking has nothing to pay online.',
  },
});

/**
 * The money side of a booking (issue 19): sending the guest to the gateway, believing only the
 * gateway's signed and validated notification, ending holds that run out, and sending refunds
 * until the gateway has them. The routes and the background jobs call these.
 */

/**
 * `POST /api/bookings/:id/payments`: opens a payment of what the guest's own unpaid booking still
 * owes and answers the gateway's page to send them to. 404 for a booking that is not theirs;
 * 409 when it cannot be paid now (already paid, not waiting for payment, the hold has run out);
 * 502 when the gateway will not open a session.
 */
export async function startPayment(
  context: ServiceContext,
  user: SessionUser,
  bookingId: string,
): Promise<{ redirectUrl: string }> {
  const gateway = gatewayOf(context);
  const booking = await findBooking(context.db, user, bookingId, today(context), context.now());
  if (!booking) throw notFound('booking');
  // Only its guest pays for a booking: staff, who see every booking, find no attempt to open.
  const opened = await openPaymentAttempt(
    context.db,
    user.id,
    booking.id,
    context.now(),
    newTranId(booking.reference),
  );
  if (!opened) throw notFound('booking');
  if ('refused' in opened) {
    throw conflict(
      opened.refused === 'paid'
        ? tr(messages.alreadyPaid)
        : opened.refused === 'hold_over'
          ? tr(messages.holdOver)
          : opened.refused === 'in_reservation'
            ? tr(messages.inReservation)
            : tr(messages.nothingToPay),
    );
  }
  return sendToGateway(context, gateway, {
    tranId: opened.tranId,
    amount: opened.amount,
    back: { booking: booking.id },
    guest: booking.guest,
    // What the gateway's page shows: in English, as the gateway speaks it.
    product: withLocale(
      'en',
      () =>
        `${booking.suite.name}, ${formatNights(booking.nights)} from ${booking.checkIn} (${booking.reference})`,
    ),
  });
}

/** What the notification route answers: the gateway reads only the status code. */
type NotificationResult = { received: true; outcome: string };

/**
 * `POST /api/payments/sslcommerz/ipn`: the gateway's notification, believed only when its
 * signature is the gateway's and the gateway's validation service confirms the payment, for the
 * attempt, amount and currency we asked; recorded once (a replay changes nothing).
 */
export async function receiveNotification(
  context: ServiceContext,
  fields: Record<string, string>,
): Promise<NotificationResult> {
  const gateway = context.gateway;
  const settings = context.config.payments;
  if (!gateway || !settings) throw notFound('payment');
  for (const name of ['tran_id', 'status', 'verify_sign', 'verify_key'] as const) {
    if (!fields[name]) {
      throw badRequest(tr(messages.fieldRequiredSentence, { name }), {
        [name]: tr(messages.fieldRequired, { name }),
      });
    }
  }
  if (!verifySignature(fields, settings.storePassword)) {
    context.log.warn({ tranId: fields.tran_id }, 'payment notification with a wrong signature');
    throw badRequest(tr(messages.notSigned), {
      verify_sign: tr(messages.signatureMismatch),
    });
  }
  const tranId = fields.tran_id ?? '';
  const attempt = await findPaymentAttempt(context.db, tranId);
  if (!attempt) throw notFound('payment');
  const status = fields.status ?? '';
  if (
    status === 'FAILED' ||
    status === 'CANCELLED' ||
    status === 'UNATTEMPTED' ||
    status === 'EXPIRED'
  ) {
    await endPaymentAttempt(
      context.db,
      tranId,
      status === 'FAILED' ? 'failed' : 'cancelled',
      context.now(),
    );
    return { received: true, outcome: 'not paid' };
  }
  if (status !== 'VALID' && status !== 'VALIDATED') {
    throw badRequest(tr(messages.unknownStatusSentence, { status }), {
      status: tr(messages.unknownStatus),
    });
  }
  if (attempt.paid) return { received: true, outcome: 'already recorded' };
  const valId = fields.val_id ?? '';
  if (!valId) {
    const name = 'val_id';
    throw badRequest(tr(messages.fieldRequiredSentence, { name }), {
      val_id: tr(messages.fieldRequired, { name }),
    });
  }

  let validation: Awaited<ReturnType<SslcommerzClient['validate']>>;
  try {
    validation = await gateway.validate(valId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The gateway repeats its notification when we do not answer 200: it will come again.
    context.log.warn({ tranId, reason: error.message }, 'payment validation unavailable');
    throw new ApiError(502, 'PAYMENT_GATEWAY', tr(messages.notValidated));
  }
  const problem = validationProblem(validation, { tranId, valId, amount: attempt.amount });
  if (problem) {
    context.log.warn({ tranId, problem }, 'payment notification refused');
    throw badRequest(tr(messages.notAccepted, { problem }), { val_id: problem });
  }
  const outcome = await recordVerifiedPayment(context.db, {
    tranId,
    valId,
    bankTranId: validation.bank_tran_id ?? '',
    method: validation.card_type || null,
    now: context.now(),
    limits: {
      upcoming: (guest) => upcomingLimit(context.config, guest),
      today: today(context),
    },
  });
  if (outcome.kind === 'unknown') throw notFound('payment');
  if (outcome.kind === 'replayed') return { received: true, outcome: 'already recorded' };
  const confirmed = outcome.bookings.filter((booking) => booking.kind === 'confirmed');
  for (const booking of outcome.bookings) {
    if (booking.kind === 'confirmed') {
      context.log.info({ tranId, bookingId: booking.bookingId }, 'payment confirmed a booking');
      if (booking.late) {
        await alertStaff(context, booking.bookingId, {
          subject: 'Paid after the hold ended',
          message:
            'This booking was paid after its hold had run out. Its nights were still free, so it is confirmed: no action is needed.',
        });
      }
    } else {
      context.log.warn({ tranId, reason: booking.reason }, 'payment could not be kept: refunding');
      await sendRefunds(context, booking.refundIds);
      const alert = STAFF_REFUND_ALERTS[booking.reason];
      if (alert) await alertStaff(context, booking.bookingId, alert);
    }
  }
  if (outcome.reservationId) {
    if (confirmed.length > 0) await tellGuestReservationPaid(context, outcome.reservationId);
  } else {
    for (const booking of confirmed) await tellGuestPaid(context, booking.bookingId);
  }
  return { received: true, outcome: confirmed.length > 0 ? 'confirmed' : 'refunded' };
}

const LATE_REFUND_SUBJECT = 'A late payment was refunded';
const LATE_REFUND_CALL =
  'The payment is being refunded in full; the guest may want a call from reception.';

/** What staff are told of a payment refunded as it came; a cancellation's refund needs no one. */
const STAFF_REFUND_ALERTS: Record<RefundReason, { subject: string; message: string } | null> = {
  cancelled: null,
  late_payment: {
    subject: LATE_REFUND_SUBJECT,
    message: `A guest paid after the hold on their booking had run out, and its nights had been taken meanwhile. ${LATE_REFUND_CALL}`,
  },
  late_booking_limit: {
    subject: LATE_REFUND_SUBJECT,
    message: `A guest paid after the hold on their booking had run out, and by then held as many upcoming stays as one account may, so it could not stand again. ${LATE_REFUND_CALL}`,
  },
  late_promo_used_up: {
    subject: LATE_REFUND_SUBJECT,
    message: `A guest paid after the hold on their booking had run out, and its promo code had been used up meanwhile, so it could not stand again at its price. ${LATE_REFUND_CALL}`,
  },
  duplicate_payment: {
    subject: 'A second payment was refunded',
    message:
      'A guest paid a booking that was already paid. The second payment is being refunded in full.',
  },
};

/** Why the gateway's validation does not confirm the payment we asked for; null when it does. */
function validationProblem(
  answer: Awaited<ReturnType<SslcommerzClient['validate']>>,
  expected: { tranId: string; valId: string; amount: number },
): string | null {
  if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') {
    return `the gateway says ${answer.status}`;
  }
  if (answer.tran_id !== expected.tranId) return 'it pays another transaction';
  if (answer.val_id && answer.val_id !== expected.valId) return 'it names another validation';
  if ((answer.currency_type ?? answer.currency) !== 'BDT' || answer.currency !== 'BDT') {
    return 'it is not in BDT';
  }
  const asked = Number(answer.currency_amount ?? answer.amount);
  if (!Number.isFinite(asked) || Math.abs(asked - expected.amount) > 0.001) {
    return 'the amount differs from the one asked';
  }
  if (answer.risk_level !== '0') return 'the gateway marks it as risky';
  if (!answer.bank_tran_id) return 'it carries no bank transaction';
  return null;
}

async function tellGuestPaid(context: ServiceContext, bookingId: string): Promise<void> {
  const booking = await bookingForStaff(context, bookingId);
  if (!booking) return;
  const { config } = context;
  sendLater(
    context,
    sendInReaderLanguage(context, booking.guest.email, () => ({
      ...paymentReceivedMail(booking.guest.email, booking.guest.name, mailedStay(booking), {
        paid: booking.amountPaid,
        balance: booking.balanceDue,
        receiptUrl: receiptUrl(config, booking.id),
      }),
      attachments: [calendarAttachment(config, booking, context.now())],
    })),
    'payment received',
  );
}

/**
 * Ends the holds that have run out and tells each guest; their nights are free again at once.
 * Forgets the client addresses of holds that lapsed before the window they count in. Run every
 * 20 seconds by the payment jobs; safe on several processes.
 */
export async function endExpiredHolds(context: ServiceContext): Promise<number> {
  const now = context.now();
  const ended = await expireHolds(context.db, now);
  // Lapsed holds keep their address only while it counts (none with the gateway switched off).
  const keptHours = context.config.payments?.holdLimits.lapsedWindowHours ?? 0;
  await forgetHoldAddresses(context.db, new Date(now.getTime() - keptHours * 3_600_000));
  const bookUrl = new URL(paths.allSuites, context.config.publicUrl).toString();
  for (const { id } of ended) context.log.info({ bookingId: id }, 'unpaid hold ended');
  // A reservation's suites end together, and its guest hears of it once.
  const reservationsEnded = new Set(ended.flatMap((hold) => hold.reservationId ?? []));
  for (const { id, reservationId } of ended) {
    if (reservationId) continue;
    const booking = await bookingForStaff(context, id);
    if (!booking) continue;
    sendLater(
      context,
      sendInReaderLanguage(context, booking.guest.email, () =>
        holdExpiredMail(booking.guest.email, booking.guest.name, mailedStay(booking), bookUrl),
      ),
      'hold expired',
    );
  }
  for (const id of reservationsEnded) await tellGuestReservationEnded(context, id, bookUrl);
  return ended.length;
}

/**
 * Where the guest lands back from the gateway's page: their booking or reservation, saying how
 * they came back. It confirms nothing: only the notification does; the page shows what the
 * server knows.
 */
export function returnPath(
  back: { booking?: string | undefined; reservation?: string | undefined },
  result: PaymentReturn,
): string {
  if (back.reservation) {
    return `${paths.booking}?reservation=${encodeURIComponent(back.reservation)}&payment=${result}`;
  }
  if (back.booking) {
    return `${paths.booking}?confirmed=${encodeURIComponent(back.booking)}&payment=${result}`;
  }
  return paths.dashboard;
}
