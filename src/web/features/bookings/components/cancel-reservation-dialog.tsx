import Trash2 from 'lucide-react/icons/trash';
import { stageBeforeArrival } from '#shared/booking-stage.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { Reservation } from '#shared/reservation.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useCancelReservation } from '#web/features/bookings/api/cancel-reservation.ts';
import { t } from '#web/lib/intl.ts';
import { cancelMessages } from './cancel-booking-dialog.tsx';

const messages = defineMessages({
  cancel: { id: 'bookings.cancelReservationDialog.cancel', defaultMessage: 'Cancel reservation' },
  cancelReservation: {
    id: 'bookings.cancelReservationDialog.cancelReservation',
    defaultMessage: 'Cancel reservation {reference}',
  },
  what: {
    id: 'bookings.cancelReservationDialog.what',
    defaultMessage:
      'Reservation {reference}, {count, plural, one {# suite} other {# suites}} ({suites}), {from} – {to}, will be cancelled and its nights offered to other guests.',
  },
  keep: { id: 'bookings.cancelReservationDialog.keep', defaultMessage: 'Keep it' },
  confirm: { id: 'bookings.cancelReservationDialog.confirm', defaultMessage: 'Yes, cancel it!' },
});

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
          {t(messages.cancel)}
        </>
      }
      triggerLabel={t(messages.cancelReservation, { reference: reservation.reference })}
      triggerClassName="inline-flex min-h-10 items-center justify-center gap-2 rounded-[2px] border border-danger/60 px-4 text-xs font-medium uppercase tracking-[0.16em] text-danger transition-colors hover:bg-danger hover:text-ivory"
      title={t(cancelMessages.title)}
      description={
        <>
          <p className="text-lg text-ink">{t(cancelMessages.warning)}</p>
          <p className="text-sm">
            {t(messages.what, {
              reference: reservation.reference,
              count: ending.length,
              suites: ending.map((booking) => booking.suite.name).join(', '),
              from: formatStayDate(reservation.checkIn, 'short'),
              to: formatStayDate(reservation.checkOut, 'short'),
            })}
            {refund > 0 ? ` ${t(cancelMessages.refund, { amount: formatBdt(refund) })}` : ''}
          </p>
        </>
      }
      cancelLabel={t(messages.keep)}
      confirmLabel={t(messages.confirm)}
      onConfirm={async () => {
        const cancelled = await cancel.mutateAsync(reservation.id);
        onCancelled(cancelled);
      }}
    />
  );
}
