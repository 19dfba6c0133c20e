import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Hourglass from 'lucide-react/icons/hourglass';
import type { ReactNode } from 'react';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { PaymentReturn } from '#shared/payments.ts';
import type { Reservation } from '#shared/reservation.ts';
import { formatParty } from '#shared/stay-format.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { BookedExtras } from './booked-extras.tsx';
import { HoldTimeLeft, ReservationDepositPayment } from './deposit-payment.tsx';
import { ReservationReceiptLink } from './receipt-link.tsx';
import { StayDetails } from './stay-details.tsx';
import { setTitle } from './suite-sets.tsx';

/** A notice at the top of the reservation's page: good news in green, trouble in red. */
function Notice({ tone, children }: { tone: 'good' | 'wait' | 'bad'; children: ReactNode }) {
  const Icon = tone === 'good' ? CircleCheck : tone === 'wait' ? Hourglass : CircleAlert;
  const colours =
    tone === 'good'
      ? 'border-forest/30 bg-forest/5 text-forest'
      : tone === 'wait'
        ? 'border-brass-dark/40 bg-brass/10 text-ink'
        : 'border-danger/40 bg-danger/5 text-danger';
  return (
    <div role="status" className={`flex items-start gap-3 border px-5 py-4 ${colours}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * Where the reservation stands, first, and what became of a trip to the payment gateway, as for
 * one booking (BookingNotice): only the server's status counts.
 */
function ReservationNotice({
  reservation,
  payment,
  waitedLong,
}: {
  reservation: Reservation;
  payment: PaymentReturn | null;
  waitedLong: boolean;
}) {
  const reference = <strong>{reservation.reference}</strong>;
  switch (reservation.status) {
    case 'pending_payment':
      if (payment === 'success') {
        return (
          <Notice tone="wait">
            {waitedLong
              ? 'SSLCommerz has not confirmed your payment to us yet. If it was taken, your suites are confirmed the moment their notice arrives, and we email you; if not, you can pay below while the hold lasts.'
              : 'Thank you. We are waiting for SSLCommerz to confirm your payment; this page updates by itself.'}
          </Notice>
        );
      }
      if (payment === 'fail' || payment === 'cancel') {
        return (
          <Notice tone="bad">
            {payment === 'fail'
              ? 'Your payment did not go through, and nothing was charged.'
              : 'You left the payment page before paying, and nothing was charged.'}{' '}
            Your suites are still held: you can try again below.
          </Notice>
        );
      }
      return (
        <Notice tone="wait">
          Your suites are held for you, reference {reference}. Pay the deposit to confirm them.
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice tone="bad">
          {reservation.bookings.every((booking) => booking.status === 'expired') ? (
            <>The hold on reservation {reference} has ended, as the deposit was not paid in time.</>
          ) : (
            <>Reservation {reference} is cancelled.</>
          )}
        </Notice>
      );
    case 'partly_cancelled':
      return (
        <Notice tone="bad">
          Some suites of reservation {reference} are cancelled; the others are kept.
        </Notice>
      );
    default:
      return (
        <Notice tone="good">
          {payment === 'success' && reservation.amountPaid > 0
            ? `Payment received: ${formatBdt(reservation.amountPaid)}. `
            : ''}
          Your reservation is confirmed. Reference {reference}.
        </Notice>
      );
  }
}

/** Under the total: what is paid online, what is left, and where. */
function paymentNote(reservation: Reservation): string {
  if (reservation.amountPaid > 0) {
    return `Paid online ${formatBdt(reservation.amountPaid)}${reservation.balanceDue > 0 ? `; ${formatBdt(reservation.balanceDue)} to pay at the hotel.` : '.'}`;
  }
  if (reservation.status === 'pending_payment') {
    return `A deposit of ${formatBdt(reservation.amountDue)} online, the rest at the hotel.`;
  }
  return reservation.balanceDue > 0
    ? 'To pay at the hotel: cash, card or bKash.'
    : 'Nothing to pay.';
}

/**
 * A reservation of several suites, once made (`/booking?reservation=<id>`): its reference, each
 * suite with its own booking reference and party, the guest's details, the total, and the way to
 * the booking list, where each suite's booking is kept.
 */
export function ReservationConfirmation({
  reservation,
  payment = null,
  waitedLong = false,
}: {
  reservation: Reservation;
  /** How the guest came back from the payment gateway, if they did. */
  payment?: PaymentReturn | null;
  /** The gateway's confirmation has been awaited for a while. */
  waitedLong?: boolean;
}) {
  const { bookings } = reservation;
  const stay = {
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    adults: bookings.reduce((sum, booking) => sum + booking.adults, 0),
    children: bookings.reduce((sum, booking) => sum + booking.children, 0),
  };
  const held = reservation.status === 'pending_payment';
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <ReservationNotice reservation={reservation} payment={payment} waitedLong={waitedLong} />
      {reservation.payable ? <ReservationDepositPayment reservation={reservation} /> : null}
      <article aria-labelledby="confirmed-suites" className="border border-rule bg-ivory">
        <div className="surface-dark bg-forest px-6 py-8 text-center text-ivory sm:px-10">
          <p className="eyebrow">Reservation reference</p>
          <p className="mt-3 font-display text-5xl tracking-[0.08em] text-brass-light">
            {reservation.reference}
          </p>
          <p className="mt-3 text-sm text-ivory/85">
            Quote it at reception, or when you call us about your stay.
          </p>
        </div>
        <div className="p-6 sm:p-10">
          <h2 id="confirmed-suites" className="text-3xl leading-tight text-forest">
            {setTitle(bookings.length, stay.adults + stay.children)}
          </h2>
          <div className="mt-5">
            <StayDetails stay={stay} nights={reservation.nights} />
          </div>
        </div>
        <ul className="border-t border-rule">
          {bookings.map((booking) => (
            <li
              key={booking.id}
              className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-4 border-b border-rule px-6 py-5 last:border-b-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:px-10"
            >
              <img
                src={booking.suite.image.src}
                srcSet={booking.suite.image.srcSet}
                sizes="(min-width: 640px) 144px, 88px"
                width={booking.suite.image.width}
                height={booking.suite.image.height}
                alt={`${booking.suite.name}, interior`}
                className="aspect-square w-full bg-parchment object-cover sm:aspect-[3/2]"
              />
              <div className="min-w-0">
                <h3 className="text-2xl leading-tight text-forest">{booking.suite.name}</h3>
                <p className="mt-1 text-sm text-ink-muted">
                  {booking.suite.bed} · {formatParty(booking)}
                </p>
                <p className="mt-2 text-sm text-ink">
                  Booking reference{' '}
                  <span className="font-medium tracking-[0.06em]">{booking.reference}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {reservation.quote.extras.length > 0 ? (
          <section
            aria-labelledby="confirmed-extras"
            className="border-t border-rule px-6 py-6 sm:px-10"
          >
            <h3
              id="confirmed-extras"
              className="font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink"
            >
              Extra services
            </h3>
            <div className="mt-2 text-sm">
              <BookedExtras extras={reservation.quote.extras} />
            </div>
          </section>
        ) : null}
        <section
          aria-labelledby="confirmed-arrival"
          className="border-t border-rule px-6 py-6 sm:px-10"
        >
          <h3
            id="confirmed-arrival"
            className="font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink"
          >
            Your arrival
          </h3>
          <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            <div>
              <dt className="text-ink-muted">Arrival time</dt>
              <dd className="mt-0.5 text-ink">{reservation.arrivalTime ?? 'Not given yet'}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Special requests</dt>
              <dd className="mt-0.5 whitespace-pre-line break-words text-ink">
                {reservation.specialRequests ?? 'None'}
              </dd>
            </div>
          </dl>
        </section>
        <div className="flex flex-wrap items-baseline justify-between gap-4 border-t border-rule px-6 py-6 sm:px-10">
          <div>
            <p className="text-xs font-medium uppercase tracking-[0.16em] text-ink">Total (BDT)</p>
            <p className="text-sm text-ink-muted">{paymentNote(reservation)}</p>
          </div>
          <p className="font-display text-4xl tabular-nums text-forest">
            {formatBdt(reservation.quote.total)}
          </p>
        </div>
      </article>
      <p className="text-center text-ink-muted">
        {held && reservation.holdExpiresAt ? (
          <>
            The hold lasts <HoldTimeLeft until={reservation.holdExpiresAt} />.{' '}
          </>
        ) : null}
        Each suite is also in your Booking List, under its own booking reference.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboard}>
          <CalendarCheck aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Go to your Booking List
        </ButtonLink>
        <ReservationReceiptLink reservation={reservation} />
        <ButtonLink to={paths.allSuites} variant="outline">
          Browse more suites
        </ButtonLink>
      </div>
    </div>
  );
}
