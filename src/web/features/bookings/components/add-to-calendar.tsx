import { CalendarPlus } from 'lucide-react';
import type { Booking } from '#shared/booking.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { calendarFileUrl } from '#web/features/bookings/api/change-booking.ts';

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
    <a
      href={calendarFileUrl(booking.id)}
      download={`${booking.reference}.ics`}
      className={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', size)
      }
    >
      {compact ? null : <CalendarPlus aria-hidden="true" className="size-4" strokeWidth={1.5} />}
      Add to calendar<span className="sr-only"> ({booking.reference})</span>
    </a>
  );
}
