import type { Booking } from '#shared/booking.ts';
import { stageOwesPayment } from '#shared/booking-stage.ts';
import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { type AdminColumn, AdminTable } from '#web/components/ui/admin-table.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { extrasInBrief } from './booked-extras.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ChangeStayDialog } from './change-stay-dialog.tsx';
import { detailsEditable, GuestDetailsDialog } from './guest-details-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentState, PayOnlineButton } from './payment-state.tsx';
import { ReceiptLink } from './receipt-link.tsx';

interface BookingListProps {
  bookings: Booking[];
  /** Admins see who booked each stay. */
  showGuest: boolean;
  onCancelled: (booking: Booking) => void;
}

const cell = 'px-2.5 py-4 align-top text-ink-muted';

/** Why a row offers no Delete: said in words for a stay under way, a dash for the rest. */
function NotCancellable({ booking }: { booking: Booking }) {
  if (booking.stage === 'in_stay') {
    return <span className="text-xs">Stay begun: call reception</span>;
  }
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">
        {booking.stage === 'cancelled'
          ? 'Already cancelled'
          : booking.stage === 'expired'
            ? 'Hold ended unpaid'
            : 'Stay over'}
      </span>
    </>
  );
}

/**
 * Change dates (before the stay begins), Arrival & requests (until check-in) and Add to calendar
 * (until it ends).
 */
function StayActions({ booking, compact = false }: { booking: Booking; compact?: boolean }) {
  if (!stageOwesPayment(booking.stage)) return null;
  return (
    <span className={compact ? 'mt-2 flex flex-col items-start' : 'contents'}>
      {booking.stage === 'upcoming' ? (
        <ChangeStayDialog booking={booking} compact={compact} />
      ) : null}
      {detailsEditable(booking) ? <GuestDetailsDialog booking={booking} compact={compact} /> : null}
      <AddToCalendar booking={booking} compact={compact} />
    </span>
  );
}

/**
 * The arrival time and special requests under the suite's name in the table, when given: the
 * requests cut to two lines on screen (all of them on hover, to a screen reader, and on the
 * cards and the front desk).
 */
function GuestDetailsInBrief({ booking }: { booking: Booking }) {
  if (!booking.arrivalTime && !booking.specialRequests) return null;
  return (
    <span className="mt-1 block text-xs text-ink-muted">
      {booking.arrivalTime ? <span className="block">Arriving {booking.arrivalTime}</span> : null}
      {booking.specialRequests ? (
        <span title={booking.specialRequests} className="line-clamp-2 break-words">
          <span className="sr-only">Special requests: </span>“{booking.specialRequests}”
        </span>
      ) : null}
    </span>
  );
}

/**
 * The Payment button: for a booking waiting for its deposit, to the gateway; for a stay paid at
 * the hotel, how and when. A booking whose deposit was paid online has no button.
 */
function PaymentAction({ booking, compact = false }: { booking: Booking; compact?: boolean }) {
  if (booking.payable) return <PayOnlineButton booking={booking} compact={compact} />;
  // Paid at the hotel; a stay a promo code made free has nothing to pay anywhere.
  if (booking.amountDue === 0 && booking.balanceDue > 0 && stageOwesPayment(booking.stage)) {
    return <PaymentDialog booking={booking} compact={compact} />;
  }
  if (booking.amountPaid > 0 && booking.balanceDue > 0 && stageOwesPayment(booking.stage)) {
    return <span className="text-xs">Deposit paid</span>;
  }
  return <span className="text-xs">Nothing to pay</span>;
}

/** The table's columns: No, Name, Bed, Guest, dates, total, reference, status, Payment, Delete. */
function bookingColumns(
  showGuest: boolean,
  onCancelled: (booking: Booking) => void,
): AdminColumn<Booking>[] {
  return [
    { header: 'No', className: cell, cell: (_booking, index) => index + 1 },
    {
      header: 'Name',
      rowHeader: true,
      className: 'px-2.5 py-4 text-left align-top font-normal',
      cell: (booking) => (
        <>
          <span className="block font-display text-lg leading-tight text-forest">
            {booking.suite.name}
          </span>
          {booking.extras.length > 0 ? (
            <span className="mt-1 block text-xs text-ink-muted">
              With {extrasInBrief(booking.extras)}
            </span>
          ) : null}
          {showGuest ? (
            <span className="mt-1 block text-xs text-ink-muted">
              {booking.guest.name}
              <span className="block break-all">{booking.guest.email}</span>
            </span>
          ) : null}
          <GuestDetailsInBrief booking={booking} />
        </>
      ),
    },
    { header: 'Bed', className: cell, cell: (booking) => booking.suite.bed },
    { header: 'Guest', className: cell, cell: (booking) => formatParty(booking) },
    {
      header: 'Dates',
      headerHint: 'and nights',
      className: `${cell} whitespace-nowrap`,
      cell: (booking) => (
        <>
          {formatStayDate(booking.checkIn, 'short')}
          <span className="block">
            <span className="sr-only">to </span>
            <span aria-hidden="true">→ </span>
            {formatStayDate(booking.checkOut, 'short')}
          </span>
          <span className="block text-xs">{formatNights(booking.nights)}</span>
          <StayActions booking={booking} compact />
        </>
      ),
    },
    {
      header: 'Total',
      align: 'right',
      className: `${cell} whitespace-nowrap tabular-nums text-ink`,
      cell: (booking) => (
        <>
          {formatBdt(booking.total)}
          <PaymentState booking={booking} staff={showGuest} />
        </>
      ),
    },
    {
      header: 'Reference',
      className: `${cell} whitespace-nowrap font-medium text-ink`,
      cell: (booking) => (
        <>
          {booking.reference}
          <span className="mt-2 flex flex-col items-start font-normal">
            <ReceiptLink booking={booking} compact />
          </span>
        </>
      ),
    },
    {
      header: 'Status',
      className: cell,
      cell: (booking) => <BookingStatusBadge stage={booking.stage} />,
    },
    {
      header: 'Payment',
      className: cell,
      cell: (booking) => <PaymentAction booking={booking} compact />,
    },
    {
      header: 'Delete',
      className: cell,
      cell: (booking) =>
        booking.cancellable ? (
          <CancelBookingDialog booking={booking} onCancelled={onCancelled} compact />
        ) : (
          <NotCancellable booking={booking} />
        ),
    },
  ];
}

/**
 * The booking list: a table on wider screens (No, Name, Bed, Guest, dates, nights, total,
 * reference, status, Payment, Delete) and a card per booking on phones, where eleven columns
 * would not stay readable.
 */
export function BookingList({ bookings, showGuest, onCancelled }: BookingListProps) {
  return (
    <>
      <div className="hidden lg:block">
        <AdminTable
          label="Bookings"
          caption={showGuest ? 'All bookings' : 'Your bookings'}
          columns={bookingColumns(showGuest, onCancelled)}
          rows={bookings}
          rowKey={(booking) => booking.id}
          density="compact"
          bordered
        />
      </div>
      <ol
        className="grid gap-5 md:grid-cols-2 lg:hidden"
        aria-label={showGuest ? 'All bookings' : 'Your bookings'}
      >
        {bookings.map((booking, index) => (
          <li key={booking.id}>
            <article
              aria-labelledby={`booking-${booking.id}`}
              className="border border-rule bg-ivory"
            >
              <header className="flex items-start justify-between gap-3 border-b border-rule px-5 py-4">
                <div className="min-w-0">
                  <p className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                    No {index + 1} ·{' '}
                    <span className="font-medium text-ink">{booking.reference}</span>
                  </p>
                  <h2
                    id={`booking-${booking.id}`}
                    className="mt-1 text-2xl leading-tight text-forest"
                  >
                    {booking.suite.name}
                  </h2>
                </div>
                <BookingStatusBadge stage={booking.stage} />
              </header>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4 text-sm">
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Check In</dt>
                  <dd className="mt-0.5 text-ink">{formatStayDate(booking.checkIn, 'short')}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Check Out</dt>
                  <dd className="mt-0.5 text-ink">{formatStayDate(booking.checkOut, 'short')}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Bed</dt>
                  <dd className="mt-0.5 text-ink">{booking.suite.bed}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Guest</dt>
                  <dd className="mt-0.5 text-ink">{formatParty(booking)}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Nights</dt>
                  <dd className="mt-0.5 text-ink">{formatNights(booking.nights)}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Total</dt>
                  <dd className="mt-0.5 font-medium tabular-nums text-ink">
                    {formatBdt(booking.total)}
                    <PaymentState booking={booking} staff={showGuest} />
                  </dd>
                </div>
                {booking.extras.length > 0 ? (
                  <div className="col-span-2">
                    <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                      Extra services
                    </dt>
                    <dd className="mt-0.5 text-ink">{extrasInBrief(booking.extras)}</dd>
                  </div>
                ) : null}
                {booking.arrivalTime ? (
                  <div className="col-span-2">
                    <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                      Arrival time
                    </dt>
                    <dd className="mt-0.5 text-ink">{booking.arrivalTime}</dd>
                  </div>
                ) : null}
                {booking.specialRequests ? (
                  <div className="col-span-2">
                    <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                      Special requests
                    </dt>
                    <dd className="mt-0.5 whitespace-pre-line break-words text-ink">
                      {booking.specialRequests}
                    </dd>
                  </div>
                ) : null}
                {showGuest ? (
                  <div className="col-span-2">
                    <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                      Booked by
                    </dt>
                    <dd className="mt-0.5 break-all text-ink">
                      {booking.guest.name} · {booking.guest.email}
                    </dd>
                  </div>
                ) : null}
              </dl>
              <div className="flex flex-wrap items-center gap-3 border-t border-rule px-5 py-4">
                {stageOwesPayment(booking.stage) ? (
                  <>
                    <StayActions booking={booking} />
                    <PaymentAction booking={booking} />
                    {booking.cancellable ? (
                      <CancelBookingDialog booking={booking} onCancelled={onCancelled} />
                    ) : (
                      <NotCancellable booking={booking} />
                    )}
                  </>
                ) : null}
                <ReceiptLink booking={booking} />
              </div>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
