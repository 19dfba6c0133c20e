import ReceiptText from 'lucide-react/icons/receipt-text';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import type { Reservation } from '#shared/reservation.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { receiptFileUrl } from '#web/features/bookings/api/get-booking.ts';
import { reservationReceiptFileUrl } from '#web/features/bookings/api/get-reservation.ts';
import { t } from '#web/lib/intl.ts';
import { BookingFileLink, FileLinkName, inPageLanguage } from './booking-file-link.tsx';

const messages = defineMessages({
  receipt: { id: 'bookings.receiptLink.receipt', defaultMessage: 'Receipt' },
});

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
      label={t(messages.receipt)}
      icon={ReceiptText}
      compact={compact}
      size={size}
    />
  );
}

/**
 * Receipt of a reservation of several suites: one PDF for the whole (each suite, the whole's
 * price line by line, what was paid and what is left to pay at the hotel).
 */
export function ReservationReceiptLink({
  reservation,
}: {
  reservation: Pick<Reservation, 'id' | 'reference'>;
}) {
  return (
    <a
      href={inPageLanguage(reservationReceiptFileUrl(reservation.id))}
      download={`${reservation.reference}.pdf`}
      className={buttonClasses('outline', 'sm')}
    >
      <ReceiptText aria-hidden="true" className="size-4" strokeWidth={1.5} />
      <FileLinkName label={t(messages.receipt)} reference={reservation.reference} />
    </a>
  );
}
