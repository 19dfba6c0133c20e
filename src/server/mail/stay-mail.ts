import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { MailedStay } from '#server/mail/templates.ts';
import type { Booking } from '#shared/booking.ts';
import { INTL_LOCALES, localizedPath } from '#shared/locale.ts';
import { defineMessages, localeNow, tr } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { bookingCalendarFile } from './stay-calendar.ts';

/** What the booking and payment mails need to know of a booking and its hotel. */

const messages = defineMessages({
  hotelTime: { id: 'mail.stayMail.hotelTime', defaultMessage: '{time} ({zone} time)' },
});

/** The time zones' cities in Bengali, as a hotel's time names them; others keep their name. */
const ZONE_CITIES_BN: Readonly<Record<string, string>> = { Dhaka: 'ঢাকা', Kolkata: 'কলকাতা' };

export function mailedStay(booking: Booking): MailedStay {
  return { ...booking, suiteName: booking.suite.name };
}

/** Sends a mail about a booking; the booking stands whether or not it goes out. */
export function sendLater(
  context: { log: FastifyBaseLogger },
  send: Promise<void>,
  what: string,
): void {
  send.catch((error: unknown) => context.log.error({ err: error }, `${what} mail failed`));
}

/** A page of the site, in the language of the moment (a mail's reader's). */
function pageUrl(config: Config, path: string): URL {
  return new URL(localizedPath(localeNow(), path), config.publicUrl);
}

/** The guest's booking list. */
export function manageUrl(config: Config): string {
  return pageUrl(config, paths.dashboard).toString();
}

/** The booking's own page: its confirmation, or what is left to do (pay the deposit). */
export function bookingPageUrl(config: Config, id: string): string {
  const url = pageUrl(config, paths.booking);
  url.searchParams.set('confirmed', id);
  return url.toString();
}

/** The booking's receipt (PDF), for its guest and staff. */
export function receiptUrl(config: Config, id: string): string {
  return new URL(`/api/bookings/${id}/invoice.pdf`, config.publicUrl).toString();
}

/** A reservation's receipt (PDF) for the whole, for its guest and staff. */
export function reservationReceiptUrl(config: Config, id: string): string {
  return new URL(`/api/reservations/${id}/invoice.pdf`, config.publicUrl).toString();
}

/** A reservation's own page: its confirmation, or what is left to do (pay the deposit). */
export function reservationPageUrl(config: Config, id: string): string {
  const url = pageUrl(config, paths.booking);
  url.searchParams.set('reservation', id);
  return url.toString();
}

/**
 * A moment written for people in the hotel's time, in the language of the moment:
 * "25 Nov 2026, 17:35 (Dhaka time)".
 */
export function hotelTime(config: Config, at: Date): string {
  const zone = config.booking.timeZone;
  const locale = localeNow();
  const written = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const city = zone.split('/').pop()?.replaceAll('_', ' ') ?? zone;
  const named = locale === 'bn' ? (ZONE_CITIES_BN[city] ?? city) : city;
  return tr(messages.hotelTime, { time: written, zone: named });
}

/** The booking's calendar file, attached to the mails that confirm or change it. */
export function calendarAttachment(config: Config, booking: Booking, now: Date) {
  return {
    filename: `${booking.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: bookingCalendarFile(config, booking, now),
  };
}
