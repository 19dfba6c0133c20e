import { useEffect, useRef } from 'react';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { DialogFrame } from '#web/components/ui/dialog.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useBooking } from '#web/features/bookings/api/get-booking.ts';
import { telHref } from '#web/features/bookings/lib/tel-href.ts';
import { t } from '#web/lib/intl.ts';
import { extrasInBrief } from './booked-extras.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { GuestDetailsNote } from './guest-details-note.tsx';
import { PaymentState } from './payment-state.tsx';
import { ALL_MARKS, StatusMarks } from './status-marks.tsx';

const messages = defineMessages({
  title: { id: 'bookings.bookingDetailsDialog.title', defaultMessage: 'Booking' },
  titleWithReference: {
    id: 'bookings.bookingDetailsDialog.titleWithReference',
    defaultMessage: 'Booking {reference}',
  },
  loading: { id: 'bookings.bookingDetailsDialog.loading', defaultMessage: 'Loading the booking…' },
  loadFailed: {
    id: 'bookings.bookingDetailsDialog.loadFailed',
    defaultMessage: 'We could not load this booking',
  },
  suite: { id: 'bookings.bookingDetailsDialog.suite', defaultMessage: 'Suite' },
  guests: { id: 'bookings.bookingDetailsDialog.guests', defaultMessage: 'Guests' },
  checkIn: { id: 'bookings.bookingDetailsDialog.checkIn', defaultMessage: 'Check In' },
  checkOut: { id: 'bookings.bookingDetailsDialog.checkOut', defaultMessage: 'Check Out' },
  nights: { id: 'bookings.bookingDetailsDialog.nights', defaultMessage: 'Nights' },
  total: { id: 'bookings.bookingDetailsDialog.total', defaultMessage: 'Total' },
  extraServices: {
    id: 'bookings.bookingDetailsDialog.extraServices',
    defaultMessage: 'Extra services',
  },
  paidOnline: { id: 'bookings.bookingDetailsDialog.paidOnline', defaultMessage: 'Paid online' },
  dueAtHotel: {
    id: 'bookings.bookingDetailsDialog.dueAtHotel',
    defaultMessage: 'Due at the hotel',
  },
});

interface BookingDetailsDialogProps {
  /** The booking to show; null keeps the dialog closed. */
  bookingId: string | null;
  /** The hotel's date, which the front-desk marks read. */
  today: string;
  onClose: () => void;
}

/**
 * One booking in full, for staff, on the native modal <dialog> (focus trapped, Escape closes):
 * the guest and how to reach them, the stay, its total and status, and the front-desk marks
 * the rules allow today. Opened by whatever sets `bookingId`; focus goes back there on close.
 */
export function BookingDetailsDialog({ bookingId, today, onClose }: BookingDetailsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const booking = useBooking(bookingId ?? '', { enabled: bookingId !== null });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || bookingId === null || dialog.open) return;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
  }, [bookingId]);

  const data = booking.data;
  return (
    <DialogFrame
      dialogRef={dialogRef}
      title={
        data ? (
          <Message
            of={messages.titleWithReference}
            values={{ reference: <span className="whitespace-nowrap">{data.reference}</span> }}
          />
        ) : (
          t(messages.title)
        )
      }
      onClose={() => {
        onClose();
        openerRef.current?.focus();
      }}
    >
      <div aria-busy={bookingId !== null && booking.isPending}>
        {bookingId === null ? null : booking.isPending ? (
          <>
            <Skeleton className="h-40 w-full" />
            <span className="sr-only">{t(messages.loading)}</span>
          </>
        ) : booking.isError ? (
          <ErrorState
            title={t(messages.loadFailed)}
            error={booking.error}
            onRetry={() => booking.refetch()}
          />
        ) : (
          <BookingDetails booking={booking.data} today={today} />
        )}
      </div>
    </DialogFrame>
  );
}

function BookingDetails({ booking, today }: { booking: Booking; today: string }) {
  const { guest } = booking;
  const items = [
    { term: t(messages.suite), value: booking.suite.name },
    { term: t(messages.guests), value: formatParty(booking) },
    { term: t(messages.checkIn), value: formatStayDate(booking.checkIn) },
    { term: t(messages.checkOut), value: formatStayDate(booking.checkOut) },
    { term: t(messages.nights), value: formatNights(booking.nights) },
    { term: t(messages.total), value: formatBdt(booking.total) },
    ...(booking.extras.length > 0
      ? [{ term: t(messages.extraServices), value: extrasInBrief(booking.extras), wide: true }]
      : []),
    ...(booking.amountDue > 0
      ? [
          { term: t(messages.paidOnline), value: formatBdt(booking.amountPaid) },
          { term: t(messages.dueAtHotel), value: formatBdt(booking.balanceDue) },
        ]
      : []),
  ];
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-display text-2xl leading-tight text-forest">{guest.name}</p>
          <p className="mt-1 text-sm text-ink-muted">
            <span className="break-all">{guest.email}</span>
            {guest.phone ? (
              <>
                {' · '}
                <a
                  href={telHref(guest.phone)}
                  className="whitespace-nowrap text-forest underline decoration-brass underline-offset-4"
                >
                  {guest.phone}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <BookingStatusBadge stage={booking.stage} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
        {items.map(({ term, value, wide }) => (
          <div key={term} className={wide ? 'col-span-2' : undefined}>
            <dt className="text-xs font-medium uppercase tracking-[0.16em] text-ink-muted">
              {term}
            </dt>
            <dd className="mt-1 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <GuestDetailsNote booking={booking} />
      <PaymentState booking={booking} staff />
      <StatusMarks booking={booking} offer={ALL_MARKS} today={today} onMarked={() => {}} />
    </div>
  );
}
