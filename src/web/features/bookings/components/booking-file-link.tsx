import type { LucideIcon } from 'lucide-react';
import type { Booking } from '#shared/booking.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';

/**
 * A link that downloads one of a booking's files (its calendar event, its receipt): a text link
 * in a table's cell, or an outlined button; its accessible name ends with the reference.
 */
export function BookingFileLink({
  booking,
  href,
  extension,
  label,
  icon: Icon,
  compact,
  size,
}: {
  booking: Booking;
  href: string;
  extension: 'ics' | 'pdf';
  label: string;
  icon: LucideIcon;
  compact: boolean;
  size: 'sm' | 'md';
}) {
  return (
    <a
      href={href}
      download={`${booking.reference}.${extension}`}
      className={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', size)
      }
    >
      {compact ? null : <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />}
      {label}
      <span className="sr-only"> ({booking.reference})</span>
    </a>
  );
}
