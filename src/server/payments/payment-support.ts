import { conflict } from '#server/http/api-error.ts';
import { sendLater } from '#server/mail/stay-mail.ts';
import { staffPaymentAlertMail } from '#server/mail/templates.ts';
import { adminEmails } from '#server/repositories/admins.ts';
import { findBooking } from '#server/repositories/booking-reads.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { paths } from '#shared/paths.ts';
import type { SslcommerzClient } from './sslcommerz.ts';

/** What the payment rules and the refunds share: the gateway, the day, and alerts to staff. */

/** Bookings as staff see them: the payment jobs act for the hotel, not for a guest. */
const STAFF = { id: 'system', role: 'admin' as const };

/** The hotel's date now, by the app's clock. */
export const today = (context: ServiceContext) => hotelDate(context.config, context.now());

/** The gateway, or a 409 when this hotel takes payment at reception. */
export function gatewayOf(context: ServiceContext): SslcommerzClient {
  if (!context.gateway || !context.config.payments) {
    throw conflict('This hotel takes payment at reception, not online.');
  }
  return context.gateway;
}

export async function bookingForStaff(
  context: ServiceContext,
  id: string,
): Promise<Booking | null> {
  return findBooking(context.db, STAFF, id, today(context), context.now());
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
      context.mailer.send(
        staffPaymentAlertMail(email, { ...alert, reference: booking.reference, url }),
      ),
      'staff payment alert',
    );
  }
}
