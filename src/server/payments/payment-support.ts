import { randomBytes } from 'node:crypto';
import { ApiError, conflict } from '#server/http/api-error.ts';
import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import { sendLater } from '#server/mail/stay-mail.ts';
import { staffPaymentAlertMail } from '#server/mail/templates.ts';
import { adminEmails } from '#server/repositories/admins.ts';
import { findBooking, HOTEL_VIEWER } from '#server/repositories/booking-reads.ts';
import { endPaymentAttempt } from '#server/repositories/payments.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { DEFAULT_LOCALE } from '#shared/locale.ts';
import { defineMessages, localeNow, tr } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import type { PaymentReturn } from '#shared/payments.ts';
import { GatewayError, type SslcommerzClient } from './sslcommerz.ts';

const messages = defineMessages({
  atReception: {
    id: 'api.paymentSupport.atReception',
    defaultMessage: 'This hotel takes payment at reception, not online.',
  },
  gatewayDown: {
    id: 'api.paymentSupport.gatewayDown',
    defaultMessage:
      'The payment service is not answering just now. Your suite is still held: please try again in a moment.',
  },
});

/** What the payment rules and the refunds share: the gateway, the day, and alerts to staff. */

/** The hotel's date now, by the app's clock. */
export const today = (context: ServiceContext) => hotelDate(context.config, context.now());

/** The gateway, or a 409 when this hotel takes payment at reception. */
export function gatewayOf(context: ServiceContext): SslcommerzClient {
  if (!context.gateway || !context.config.payments) {
    throw conflict(tr(messages.atReception));
  }
  return context.gateway;
}

export async function bookingForStaff(
  context: ServiceContext,
  id: string,
): Promise<Booking | null> {
  return findBooking(context.db, HOTEL_VIEWER, id, today(context), context.now());
}

/** Mails every admin about a payment that needs a person; the booking list shows it too. */
export async function alertStaff(
  context: ServiceContext,
  bookingId: string,
  alert: { subject: string; message: string },
): Promise<void> {
  const booking = await bookingForStaff(context, bookingId);
  if (!booking) return;
  const url = new URL(paths.dashboard, context.config.publicUrl).toString();
  for (const email of await adminEmails(context.db)) {
    sendLater(
      context,
      sendInReaderLanguage(
        context,
        email,
        () => staffPaymentAlertMail(email, { ...alert, reference: booking.reference, url }),
        { staff: true },
      ),
      'staff payment alert',
    );
  }
}

/** Ours for one attempt: the reference and a random tail (the gateway allows 30 characters). */
export const newTranId = (reference: string) => `${reference}-${randomBytes(5).toString('hex')}`;

/**
 * Opens the gateway's session for an attempt just opened and answers its page to send the guest
 * to. The guest comes back to `/api/payments/sslcommerz/return/<result>?<back>` (a booking or a
 * reservation); a session the gateway refuses ends the attempt, and the guest hears 502 with
 * what they hold still held.
 */
export async function sendToGateway(
  context: ServiceContext,
  gateway: SslcommerzClient,
  attempt: {
    tranId: string;
    amount: number;
    back: { booking: string } | { reservation: string };
    guest: { name: string; email: string; phone: string | null };
    product: string;
  },
): Promise<{ redirectUrl: string }> {
  const { publicUrl } = context.config;
  const back = (result: PaymentReturn) => {
    const url = new URL(`/api/payments/sslcommerz/return/${result}`, publicUrl);
    for (const [name, value] of Object.entries(attempt.back)) url.searchParams.set(name, value);
    // The guest comes back to the page in the language they paid from.
    const language = localeNow();
    if (language !== DEFAULT_LOCALE) url.searchParams.set('lang', language);
    return url.toString();
  };
  try {
    const session = await gateway.startSession({
      tranId: attempt.tranId,
      amount: attempt.amount,
      successUrl: back('success'),
      failUrl: back('fail'),
      cancelUrl: back('cancel'),
      ipnUrl: new URL('/api/payments/sslcommerz/ipn', publicUrl).toString(),
      customer: {
        name: attempt.guest.name,
        email: attempt.guest.email,
        // The gateway insists on a phone number; reception's stands in when the guest gave none.
        phone: attempt.guest.phone || hotel.phone.display,
        address: hotel.postalAddress.locality,
        city: hotel.postalAddress.region,
      },
      product: { name: attempt.product, category: 'Hotel stay' },
    });
    context.log.info({ ...attempt.back, tranId: attempt.tranId }, 'payment started');
    return { redirectUrl: session.gatewayPageUrl };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    context.log.warn({ ...attempt.back, reason: error.message }, 'payment session refused');
    await endPaymentAttempt(context.db, attempt.tranId, 'failed', context.now());
    throw new ApiError(502, 'PAYMENT_GATEWAY', tr(messages.gatewayDown));
  }
}
