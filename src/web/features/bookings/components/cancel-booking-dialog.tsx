import Trash2 from 'lucide-react/icons/trash';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelBooking } from '#web/features/bookings/api/cancel-booking.ts';

interface CancelBookingDialogProps {
  booking: Booking;
  onCancelled: (booking: Booking) => void;
  /** Text only, for the table's narrow column. */
  compact?: boolean;
}

/** Delete, as the spec names it: asks first, then cancels (the booking stays on record). */
export function CancelBookingDialog({
  booking,
  onCancelled,
  compact = false,
}: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  return (
    <ConfirmDialog
      trigger={
        <>
          {compact ? null : <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />}
          Delete
        </>
      }
      triggerLabel={`Delete booking ${booking.reference}`}
      triggerClassName={`inline-flex min-h-10 items-center justify-center gap-2 rounded-[2px] border border-danger/60 text-xs font-medium uppercase text-danger transition-colors hover:bg-danger hover:text-ivory ${compact ? 'px-3 tracking-[0.1em]' : 'px-4 tracking-[0.16em]'}`}
      title="Are you sure?"
      description={
        <>
          <p className="text-lg text-ink">You won't be able to revert this!</p>
          <p className="text-sm">
            Booking {booking.reference}, {booking.suite.name},{' '}
            {formatStayDate(booking.checkIn, 'short')} – {formatStayDate(booking.checkOut, 'short')}
            , will be cancelled and its nights offered to other guests.
            {booking.amountPaid > booking.amountRefunded
              ? ` The ${formatBdt(booking.amountPaid - booking.amountRefunded)} paid online is refunded in full to the card or account it came from.`
              : ''}
          </p>
        </>
      }
      confirmLabel="Yes, Delete it!"
      onConfirm={async () => {
        const cancelled = await cancel.mutateAsync(booking.id);
        onCancelled(cancelled);
      }}
    />
  );
}
