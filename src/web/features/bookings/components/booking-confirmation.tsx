import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Hourglass from 'lucide-react/icons/hourglass';
import type { ReactNode } from 'react';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { PaymentReturn } from '#shared/payments.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { BookedExtras } from './booked-extras.tsx';
import { DepositPayment, HoldTimeLeft } from './deposit-payment.tsx';
import { detailsEditable, GuestDetailsDialog } from './guest-details-dialog.tsx';
import { ReceiptLink } from './receipt-link.tsx';
import { StayDetails } from './stay-details.tsx';

/** A notice at the top of the booking's page: good news in green, trouble in red. */
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
 * What the page says first: where the booking stands, and what became of a trip to the payment
 * gateway (`payment`, from the address the gateway sent the guest back to). Only the server's
 * status counts: coming back from "success" confirms nothing until the gateway's notice has.
 */
function BookingNotice({
  booking,
  payment,
  waitedLong,
}: {
  booking: Booking;
  payment: PaymentReturn | null;
  waitedLong: boolean;
}) {
  const reference = <strong>{booking.reference}</strong>;
  switch (booking.status) {
    case 'pending_payment':
      if (payment === 'success') {
        return waitedLong ? (
          <Notice tone="wait">
            SSLCommerz has not confirmed your payment to us yet. If it was taken, your booking is
            confirmed the moment their notice arrives, and we email you; if not, you can pay below
            while the hold lasts.
          </Notice>
        ) : (
          <Notice tone="wait">
            Thank you. We are waiting for SSLCommerz to confirm your payment; this page updates by
            itself.
          </Notice>
        );
      }
      if (payment === 'fail' || payment === 'cancel') {
        return (
          <Notice tone="bad">
            {payment === 'fail'
              ? 'Your payment did not go through, and nothing was charged.'
              : 'You left the payment page before paying, and nothing was charged.'}{' '}
            Your suite is still held: you can try again below.
          </Notice>
        );
      }
      return (
        <Notice tone="wait">
          Your suite is held for you, reference {reference}. Pay the deposit to confirm it.
        </Notice>
      );
    case 'expired':
      return (
        <Notice tone="bad">
          The hold on booking {reference} has ended, as the deposit was not paid in time.
          {booking.amountRefunded > 0
            ? ` The ${formatBdt(booking.amountRefunded)} paid after it ended is being refunded.`
            : ' Nothing was charged.'}
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice tone="bad">
          Booking {reference} is cancelled.
          {booking.amountRefunded > 0
            ? ` The ${formatBdt(booking.amountRefunded)} paid online is being refunded in full.`
            : ''}
        </Notice>
      );
    default:
      return (
        <Notice tone="good">
          {payment === 'success' && booking.amountPaid > 0
            ? `Payment received: ${formatBdt(booking.amountPaid)}. `
            : ''}
          Your booking is confirmed. Reference {reference}.
        </Notice>
      );
  }
}

/** The total, and what is paid or left to pay, where. */
function PaymentSummary({ booking }: { booking: Booking }) {
  const online = booking.amountPaid > 0;
  const held = booking.status === 'pending_payment';
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-4 border-t border-rule px-6 py-6 sm:px-10">
      <div>
        <p className="text-xs font-medium uppercase tracking-[0.16em] text-ink">Total (BDT)</p>
        <p className="text-sm text-ink-muted">
          {online
            ? `Paid online ${formatBdt(booking.amountPaid)}${booking.balanceDue > 0 ? `; ${formatBdt(booking.balanceDue)} to pay at the hotel.` : '.'}`
            : held
              ? `A deposit of ${formatBdt(booking.amountDue)} online, the rest at the hotel.`
              : booking.balanceDue > 0
                ? 'To pay at the hotel: cash, card or bKash.'
                : 'Nothing to pay.'}
        </p>
      </div>
      <p className="font-display text-4xl tabular-nums text-forest">{formatBdt(booking.total)}</p>
    </div>
  );
}

/** When the guest expects to arrive and what they asked for, and, until check-in, a change. */
function GuestDetailsSection({ booking }: { booking: Booking }) {
  const editable = detailsEditable(booking);
  if (!editable && !booking.arrivalTime && !booking.specialRequests) return null;
  return (
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
          <dd className="mt-0.5 text-ink">{booking.arrivalTime ?? 'Not given yet'}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Special requests</dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-ink">
            {booking.specialRequests ?? 'None'}
          </dd>
        </div>
      </dl>
      {editable ? (
        <div className="mt-4">
          <GuestDetailsDialog booking={booking} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * A booking's own page: the reference first, then what is left to do (pay the deposit while the
 * suite is held), the stay and the sum.
 */
export function BookingConfirmation({
  booking,
  payment = null,
  waitedLong = false,
}: {
  booking: Booking;
  /** How the guest came back from the payment gateway, if they did. */
  payment?: PaymentReturn | null;
  /** The gateway's confirmation has been awaited for a while. */
  waitedLong?: boolean;
}) {
  const confirmed =
    booking.status !== 'pending_payment' &&
    booking.status !== 'expired' &&
    booking.status !== 'cancelled';
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <BookingNotice booking={booking} payment={payment} waitedLong={waitedLong} />
      {booking.payable ? <DepositPayment booking={booking} /> : null}
      <article aria-labelledby="confirmed-suite" className="border border-rule bg-ivory">
        <div className="surface-dark bg-forest px-6 py-8 text-center text-ivory sm:px-10">
          <p className="eyebrow">Booking reference</p>
          <p className="mt-3 font-display text-5xl tracking-[0.08em] text-brass-light">
            {booking.reference}
          </p>
          <p className="mt-3 text-sm text-ivory/85">
            Quote it at reception, or when you call us about your stay.
          </p>
        </div>
        <div className="grid gap-8 p-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] sm:p-10">
          <img
            src={booking.suite.image.src}
            srcSet={booking.suite.image.srcSet}
            sizes="(min-width: 640px) 300px, 100vw"
            width={booking.suite.image.width}
            height={booking.suite.image.height}
            alt={`${booking.suite.name}, interior`}
            className="aspect-[3/2] w-full bg-parchment object-cover"
          />
          <div>
            <h2 id="confirmed-suite" className="text-3xl leading-tight text-forest">
              {booking.suite.name}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{booking.suite.bed}</p>
            <div className="mt-5">
              <StayDetails stay={booking} nights={booking.nights} />
            </div>
          </div>
        </div>
        {booking.extras.length > 0 ? (
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
              <BookedExtras extras={booking.extras} />
            </div>
          </section>
        ) : null}
        <GuestDetailsSection booking={booking} />
        <PaymentSummary booking={booking} />
      </article>
      <p className="text-center text-ink-muted">
        {confirmed ? (
          <>
            A confirmation is on its way to <span className="text-ink">{booking.guest.email}</span>.
            You can see or cancel this booking in your Booking List at any time before check-in.
          </>
        ) : booking.status === 'pending_payment' && booking.holdExpiresAt ? (
          <>
            We have sent the details to <span className="text-ink">{booking.guest.email}</span>. The
            hold lasts <HoldTimeLeft until={booking.holdExpiresAt} />.
          </>
        ) : (
          <>This booking is kept in your Booking List for your records.</>
        )}
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboard}>
          <CalendarCheck aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Go to your Booking List
        </ButtonLink>
        {confirmed ? <AddToCalendar booking={booking} size="md" /> : null}
        <ReceiptLink booking={booking} size="md" />
        <ButtonLink to={paths.allSuites} variant="outline">
          {confirmed ? 'Browse more suites' : 'Search again'}
        </ButtonLink>
      </div>
    </div>
  );
}
