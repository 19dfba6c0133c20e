import type { Config } from '#server/config.ts';
import { icsCalendar } from '#server/ical/ics.ts';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { localizedPath } from '#shared/locale.ts';
import { defineMessages, localeNow, tr } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { formatNights, formatParty } from '#shared/stay-format.ts';

const messages = defineMessages({
  summary: { id: 'mail.calendar.summary', defaultMessage: '{hotel}: {suite} ({reference})' },
  reference: { id: 'mail.calendar.reference', defaultMessage: 'Reference: {reference}' },
  suite: { id: 'mail.calendar.suite', defaultMessage: 'Suite: {suite}' },
  stay: { id: 'mail.calendar.stay', defaultMessage: '{nights}, {party}' },
  reception: { id: 'mail.calendar.reception', defaultMessage: 'Reception: {phone}' },
  manage: { id: 'mail.calendar.manage', defaultMessage: 'Manage your booking: {url}' },
});

/** The hotel's postal address on one line, as calendar apps show a location. */
const hotelLocation = () =>
  [hotel.name, ...Object.values(hotel.address).map((words) => tr(words))].join(', ');

/**
 * A booking as an RFC 5545 calendar file: one all-day event from check-in to check-out (the
 * morning of departure is DTEND, exclusive), named for the suite, with the reference and the
 * hotel's address, in the language of the moment (the guest's, in a mail). Its UID is the booking's, so importing it again after a change of dates
 * updates the event rather than adding another; a cancelled booking says CANCELLED.
 */
export function bookingCalendarFile(config: Config, booking: Booking, now: Date): string {
  const manage = new URL(localizedPath(localeNow(), paths.dashboard), config.publicUrl).toString();
  const { reference } = booking;
  return icsCalendar(
    [
      {
        uid: `${booking.id}@${new URL(config.publicUrl).hostname}`,
        start: booking.checkIn,
        end: booking.checkOut,
        summary: tr(messages.summary, { hotel: hotel.name, suite: booking.suite.name, reference }),
        description: [
          tr(messages.reference, { reference }),
          tr(messages.suite, { suite: booking.suite.name }),
          tr(messages.stay, { nights: formatNights(booking.nights), party: formatParty(booking) }),
          tr(messages.reception, { phone: hotel.phone.display }),
          tr(messages.manage, { url: manage }),
        ].join('\n'),
        location: hotelLocation(),
        status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
        url: manage,
      },
    ],
    { productId: `-//Suitebook//${hotel.name}//EN`, now },
  );
}
