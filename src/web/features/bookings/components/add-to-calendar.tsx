import CalendarPlus from 'lucide-react/icons/calendar-plus';
import type { Booking } from '#shared/booking.ts';
import { calendarFileUrl } from '#web/features/bookings/api/change-booking.ts';
import { BookingFileLink } from './booking-file-link.tsx';

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
      label="Add to calendar"
      icon={CalendarPlus}
      compact={compact}
      size={size}
    />
  );
}
