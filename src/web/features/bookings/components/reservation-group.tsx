import type { ReactNode } from 'react';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { Reservation } from '#shared/reservation.ts';
import { RESERVATION_STATUS_LABELS } from '#shared/reservation.ts';
import { formatNights, formatParty, formatStayDate, plural } from '#shared/stay-format.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useReservation } from '#web/features/bookings/api/get-reservation.ts';
import { CancelReservationDialog } from './cancel-reservation-dialog.tsx';
import { ReservationReceiptLink } from './receipt-link.tsx';

/**
 * The suites of one reservation on the guest's booking list, together under the reservation:
 * its reference, the stay, the whole's total (the reservation read from the API), its receipt,
 * and Cancel reservation while a suite of it may still be cancelled. A suite of it is never
 * cancelled or moved on its own by its guest.
 */
export function ReservationGroup({
  reservationId,
  bookings,
  onCancelled,
  children,
}: {
  reservationId: string;
  /** The reservation's bookings on this list, each suite's. */
  bookings: readonly Booking[];
  onCancelled: (reservation: Reservation) => void;
  /** The suites' rows. */
  children: ReactNode;
}) {
  const reservation = useReservation(reservationId);
  const [first] = bookings;
  if (!first) return null;
  const party = {
    adults: bookings.reduce((sum, booking) => sum + booking.adults, 0),
    children: bookings.reduce((sum, booking) => sum + booking.children, 0),
  };
  const headingId = `reservation-${reservationId}`;
  const data = reservation.data;
  const stillToCome = data?.cancellable ?? false;
  return (
    <section aria-labelledby={headingId} className="border border-rule bg-ivory">
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-rule bg-ivory-deep px-5 py-4">
        <div className="min-w-0">
          <div className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            Reservation ·{' '}
            {data ? (
              <span className="font-medium text-ink">{data.reference}</span>
            ) : (
              <Skeleton className="inline-block h-3 w-20 align-middle" />
            )}
          </div>
          <h2 id={headingId} className="mt-1 text-2xl leading-tight text-forest">
            {plural(bookings.length, 'suite', 'suites')}, {formatStayDate(first.checkIn, 'short')}
            <span className="sr-only"> to </span>
            <span aria-hidden="true"> → </span>
            {formatStayDate(first.checkOut, 'short')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {formatNights(first.nights)} · {formatParty(party)}
            {data && data.status !== 'confirmed' ? (
              <> · {RESERVATION_STATUS_LABELS[data.status]}</>
            ) : null}
          </p>
        </div>
        <div className="text-left sm:text-right">
          <p className="text-xs uppercase tracking-[0.14em] text-ink-muted">Total, all suites</p>
          {data ? (
            <p className="mt-0.5 font-display text-2xl leading-tight tabular-nums text-forest">
              {formatBdt(data.quote.total)}
            </p>
          ) : reservation.isError ? (
            <p className="mt-0.5 text-sm text-danger">Could not be loaded</p>
          ) : (
            <Skeleton className="mt-1 h-6 w-32 sm:ml-auto" />
          )}
          <p className="text-xs text-ink-muted">Service charge, VAT and tax included</p>
        </div>
        {data ? (
          <div className="flex w-full flex-wrap items-center gap-3">
            {data.payable ? (
              // The deposit of every suite at once, on the reservation's own page.
              <ButtonLink
                to={`${paths.booking}?reservation=${encodeURIComponent(data.id)}`}
                size="sm"
              >
                Pay the deposit
              </ButtonLink>
            ) : null}
            <ReservationReceiptLink reservation={data} />
            {stillToCome ? (
              <CancelReservationDialog reservation={data} onCancelled={onCancelled} />
            ) : null}
          </div>
        ) : null}
      </header>
      {children}
    </section>
  );
}

/** "Reservation SR-…" on a staff row or card of one suite of a reservation. */
export function ReservationReference({
  reservationId,
  className = 'text-xs font-normal text-ink-muted',
}: {
  reservationId: string;
  className?: string;
}) {
  const reservation = useReservation(reservationId);
  return (
    <span className={`block ${className}`}>
      Reservation{' '}
      {reservation.data ? (
        <span className="font-medium text-ink">{reservation.data.reference}</span>
      ) : (
        <span aria-hidden="true">…</span>
      )}
    </span>
  );
}
