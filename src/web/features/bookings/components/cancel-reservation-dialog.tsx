import Trash2 from 'lucide-react/icons/trash';
import { stageBeforeArrival } from '#shared/booking-stage.ts';
import { formatBdt } from '#shared/money.ts';
import type { Reservation } from '#shared/reservation.ts';
import { formatStayDate, plural } from '#shared/stay-format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelReservation } from '#web/features/bookings/api/cancel-reservation.ts';

/**
 * Cancel reservation: asks first, then cancels every suite of it still to come in one go (they
 * stay on record), as Delete does one booking.
 */
export function CancelReservationDialog({
  reservation,
  onCancelled,
}: {
  reservation: Reservation;
  onCancelled: (reservation: Reservation) => void;
}) {
  const cancel = useCancelReservation();
  // The suites not begun: a guest's suites are cancelled with the whole, not each on its own.
  const ending = reservation.bookings.filter((booking) => stageBeforeArrival(booking.stage));
  const refund = ending.reduce(
    (sum, booking) => sum + Math.max(0, booking.amountPaid - booking.amountRefunded),
    0,
  );
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Cancel reservation
        </>
      }
      triggerLabel={`Cancel reservation ${reservation.reference}`}
      triggerClassName="inline-flex min-h-10 items-center justify-center gap-2 rounded-[2px] border border-danger/60 px-4 text-xs font-medium uppercase tracking-[0.16em] text-danger transition-colors hover:bg-danger hover:text-ivory"
      title="Are you sure?"
      description={
        <>
          <p className="text-lg text-ink">You won't be able to revert this!</p>
          <p className="text-sm">
            Reservation {reservation.reference}, {plural(ending.length, 'suite', 'suites')} (
            {ending.map((booking) => booking.suite.name).join(', ')}),{' '}
            {formatStayDate(reservation.checkIn, 'short')} –{' '}
            {formatStayDate(reservation.checkOut, 'short')}, will be cancelled and its nights
            offered to other guests.
            {refund > 0
              ? ` The ${formatBdt(refund)} paid online is refunded in full to the card or account it came from.`
              : ''}
          </p>
        </>
      }
      cancelLabel="Keep it"
      confirmLabel="Yes, cancel it!"
      onConfirm={async () => {
        const cancelled = await cancel.mutateAsync(reservation.id);
        onCancelled(cancelled);
      }}
    />
  );
}
