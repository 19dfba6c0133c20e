import ReceiptText from 'lucide-react/icons/receipt-text';
import type { Booking } from '#shared/booking.ts';
import { receiptFileUrl } from '#web/features/bookings/api/get-booking.ts';
import { BookingFileLink } from './booking-file-link.tsx';

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
    <BookingFileLink
      booking={booking}
      href={receiptFileUrl(booking.id)}
      extension="pdf"
      label="Receipt"
      icon={ReceiptText}
      compact={compact}
      size={size}
    />
  );
}
