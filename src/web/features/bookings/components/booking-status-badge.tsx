import type { BookingStage } from '#shared/booking-stage.ts';

const styles: Record<BookingStage, { label: string; className: string }> = {
  pending_payment: {
    label: 'Awaiting payment',
    className: 'border-brass-dark/60 bg-brass/10 text-ink',
  },
  upcoming: { label: 'Upcoming', className: 'border-forest/40 bg-forest/10 text-forest' },
  in_stay: { label: 'In stay', className: 'border-brass-dark/50 bg-brass/10 text-ink' },
  checked_in: { label: 'Checked in', className: 'border-brass-dark/60 bg-brass/20 text-ink' },
  past: { label: 'Past stay', className: 'border-rule bg-ivory-deep text-ink-muted' },
  checked_out: { label: 'Checked out', className: 'border-rule bg-ivory-deep text-ink-muted' },
  no_show: { label: 'No-show', className: 'border-danger/40 bg-ivory-deep text-danger' },
  cancelled: { label: 'Cancelled', className: 'border-danger/40 bg-danger/5 text-danger' },
  expired: { label: 'Expired unpaid', className: 'border-rule bg-ivory-deep text-ink-muted' },
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
      {label}
    </span>
  );
}
