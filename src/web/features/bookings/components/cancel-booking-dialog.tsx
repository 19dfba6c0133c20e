import Trash2 from 'lucide-react/icons/trash';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelBooking } from '#web/features/bookings/api/cancel-booking.ts';
import { t } from '#web/lib/intl.ts';

/** What asking before a cancellation says, for a booking and a reservation alike. */
export const cancelMessages = defineMessages({
  title: { id: 'bookings.cancelBookingDialog.title', defaultMessage: 'Are you sure?' },
  warning: {
    id: 'bookings.cancelBookingDialog.warning',
    defaultMessage: "You won't be able to revert this!",
  },
  refund: {
    id: 'bookings.cancelBookingDialog.refund',
    defaultMessage:
      'The {amount} paid online is refunded in full to the card or account it came from.',
  },
});

const messages = defineMessages({
  delete: { id: 'bookings.cancelBookingDialog.delete', defaultMessage: 'Delete' },
  deleteBooking: {
    id: 'bookings.cancelBookingDialog.deleteBooking',
    defaultMessage: 'Delete booking {reference}',
  },
  what: {
    id: 'bookings.cancelBookingDialog.what',
    defaultMessage:
      'Booking {reference}, {suite}, {from} – {to}, will be cancelled and its nights offered to other guests.',
  },
  confirm: { id: 'bookings.cancelBookingDialog.confirm', defaultMessage: 'Yes, Delete it!' },
});

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
          {t(messages.delete)}
        </>
      }
      triggerLabel={t(messages.deleteBooking, { reference: booking.reference })}
      triggerClassName={`inline-flex min-h-10 items-center justify-center gap-2 rounded-[2px] border border-danger/60 text-xs font-medium uppercase text-danger transition-colors hover:bg-danger hover:text-ivory ${compact ? 'px-3 tracking-[0.1em]' : 'px-4 tracking-[0.16em]'}`}
      title={t(cancelMessages.title)}
      description={
        <>
          <p className="text-lg text-ink">{t(cancelMessages.warning)}</p>
          <p className="text-sm">
            {t(messages.what, {
              reference: booking.reference,
              suite: booking.suite.name,
              from: formatStayDate(booking.checkIn, 'short'),
              to: formatStayDate(booking.checkOut, 'short'),
            })}
            {booking.amountPaid > booking.amountRefunded
              ? ` ${t(cancelMessages.refund, {
                  amount: formatBdt(booking.amountPaid - booking.amountRefunded),
                })}`
              : ''}
          </p>
        </>
      }
      confirmLabel={t(messages.confirm)}
      onConfirm={async () => {
        const cancelled = await cancel.mutateAsync(booking.id);
        onCancelled(cancelled);
      }}
    />
  );
}
