import type { ReactNode } from 'react';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { Reservation } from '#shared/reservation.ts';
import { RESERVATION_STATUS_LABELS } from '#shared/reservation.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useReservation } from '#web/features/bookings/api/get-reservation.ts';
import { t } from '#web/lib/intl.ts';
import { CancelReservationDialog } from './cancel-reservation-dialog.tsx';
import { ReservationReceiptLink } from './receipt-link.tsx';

const messages = defineMessages({
  eyebrow: { id: 'bookings.reservationGroup.eyebrow', defaultMessage: 'Reservation · {reference}' },
  heading: {
    id: 'bookings.reservationGroup.heading',
    defaultMessage:
      '{count, plural, one {# suite} other {# suites}}, {from}<hidden> to </hidden><arrow> → </arrow>{to}',
  },
  total: { id: 'bookings.reservationGroup.total', defaultMessage: 'Total, all suites' },
  notLoaded: { id: 'bookings.reservationGroup.notLoaded', defaultMessage: 'Could not be loaded' },
  included: {
    id: 'bookings.reservationGroup.included',
    defaultMessage: 'Service charge, VAT and tax included',
  },
  payDeposit: { id: 'bookings.reservationGroup.payDeposit', defaultMessage: 'Pay the deposit' },
  reference: {
    id: 'bookings.reservationGroup.reference',
    defaultMessage: 'Reservation {reference}',
  },
});

/** Words for screen readers only, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;
/** Words for the eye only (an arrow), inside a message: `<arrow>…</arrow>`. */
const arrow = (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>;

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
            <Message
              of={messages.eyebrow}
              values={{
                reference: data ? (
                  <span className="font-medium text-ink">{data.reference}</span>
                ) : (
                  <Skeleton className="inline-block h-3 w-20 align-middle" />
                ),
              }}
            />
          </div>
          <h2 id={headingId} className="mt-1 text-2xl leading-tight text-forest">
            <Message
              of={messages.heading}
              values={{
                count: bookings.length,
                from: formatStayDate(first.checkIn, 'short'),
                to: formatStayDate(first.checkOut, 'short'),
                hidden,
                arrow,
              }}
            />
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {formatNights(first.nights)} · {formatParty(party)}
            {data && data.status !== 'confirmed' ? (
              <> · {RESERVATION_STATUS_LABELS[data.status]}</>
            ) : null}
          </p>
        </div>
        <div className="text-left sm:text-right">
          <p className="text-xs uppercase tracking-[0.14em] text-ink-muted">{t(messages.total)}</p>
          {data ? (
            <p className="mt-0.5 font-display text-2xl leading-tight tabular-nums text-forest">
              {formatBdt(data.quote.total)}
            </p>
          ) : reservation.isError ? (
            <p className="mt-0.5 text-sm text-danger">{t(messages.notLoaded)}</p>
          ) : (
            <Skeleton className="mt-1 h-6 w-32 sm:ml-auto" />
          )}
          <p className="text-xs text-ink-muted">{t(messages.included)}</p>
        </div>
        {data ? (
          <div className="flex w-full flex-wrap items-center gap-3">
            {data.payable ? (
              // The deposit of every suite at once, on the reservation's own page.
              <ButtonLink
                to={`${paths.booking}?reservation=${encodeURIComponent(data.id)}`}
                size="sm"
              >
                {t(messages.payDeposit)}
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
      <Message
        of={messages.reference}
        values={{
          reference: reservation.data ? (
            <span className="font-medium text-ink">{reservation.data.reference}</span>
          ) : (
            <span aria-hidden="true">…</span>
          ),
        }}
      />
    </span>
  );
}
