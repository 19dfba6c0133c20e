import CalendarPlus from 'lucide-react/icons/calendar-plus';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { calendarFileUrl } from '#web/features/bookings/api/change-booking.ts';
import { t } from '#web/lib/intl.ts';
import { BookingFileLink } from './booking-file-link.tsx';

const messages = defineMessages({
  label: { id: 'bookings.addToCalendar.label', defaultMessage: 'Add to calendar' },
});

/**
 * Add to calendar: downloads the booking's iCalendar file, which calendar apps (Google, Apple,
 * Outlook) import as an all-day event with the reference and the hotel's address.
 */
export function AddToCalendar({
  booking,
  compact = false,
  size = 'sm',
}: {
  booking: Booking;
  /** A text link, for the table's dates cell. */
  compact?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <BookingFileLink
      booking={booking}
      href={calendarFileUrl(booking.id)}
      extension="ics"
      label={t(messages.label)}
      icon={CalendarPlus}
      compact={compact}
      size={size}
    />
  );
}
