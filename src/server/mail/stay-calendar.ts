import type { Config } from '#server/config.ts';
import { icsCalendar } from '#server/ical/ics.ts';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { tr } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { formatNights, formatParty } from '#shared/stay-format.ts';

/** The hotel's postal address on one line, as calendar apps show a location. */
const hotelLocation = () =>
  [hotel.name, ...Object.values(hotel.address).map((words) => tr(words))].join(', ');

/**
 * A booking as an RFC 5545 calendar file: one all-day event from check-in to check-out (the
 * morning of departure is DTEND, exclusive), named for the suite, with the reference and the
 * hotel's address. Its UID is the booking's, so importing it again after a change of dates
 * updates the event rather than adding another; a cancelled booking says CANCELLED.
 */
export function bookingCalendarFile(config: Config, booking: Booking, now: Date): string {
  const manage = new URL(paths.dashboard, config.publicUrl).toString();
  return icsCalendar(
    [
      {
        uid: `${booking.id}@${new URL(config.publicUrl).hostname}`,
        start: booking.checkIn,
        end: booking.checkOut,
        summary: `${hotel.name}: ${booking.suite.name} (${booking.reference})`,
        description: [
          `Reference: ${booking.reference}`,
          `Suite: ${booking.suite.name}`,
          `${formatNights(booking.nights)}, ${formatParty(booking)}`,
          `Reception: ${hotel.phone.display}`,
          `Manage your booking: ${manage}`,
        ].join('\n'),
        location: hotelLocation(),
        status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
        url: manage,
      },
    ],
    { productId: `-//Suitebook//${hotel.name}//EN`, now },
  );
}
