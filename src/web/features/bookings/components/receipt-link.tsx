import { ReceiptText } from 'lucide-react';
import type { Booking } from '#shared/booking.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { receiptFileUrl } from '#web/features/bookings/api/get-booking.ts';

/**
 * Receipt: downloads the booking's receipt as a PDF (the stay, its price line by line, what was
 * paid and what is left to pay at the hotel), for the guest to keep or staff to print.
 */
export function ReceiptLink({
  booking,
  compact = false,
  size = 'sm',
}: {
  booking: Booking;
  /** A text link, for a table's cell. */
  compact?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <a
      href={receiptFileUrl(booking.id)}
      download={`${booking.reference}.pdf`}
      className={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', size)
      }
    >
      {compact ? null : <ReceiptText aria-hidden="true" className="size-4" strokeWidth={1.5} />}
      Receipt<span className="sr-only"> ({booking.reference})</span>
    </a>
  );
}
