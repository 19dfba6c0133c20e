import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import type { AfterGateway } from '#web/features/bookings/api/after-payment.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import {
  ConfirmationCard,
  ConfirmationLinks,
  HeldOrConfirmedNotice,
  Notice,
} from './confirmation-sections.tsx';
import { DepositPayment, HoldTimeLeft } from './deposit-payment.tsx';
import { detailsEditable, GuestDetailsDialog } from './guest-details-dialog.tsx';
import { ReceiptLink } from './receipt-link.tsx';
import { StayDetails } from './stay-details.tsx';
import { SuiteImage } from './suite-row.tsx';

/**
 * What the page says first: where the booking stands, and what became of a trip to the payment
 * gateway (HeldOrConfirmedNotice), or why it no longer stands.
 */
function BookingNotice({ booking, ...gateway }: AfterGateway & { booking: Booking }) {
  const reference = <strong>{booking.reference}</strong>;
  switch (booking.status) {
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
      return <HeldOrConfirmedNotice what="booking" stay={booking} {...gateway} />;
  }
}

/**
 * A booking's own page: the reference first, then what is left to do (pay the deposit while the
 * suite is held), the stay and the sum.
 */
export function BookingConfirmation({
  booking,
  payment = null,
  waitedLong = false,
}: AfterGateway & { booking: Booking }) {
  const confirmed =
    booking.status !== 'pending_payment' &&
    booking.status !== 'expired' &&
    booking.status !== 'cancelled';
  // The arrival, until check-in a change to it; nothing when neither was given nor can be.
  const editable = detailsEditable(booking);
  const arrivalShown = editable || booking.arrivalTime || booking.specialRequests;
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <BookingNotice booking={booking} payment={payment} waitedLong={waitedLong} />
      {booking.payable ? <DepositPayment booking={booking} /> : null}
      <ConfirmationCard
        what="booking"
        labelledBy="confirmed-suite"
        stay={booking}
        price={booking}
        arrival={arrivalShown ? booking : null}
        changeArrival={
          editable ? (
            <div className="mt-4">
              <GuestDetailsDialog booking={booking} />
            </div>
          ) : null
        }
      >
        <div className="grid gap-8 p-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] sm:p-10">
          <SuiteImage
            suite={booking.suite}
            sizes="(min-width: 640px) 300px, 100vw"
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
      </ConfirmationCard>
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
      <ConfirmationLinks browseLabel={confirmed ? 'Browse more suites' : 'Search again'}>
        {confirmed ? <AddToCalendar booking={booking} size="md" /> : null}
        <ReceiptLink booking={booking} size="md" />
      </ConfirmationLinks>
    </div>
  );
}
