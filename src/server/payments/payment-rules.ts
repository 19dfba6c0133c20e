import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session.ts';
import {
  calendarAttachment,
  mailedStay,
  receiptUrl,
  sendLater,
} from '#server/bookings/booking-mail.ts';
import type { BookingContext } from '#server/bookings/booking-rules.ts';
import { upcomingLimit } from '#server/bookings/guest-limits.ts';
import { users } from '#server/db/auth-schema.ts';
import { ApiError, badRequest, conflict, notFound } from '#server/http/api-error.ts';
import {
  holdExpiredMail,
  paymentReceivedMail,
  refundMail,
  staffPaymentAlertMail,
} from '#server/mail/templates.ts';
import { findBooking } from '#server/repositories/booking-reads.ts';
import { forgetHoldAddresses } from '#server/repositories/guest-limits.ts';
import {
  claimRefund,
  endPaymentAttempt,
  expireHolds,
  findPaymentAttempt,
  openPaymentAttempt,
  openRefunds,
  recordVerifiedPayment,
  refundExists,
  reopenRefund,
  settleRefund,
} from '#server/repositories/payments.ts';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { PaymentReturn, RefundReason } from '#shared/payments.ts';
import { hotelToday } from '#shared/stay.ts';
import { GatewayError, type SslcommerzClient, verifySignature } from './sslcommerz.ts';

/**
 * The money side of a booking (issue 19): sending the guest to the gateway, believing only the
 * gateway's signed and validated notification, ending holds that run out, and sending refunds
 * until the gateway has them. The routes and the background jobs call these.
 */

const STAFF = { id: 'system', role: 'admin' as const };

/** A refund asked for and not yet answered is left alone this long before it is asked again. */
const REFUND_IDLE_MS = 60_000;

const today = (context: BookingContext) =>
  hotelToday(context.now(), context.config.booking.timeZone);

function gatewayOf(context: BookingContext): SslcommerzClient {
  if (!context.gateway || !context.config.payments) {
    throw conflict('This hotel takes payment at reception, not online.');
  }
  return context.gateway;
}

/** Ours for one attempt: the reference and a random tail (the gateway allows 30 characters). */
const newTranId = (reference: string) => `${reference}-${randomBytes(5).toString('hex')}`;

/**
 * `POST /api/bookings/:id/payments`: opens a payment of what the guest's own unpaid booking still
 * owes and answers the gateway's page to send them to. 404 for a booking that is not theirs;
 * 409 when it cannot be paid now (already paid, not waiting for payment, the hold has run out);
 * 502 when the gateway will not open a session.
 */
export async function startPayment(
  context: BookingContext,
  user: SessionUser,
  bookingId: string,
): Promise<{ redirectUrl: string }> {
  const gateway = gatewayOf(context);
  const booking = await findBooking(context.db, user, bookingId, today(context));
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
        ? 'This booking is already paid.'
        : opened.refused === 'hold_over'
          ? 'The hold on this booking has ended, so it can no longer be paid. Please book again.'
          : 'This booking has nothing to pay online.',
    );
  }
  const { publicUrl } = context.config;
  const back = (result: PaymentReturn) =>
    new URL(
      `/api/payments/sslcommerz/return/${result}?booking=${booking.id}`,
      publicUrl,
    ).toString();
  try {
    const session = await gateway.startSession({
      tranId: opened.tranId,
      amount: opened.amount,
      successUrl: back('success'),
      failUrl: back('fail'),
      cancelUrl: back('cancel'),
      ipnUrl: new URL('/api/payments/sslcommerz/ipn', publicUrl).toString(),
      customer: {
        name: booking.guest.name,
        email: booking.guest.email,
        // The gateway insists on a phone number; reception's stands in when the guest gave none.
        phone: booking.guest.phone || hotel.phone.display,
        address: hotel.address.locality,
        city: hotel.address.region,
      },
      product: {
        name: `${booking.suite.name}, ${booking.nights} nights from ${booking.checkIn} (${booking.reference})`,
        category: 'Hotel stay',
      },
    });
    context.log.info({ bookingId, tranId: opened.tranId }, 'payment started');
    return { redirectUrl: session.gatewayPageUrl };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    context.log.warn({ bookingId, reason: error.message }, 'payment session refused');
    await endPaymentAttempt(context.db, opened.tranId, 'failed');
    throw new ApiError(
      502,
      'PAYMENT_GATEWAY',
      'The payment service is not answering just now. Your suite is still held: please try again in a moment.',
    );
  }
}

/** What the notification route answers: the gateway reads only the status code. */
type NotificationResult = { received: true; outcome: string };

/**
 * `POST /api/payments/sslcommerz/ipn`: the gateway's notification, believed only when its
 * signature is the gateway's and the gateway's validation service confirms the payment, for the
 * attempt, amount and currency we asked; recorded once (a replay changes nothing).
 */
export async function receiveNotification(
  context: BookingContext,
  fields: Record<string, string>,
): Promise<NotificationResult> {
  const gateway = context.gateway;
  const settings = context.config.payments;
  if (!gateway || !settings) throw notFound('payment');
  for (const name of ['tran_id', 'status', 'verify_sign', 'verify_key'] as const) {
    if (!fields[name]) throw badRequest(`${name} is required.`, { [name]: `${name} is required` });
  }
  if (!verifySignature(fields, settings.storePassword)) {
    context.log.warn({ tranId: fields.tran_id }, 'payment notification with a wrong signature');
    throw badRequest('The notification is not signed by the gateway.', {
      verify_sign: 'Does not match the notification',
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
    await endPaymentAttempt(context.db, tranId, status === 'FAILED' ? 'failed' : 'cancelled');
    return { received: true, outcome: 'not paid' };
  }
  if (status !== 'VALID' && status !== 'VALIDATED') {
    throw badRequest(`Unknown payment status ${status}.`, { status: 'Unknown payment status' });
  }
  if (attempt.status === 'paid') return { received: true, outcome: 'already recorded' };
  const valId = fields.val_id ?? '';
  if (!valId) throw badRequest('val_id is required.', { val_id: 'val_id is required' });

  let validation: Awaited<ReturnType<SslcommerzClient['validate']>>;
  try {
    validation = await gateway.validate(valId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The gateway repeats its notification when we do not answer 200: it will come again.
    context.log.warn({ tranId, reason: error.message }, 'payment validation unavailable');
    throw new ApiError(502, 'PAYMENT_GATEWAY', 'The payment could not be validated just now.');
  }
  const problem = validationProblem(validation, { tranId, valId, amount: attempt.amount });
  if (problem) {
    context.log.warn({ tranId, problem }, 'payment notification refused');
    throw badRequest(`The payment was not accepted: ${problem}.`, { val_id: problem });
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
  switch (outcome.kind) {
    case 'unknown':
      throw notFound('payment');
    case 'replayed':
      return { received: true, outcome: 'already recorded' };
    case 'confirmed':
      context.log.info({ tranId, bookingId: outcome.bookingId }, 'payment confirmed a booking');
      await tellGuestPaid(context, outcome.bookingId);
      if (outcome.late) {
        await alertStaff(context, outcome.bookingId, {
          subject: 'Paid after the hold ended',
          message:
            'This booking was paid after its hold had run out. Its nights were still free, so it is confirmed: no action is needed.',
        });
      }
      return { received: true, outcome: 'confirmed' };
    case 'refunded': {
      context.log.warn({ tranId, reason: outcome.reason }, 'payment could not be kept: refunding');
      await sendRefunds(context, outcome.refundIds);
      const alert = STAFF_REFUND_ALERTS[outcome.reason];
      if (alert) await alertStaff(context, outcome.bookingId, alert);
      return { received: true, outcome: 'refunded' };
    }
  }
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

async function bookingForStaff(context: BookingContext, id: string): Promise<Booking | null> {
  return findBooking(context.db, STAFF, id, today(context));
}

async function tellGuestPaid(context: BookingContext, bookingId: string): Promise<void> {
  const booking = await bookingForStaff(context, bookingId);
  if (!booking) return;
  const { config } = context;
  sendLater(
    context,
    context.mailer.send({
      ...paymentReceivedMail(booking.guest.email, booking.guest.name, mailedStay(booking), {
        paid: booking.amountPaid,
        balance: booking.balanceDue,
        receiptUrl: receiptUrl(config, booking.id),
      }),
      attachments: [calendarAttachment(config, booking)],
    }),
    'payment received',
  );
}

/** Mails every admin about a payment that needs a person; the booking list shows it too. */
async function alertStaff(
  context: BookingContext,
  bookingId: string,
  alert: { subject: string; message: string },
): Promise<void> {
  const booking = await bookingForStaff(context, bookingId);
  if (!booking) return;
  const admins = await context.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'));
  const url = new URL(paths.dashboard, context.config.publicUrl).toString();
  for (const { email } of admins) {
    sendLater(
      context,
      context.mailer.send(
        staffPaymentAlertMail(email, { ...alert, reference: booking.reference, url }),
      ),
      'staff payment alert',
    );
  }
}

/**
 * Ends the holds that have run out and tells each guest; their nights are free again at once.
 * Forgets the client addresses of holds that lapsed before the window they count in. Run every
 * 20 seconds by the payment jobs; safe on several processes.
 */
export async function endExpiredHolds(context: BookingContext): Promise<number> {
  const now = context.now();
  const ended = await expireHolds(context.db, now);
  // Lapsed holds keep their address only while it counts (none with the gateway switched off).
  const keptHours = context.config.payments?.holdLimits.lapsedWindowHours ?? 0;
  await forgetHoldAddresses(context.db, new Date(now.getTime() - keptHours * 3_600_000));
  const bookUrl = new URL(paths.allSuites, context.config.publicUrl).toString();
  for (const id of ended) {
    const booking = await bookingForStaff(context, id);
    if (!booking) continue;
    context.log.info({ bookingId: id }, 'unpaid hold ended');
    sendLater(
      context,
      context.mailer.send(
        holdExpiredMail(booking.guest.email, booking.guest.name, mailedStay(booking), bookUrl),
      ),
      'hold expired',
    );
  }
  return ended.length;
}

const REFUND_REASON_WORDS: Record<RefundReason, (amount: string) => string> = {
  cancelled: (amount) =>
    `Your booking is cancelled, and the ${amount} you paid online is on its way back to you.`,
  late_payment: (amount) =>
    `Your payment of ${amount} reached us after the hold on your booking had ended, and the nights had been booked meanwhile. We are sorry: the whole payment is on its way back to you. Reception will gladly help you find other dates.`,
  late_booking_limit: (amount) =>
    `Your payment of ${amount} reached us after the hold on your booking had ended, and by then you held as many upcoming stays as one account may, so we could not confirm it again. The whole payment is on its way back to you. Reception will gladly help you.`,
  late_promo_used_up: (amount) =>
    `Your payment of ${amount} reached us after the hold on your booking had ended, and meanwhile its promo code had been used up, so we could not confirm it again at its price. We are sorry: the whole payment is on its way back to you. Reception will gladly help you book again.`,
  duplicate_payment: (amount) =>
    `Your booking was already paid, so the second payment of ${amount} is on its way back to you.`,
};

/**
 * Asks the gateway for each refund (or where an earlier request stands) and records its answer.
 * A refund the gateway refuses stays `failed`, shown to staff; one it could not be asked about
 * stays open, for the next pass. The guest is told once the gateway has accepted it.
 */
export async function sendRefunds(context: BookingContext, ids: readonly string[]): Promise<void> {
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

async function tellGuestRefunded(context: BookingContext, bookingId: string, refundId: string) {
  const booking = await bookingForStaff(context, bookingId);
  const refund = booking?.refunds.find((entry) => entry.id === refundId);
  if (!booking || !refund) return;
  sendLater(
    context,
    context.mailer.send(
      refundMail(booking.guest.email, booking.guest.name, mailedStay(booking), {
        amount: refund.amount,
        why: REFUND_REASON_WORDS[refund.reason](formatBdt(refund.amount)),
      }),
    ),
    'refund',
  );
}

/** Refunds not yet settled (sent by a process that stopped, or waiting at the bank): ask again. */
export async function followOpenRefunds(context: BookingContext): Promise<void> {
  const idleBefore = new Date(context.now().getTime() - REFUND_IDLE_MS);
  const ids = await openRefunds(context.db, idleBefore);
  // Each is claimed again inside sendRefunds, so another process's pass never doubles one.
  await sendRefunds(context, ids);
}

/** `POST /api/admin/refunds/:id/retry`: staff ask the gateway again for a refund it refused. */
export async function retryRefund(context: BookingContext, refundId: string): Promise<Booking> {
  gatewayOf(context);
  const reopened = await reopenRefund(context.db, refundId, new Date(0));
  if (!reopened) {
    if (await refundExists(context.db, refundId)) {
      throw conflict('Only a refund the gateway refused can be asked for again.');
    }
    throw notFound('refund');
  }
  await sendRefunds(context, [refundId]);
  const booking = await bookingForStaff(context, reopened.bookingId);
  if (!booking) throw notFound('booking');
  return booking;
}

/**
 * Where the guest lands back from the gateway's page: their booking, saying how they came back.
 * It confirms nothing: only the notification does; the page shows what the server knows.
 */
export function returnPath(bookingId: string | undefined, result: PaymentReturn): string {
  if (!bookingId) return paths.dashboard;
  return `${paths.booking}?confirmed=${encodeURIComponent(bookingId)}&payment=${result}`;
}
