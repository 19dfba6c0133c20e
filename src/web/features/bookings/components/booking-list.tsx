import type { ReactNode } from 'react';
import { bedLabel } from '#shared/bed-label.ts';
import type { Booking } from '#shared/booking.ts';
import { stageBeforeArrival, stageOwesPayment } from '#shared/booking-stage.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { Reservation } from '#shared/reservation.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { type AdminColumn, AdminTable } from '#web/components/ui/admin-table.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { t } from '#web/lib/intl.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { extrasInBrief } from './booked-extras.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ChangeStayDialog } from './change-stay-dialog.tsx';
import { detailsEditable, GuestDetailsDialog } from './guest-details-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentState, PayOnlineButton } from './payment-state.tsx';
import { ReceiptLink } from './receipt-link.tsx';
import { ReservationGroup, ReservationReference } from './reservation-group.tsx';

const messages = defineMessages({
  cancelWithReservation: {
    id: 'bookings.bookingList.cancelWithReservation',
    defaultMessage: 'Cancel with the reservation',
  },
  stayBegun: { id: 'bookings.bookingList.stayBegun', defaultMessage: 'Stay begun: call reception' },
  alreadyCancelled: {
    id: 'bookings.bookingList.alreadyCancelled',
    defaultMessage: 'Already cancelled',
  },
  holdEnded: { id: 'bookings.bookingList.holdEnded', defaultMessage: 'Hold ended unpaid' },
  stayOver: { id: 'bookings.bookingList.stayOver', defaultMessage: 'Stay over' },
  arriving: { id: 'bookings.bookingList.arriving', defaultMessage: 'Arriving {time}' },
  requests: {
    id: 'bookings.bookingList.requests',
    defaultMessage: '<hidden>Special requests: </hidden>“{requests}”',
  },
  depositPaid: { id: 'bookings.bookingList.depositPaid', defaultMessage: 'Deposit paid' },
  nothingToPay: { id: 'bookings.bookingList.nothingToPay', defaultMessage: 'Nothing to pay' },
  number: { id: 'bookings.bookingList.number', defaultMessage: '{number, number}' },
  no: { id: 'bookings.bookingList.no', defaultMessage: 'No' },
  name: { id: 'bookings.bookingList.name', defaultMessage: 'Name' },
  bed: { id: 'bookings.bookingList.bed', defaultMessage: 'Bed' },
  guest: { id: 'bookings.bookingList.guest', defaultMessage: 'Guest' },
  dates: { id: 'bookings.bookingList.dates', defaultMessage: 'Dates' },
  andNights: { id: 'bookings.bookingList.andNights', defaultMessage: 'and nights' },
  total: { id: 'bookings.bookingList.total', defaultMessage: 'Total' },
  reference: { id: 'bookings.bookingList.reference', defaultMessage: 'Reference' },
  status: { id: 'bookings.bookingList.status', defaultMessage: 'Status' },
  payment: { id: 'bookings.bookingList.payment', defaultMessage: 'Payment' },
  delete: { id: 'bookings.bookingList.delete', defaultMessage: 'Delete' },
  withExtras: { id: 'bookings.bookingList.withExtras', defaultMessage: 'With {extras}' },
  checkOutDate: {
    id: 'bookings.bookingList.checkOutDate',
    defaultMessage: '<hidden>to </hidden><arrow>→ </arrow>{date}',
  },
  cardNumber: {
    id: 'bookings.bookingList.cardNumber',
    defaultMessage: 'No {number, number} · {reference}',
  },
  checkIn: { id: 'bookings.bookingList.checkIn', defaultMessage: 'Check In' },
  checkOut: { id: 'bookings.bookingList.checkOut', defaultMessage: 'Check Out' },
  nights: { id: 'bookings.bookingList.nights', defaultMessage: 'Nights' },
  extraServices: { id: 'bookings.bookingList.extraServices', defaultMessage: 'Extra services' },
  arrivalTime: { id: 'bookings.bookingList.arrivalTime', defaultMessage: 'Arrival time' },
  specialRequests: {
    id: 'bookings.bookingList.specialRequests',
    defaultMessage: 'Special requests',
  },
  bookedBy: { id: 'bookings.bookingList.bookedBy', defaultMessage: 'Booked by' },
  allBookings: { id: 'bookings.bookingList.allBookings', defaultMessage: 'All bookings' },
  yourBookings: { id: 'bookings.bookingList.yourBookings', defaultMessage: 'Your bookings' },
  reservationSuites: {
    id: 'bookings.bookingList.reservationSuites',
    defaultMessage: 'Suites of this reservation',
  },
});

/** Words for screen readers only, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;
/** Words for the eye only (an arrow), inside a message: `<arrow>…</arrow>`. */
const arrow = (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>;

interface BookingListProps {
  bookings: Booking[];
  /**
   * Admins see who booked each stay, and the reservation each suite of one belongs to; a guest
   * sees the suites of a reservation together under it.
   */
  showGuest: boolean;
  onCancelled: (booking: Booking) => void;
  /** After a guest cancels a reservation (the list is read again whether or not this is given). */
  onReservationCancelled?: (reservation: Reservation) => void;
}

/**
 * Whether Delete (and Change dates) is offered on the booking alone: a guest cancels or moves a
 * suite of a reservation only with the whole (the API refuses one suite: 409); staff may.
 */
function onItsOwn(booking: Booking, staff: boolean): boolean {
  return staff || booking.reservationId === null;
}

const cell = 'px-2.5 py-4 align-top text-ink-muted';

/**
 * Why a row offers no Delete: said in words for a stay under way and a suite cancelled with its
 * reservation, a dash for the rest.
 */
/** A guest's suite of a reservation, not begun: cancelled only with the whole. */
function cancelledWithReservation(booking: Booking): boolean {
  return booking.reservationId !== null && stageBeforeArrival(booking.stage);
}

function NotCancellable({ booking }: { booking: Booking }) {
  if (cancelledWithReservation(booking)) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t(messages.cancelWithReservation)}</span>
      </>
    );
  }
  if (booking.stage === 'in_stay') {
    return <span className="text-xs">{t(messages.stayBegun)}</span>;
  }
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">
        {booking.stage === 'cancelled'
          ? t(messages.alreadyCancelled)
          : booking.stage === 'expired'
            ? t(messages.holdEnded)
            : t(messages.stayOver)}
      </span>
    </>
  );
}

/**
 * Change dates (before the stay begins), Arrival & requests (until check-in) and Add to calendar
 * (until it ends).
 */
function StayActions({
  booking,
  staff,
  compact = false,
}: {
  booking: Booking;
  staff: boolean;
  compact?: boolean;
}) {
  if (!stageOwesPayment(booking.stage)) return null;
  return (
    <span className={compact ? 'mt-2 flex flex-col items-start' : 'contents'}>
      {booking.stage === 'upcoming' && onItsOwn(booking, staff) ? (
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
      {booking.arrivalTime ? (
        <span className="block">{t(messages.arriving, { time: booking.arrivalTime })}</span>
      ) : null}
      {booking.specialRequests ? (
        <span title={booking.specialRequests} className="line-clamp-2 break-words">
          <Message of={messages.requests} values={{ requests: booking.specialRequests, hidden }} />
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
    return <span className="text-xs">{t(messages.depositPaid)}</span>;
  }
  return <span className="text-xs">{t(messages.nothingToPay)}</span>;
}

/** The table's columns: No, Name, Bed, Guest, dates, total, reference, status, Payment, Delete. */
function bookingColumns(
  showGuest: boolean,
  onCancelled: (booking: Booking) => void,
  numberOf: (booking: Booking) => number,
): AdminColumn<Booking>[] {
  return [
    {
      header: t(messages.no),
      className: cell,
      cell: (booking) => t(messages.number, { number: numberOf(booking) }),
    },
    {
      header: t(messages.name),
      rowHeader: true,
      className: 'px-2.5 py-4 text-left align-top font-normal',
      cell: (booking) => (
        <>
          <span className="block font-display text-lg leading-tight text-forest">
            {booking.suite.name}
          </span>
          {booking.extras.length > 0 ? (
            <span className="mt-1 block text-xs text-ink-muted">
              {t(messages.withExtras, { extras: extrasInBrief(booking.extras) })}
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
    { header: t(messages.bed), className: cell, cell: (booking) => bedLabel(booking.suite.bed) },
    { header: t(messages.guest), className: cell, cell: (booking) => formatParty(booking) },
    {
      header: t(messages.dates),
      headerHint: t(messages.andNights),
      className: `${cell} whitespace-nowrap`,
      cell: (booking) => (
        <>
          {formatStayDate(booking.checkIn, 'short')}
          <span className="block">
            <Message
              of={messages.checkOutDate}
              values={{ date: formatStayDate(booking.checkOut, 'short'), hidden, arrow }}
            />
          </span>
          <span className="block text-xs">{formatNights(booking.nights)}</span>
          <StayActions booking={booking} staff={showGuest} compact />
        </>
      ),
    },
    {
      header: t(messages.total),
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
      header: t(messages.reference),
      className: `${cell} whitespace-nowrap font-medium text-ink`,
      cell: (booking) => (
        <>
          {booking.reference}
          {showGuest && booking.reservationId ? (
            <ReservationReference reservationId={booking.reservationId} />
          ) : null}
          <span className="mt-2 flex flex-col items-start font-normal">
            <ReceiptLink booking={booking} compact />
          </span>
        </>
      ),
    },
    {
      header: t(messages.status),
      className: cell,
      cell: (booking) => <BookingStatusBadge stage={booking.stage} />,
    },
    {
      header: t(messages.payment),
      className: cell,
      cell: (booking) => <PaymentAction booking={booking} compact />,
    },
    {
      header: t(messages.delete),
      className: cell,
      cell: (booking) =>
        booking.cancellable && onItsOwn(booking, showGuest) ? (
          <CancelBookingDialog booking={booking} onCancelled={onCancelled} compact />
        ) : (
          <NotCancellable booking={booking} />
        ),
    },
  ];
}

/** One booking as a card, for phones. */
function BookingCard({
  booking,
  number,
  showGuest,
  onCancelled,
}: {
  booking: Booking;
  number: number;
  showGuest: boolean;
  onCancelled: (booking: Booking) => void;
}) {
  return (
    <article aria-labelledby={`booking-${booking.id}`} className="border border-rule bg-ivory">
      <header className="flex items-start justify-between gap-3 border-b border-rule px-5 py-4">
        <div className="min-w-0">
          <p className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            <Message
              of={messages.cardNumber}
              values={{
                number,
                reference: <span className="font-medium text-ink">{booking.reference}</span>,
              }}
            />
          </p>
          {showGuest && booking.reservationId ? (
            <ReservationReference
              reservationId={booking.reservationId}
              className="mt-0.5 text-xs uppercase tracking-[0.14em] text-ink-muted"
            />
          ) : null}
          <h2 id={`booking-${booking.id}`} className="mt-1 text-2xl leading-tight text-forest">
            {booking.suite.name}
          </h2>
        </div>
        <BookingStatusBadge stage={booking.stage} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4 text-sm">
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(messages.checkIn)}
          </dt>
          <dd className="mt-0.5 text-ink">{formatStayDate(booking.checkIn, 'short')}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(messages.checkOut)}
          </dt>
          <dd className="mt-0.5 text-ink">{formatStayDate(booking.checkOut, 'short')}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">{t(messages.bed)}</dt>
          <dd className="mt-0.5 text-ink">{bedLabel(booking.suite.bed)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(messages.guest)}
          </dt>
          <dd className="mt-0.5 text-ink">{formatParty(booking)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(messages.nights)}
          </dt>
          <dd className="mt-0.5 text-ink">{formatNights(booking.nights)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(messages.total)}
          </dt>
          <dd className="mt-0.5 font-medium tabular-nums text-ink">
            {formatBdt(booking.total)}
            <PaymentState booking={booking} staff={showGuest} />
          </dd>
        </div>
        {booking.extras.length > 0 ? (
          <div className="col-span-2">
            <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
              {t(messages.extraServices)}
            </dt>
            <dd className="mt-0.5 text-ink">{extrasInBrief(booking.extras)}</dd>
          </div>
        ) : null}
        {booking.arrivalTime ? (
          <div className="col-span-2">
            <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
              {t(messages.arrivalTime)}
            </dt>
            <dd className="mt-0.5 text-ink">{booking.arrivalTime}</dd>
          </div>
        ) : null}
        {booking.specialRequests ? (
          <div className="col-span-2">
            <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
              {t(messages.specialRequests)}
            </dt>
            <dd className="mt-0.5 whitespace-pre-line break-words text-ink">
              {booking.specialRequests}
            </dd>
          </div>
        ) : null}
        {showGuest ? (
          <div className="col-span-2">
            <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
              {t(messages.bookedBy)}
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
            <StayActions booking={booking} staff={showGuest} />
            <PaymentAction booking={booking} />
            {booking.cancellable && onItsOwn(booking, showGuest) ? (
              <CancelBookingDialog booking={booking} onCancelled={onCancelled} />
            ) : cancelledWithReservation(booking) ? null : (
              // A suite of a reservation is cancelled with it, above its cards: nothing to say here.
              <NotCancellable booking={booking} />
            )}
          </>
        ) : null}
        <ReceiptLink booking={booking} />
      </div>
    </article>
  );
}

/**
 * Bookings as a table on wider screens (No, Name, Bed, Guest, dates, nights, total, reference,
 * status, Payment, Delete) and a card each on phones, where eleven columns would not stay
 * readable.
 */
function BookingRows({
  bookings,
  label,
  showGuest,
  onCancelled,
  numberOf,
  framed = true,
}: {
  bookings: readonly Booking[];
  label: string;
  showGuest: boolean;
  onCancelled: (booking: Booking) => void;
  numberOf: (booking: Booking) => number;
  /** False inside a frame of its own (a reservation's): the table edge to edge, the cards inset. */
  framed?: boolean;
}) {
  return (
    <>
      <div className="hidden lg:block">
        <AdminTable
          label={label}
          caption={label}
          columns={bookingColumns(showGuest, onCancelled, numberOf)}
          rows={bookings}
          rowKey={(booking) => booking.id}
          density="compact"
          bordered={framed}
        />
      </div>
      <ol
        className={`grid gap-5 md:grid-cols-2 lg:hidden ${framed ? '' : 'p-3 sm:p-4'}`}
        aria-label={label}
      >
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              number={numberOf(booking)}
              showGuest={showGuest}
              onCancelled={onCancelled}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

/** A run of bookings made on their own, or the suites of one reservation. */
type Stretch =
  | { kind: 'bookings'; bookings: Booking[] }
  | { kind: 'reservation'; reservationId: string; bookings: Booking[] };

/**
 * The list in its order, a reservation's suites gathered where its first one comes, the
 * bookings between reservations kept in runs.
 */
function stretches(bookings: readonly Booking[]): Stretch[] {
  const result: Stretch[] = [];
  const reservations = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const { reservationId } = booking;
    const last = result.at(-1);
    if (reservationId === null) {
      if (last?.kind === 'bookings') last.bookings.push(booking);
      else result.push({ kind: 'bookings', bookings: [booking] });
      continue;
    }
    const suites = reservations.get(reservationId);
    if (suites) {
      suites.push(booking);
      continue;
    }
    const stretch: Stretch = { kind: 'reservation', reservationId, bookings: [booking] };
    reservations.set(reservationId, stretch.bookings);
    result.push(stretch);
  }
  return result;
}

/**
 * The booking list. Staff see every booking in one list, each suite of a reservation naming it;
 * a guest sees the suites of a reservation together under it (ReservationGroup), numbered on
 * through the list.
 */
export function BookingList({
  bookings,
  showGuest,
  onCancelled,
  onReservationCancelled,
}: BookingListProps) {
  const label = t(showGuest ? messages.allBookings : messages.yourBookings);
  const groups: Stretch[] = showGuest
    ? [{ kind: 'bookings', bookings: [...bookings] }]
    : stretches(bookings);
  const numbers = new Map(
    groups.flatMap((group) => group.bookings).map((booking, index) => [booking.id, index + 1]),
  );
  const rows = (part: readonly Booking[], partLabel: string, framed = true) => (
    <BookingRows
      bookings={part}
      label={partLabel}
      showGuest={showGuest}
      onCancelled={onCancelled}
      numberOf={(booking) => numbers.get(booking.id) ?? 0}
      framed={framed}
    />
  );
  if (groups.every((group) => group.kind === 'bookings')) return rows(bookings, label);
  return (
    <div className="space-y-8">
      {groups.map((group) =>
        group.kind === 'bookings' ? (
          <div key={group.bookings[0]?.id}>{rows(group.bookings, label)}</div>
        ) : (
          <ReservationGroup
            key={group.reservationId}
            reservationId={group.reservationId}
            bookings={group.bookings}
            onCancelled={onReservationCancelled ?? (() => {})}
          >
            {rows(group.bookings, t(messages.reservationSuites), false)}
          </ReservationGroup>
        ),
      )}
    </div>
  );
}
