import type { BookingStatus } from '#shared/booking.ts';

const styles: Record<BookingStatus, { label: string; className: string }> = {
  confirmed: { label: 'Confirmed', className: 'border-forest/40 bg-forest/10 text-forest' },
  cancelled: { label: 'Cancelled', className: 'border-danger/40 bg-danger/5 text-danger' },
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, className } = styles[status];
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-[0.7rem] font-medium uppercase tracking-[0.1em] ${className}`}
    >
      {label}
    </span>
  );
}
