import { bedLabel } from '#shared/bed-label.ts';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { Message } from '#web/components/ui/message.tsx';
import type { AfterGateway } from '#web/features/bookings/api/after-payment.ts';
import { t } from '#web/lib/intl.ts';
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

const messages = defineMessages({
  holdEnded: {
    id: 'bookings.bookingConfirmation.holdEnded',
    defaultMessage:
      'The hold on booking {reference} has ended, as the deposit was not paid in time.',
  },
  lateRefund: {
    id: 'bookings.bookingConfirmation.lateRefund',
    defaultMessage: 'The {amount} paid after it ended is being refunded.',
  },
  nothingCharged: {
    id: 'bookings.bookingConfirmation.nothingCharged',
    defaultMessage: 'Nothing was charged.',
  },
  cancelled: {
    id: 'bookings.bookingConfirmation.cancelled',
    defaultMessage: 'Booking {reference} is cancelled.',
  },
  cancelledRefund: {
    id: 'bookings.bookingConfirmation.cancelledRefund',
    defaultMessage: 'The {amount} paid online is being refunded in full.',
  },
  confirmationSent: {
    id: 'bookings.bookingConfirmation.confirmationSent',
    defaultMessage:
      'A confirmation is on its way to {email}. You can see or cancel this booking in your Booking List at any time before check-in.',
  },
  detailsSent: {
    id: 'bookings.bookingConfirmation.detailsSent',
    defaultMessage:
      'We have sent the details to {email}. The hold lasts until {time}, {minutes, plural, =0 {which has just passed} one {a minute from now} other {# minutes from now}}.',
  },
  keptForRecords: {
    id: 'bookings.bookingConfirmation.keptForRecords',
    defaultMessage: 'This booking is kept in your Booking List for your records.',
  },
  searchAgain: { id: 'bookings.bookingConfirmation.searchAgain', defaultMessage: 'Search again' },
});

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
          <Message of={messages.holdEnded} values={{ reference }} />{' '}
          {booking.amountRefunded > 0
            ? t(messages.lateRefund, { amount: formatBdt(booking.amountRefunded) })
            : t(messages.nothingCharged)}
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice tone="bad">
          <Message of={messages.cancelled} values={{ reference }} />
          {booking.amountRefunded > 0
            ? ` ${t(messages.cancelledRefund, { amount: formatBdt(booking.amountRefunded) })}`
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
  const email = <span className="text-ink">{booking.guest.email}</span>;
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
            <p className="mt-1 text-sm text-ink-muted">{bedLabel(booking.suite.bed)}</p>
            <div className="mt-5">
              <StayDetails stay={booking} nights={booking.nights} />
            </div>
          </div>
        </div>
      </ConfirmationCard>
      <p className="text-center text-ink-muted">
        {confirmed ? (
          <Message of={messages.confirmationSent} values={{ email }} />
        ) : booking.status === 'pending_payment' && booking.holdExpiresAt ? (
          <HoldTimeLeft
            until={booking.holdExpiresAt}
            sentence={messages.detailsSent}
            values={{ email }}
          />
        ) : (
          t(messages.keptForRecords)
        )}
      </p>
      <ConfirmationLinks browseLabel={confirmed ? undefined : t(messages.searchAgain)}>
        {confirmed ? <AddToCalendar booking={booking} size="md" /> : null}
        <ReceiptLink booking={booking} size="md" />
      </ConfirmationLinks>
    </div>
  );
}
