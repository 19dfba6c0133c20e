import type { BookingStage } from '#shared/booking-stage.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const labels = defineMessages({
  pending_payment: {
    id: 'bookings.bookingStatusBadge.pendingPayment',
    defaultMessage: 'Awaiting payment',
  },
  upcoming: { id: 'bookings.bookingStatusBadge.upcoming', defaultMessage: 'Upcoming' },
  in_stay: { id: 'bookings.bookingStatusBadge.inStay', defaultMessage: 'In stay' },
  checked_in: { id: 'bookings.bookingStatusBadge.checkedIn', defaultMessage: 'Checked in' },
  past: { id: 'bookings.bookingStatusBadge.past', defaultMessage: 'Past stay' },
  checked_out: { id: 'bookings.bookingStatusBadge.checkedOut', defaultMessage: 'Checked out' },
  no_show: { id: 'bookings.bookingStatusBadge.noShow', defaultMessage: 'No-show' },
  cancelled: { id: 'bookings.bookingStatusBadge.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'bookings.bookingStatusBadge.expired', defaultMessage: 'Expired unpaid' },
});

const styles: Record<BookingStage, { label: Message; className: string }> = {
  pending_payment: {
    label: labels.pending_payment,
    className: 'border-brass-dark/60 bg-brass/10 text-ink',
  },
  upcoming: { label: labels.upcoming, className: 'border-forest/40 bg-forest/10 text-forest' },
  in_stay: { label: labels.in_stay, className: 'border-brass-dark/50 bg-brass/10 text-ink' },
  checked_in: { label: labels.checked_in, className: 'border-brass-dark/60 bg-brass/20 text-ink' },
  past: { label: labels.past, className: 'border-rule bg-ivory-deep text-ink-muted' },
  checked_out: {
    label: labels.checked_out,
    className: 'border-rule bg-ivory-deep text-ink-muted',
  },
  no_show: { label: labels.no_show, className: 'border-danger/40 bg-ivory-deep text-danger' },
  cancelled: { label: labels.cancelled, className: 'border-danger/40 bg-danger/5 text-danger' },
  expired: { label: labels.expired, className: 'border-rule bg-ivory-deep text-ink-muted' },
};

/**
 * Where a booking stands, written on its row: awaiting payment, upcoming, in stay, past stay,
 * cancelled or expired unpaid, or the front desk's mark (checked in, checked out, no-show).
 */
export function BookingStatusBadge({ stage }: { stage: BookingStage }) {
  const { label, className } = styles[stage];
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-[0.7rem] font-medium uppercase tracking-[0.1em] ${className}`}
    >
      {t(label)}
    </span>
  );
}
