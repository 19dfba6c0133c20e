import { defineMessages } from '#shared/messages.ts';
import type { Reservation } from '#shared/reservation.ts';
import { Message } from '#web/components/ui/message.tsx';
import type { AfterGateway } from '#web/features/bookings/api/after-payment.ts';
import { t } from '#web/lib/intl.ts';
import {
  ConfirmationCard,
  ConfirmationLinks,
  HeldOrConfirmedNotice,
  Notice,
} from './confirmation-sections.tsx';
import { HoldTimeLeft, ReservationDepositPayment } from './deposit-payment.tsx';
import { ReservationReceiptLink } from './receipt-link.tsx';
import { StayDetails } from './stay-details.tsx';
import { SuiteRow } from './suite-row.tsx';
import { setTitle } from './suite-sets.tsx';

const messages = defineMessages({
  holdEnded: {
    id: 'bookings.reservationConfirmation.holdEnded',
    defaultMessage:
      'The hold on reservation {reference} has ended, as the deposit was not paid in time.',
  },
  cancelled: {
    id: 'bookings.reservationConfirmation.cancelled',
    defaultMessage: 'Reservation {reference} is cancelled.',
  },
  partlyCancelled: {
    id: 'bookings.reservationConfirmation.partlyCancelled',
    defaultMessage: 'Some suites of reservation {reference} are cancelled; the others are kept.',
  },
  bookingReference: {
    id: 'bookings.reservationConfirmation.bookingReference',
    defaultMessage: 'Booking reference {reference}',
  },
  holdLasts: {
    id: 'bookings.reservationConfirmation.holdLasts',
    defaultMessage:
      'The hold lasts until {time}, {minutes, plural, =0 {which has just passed} one {a minute from now} other {# minutes from now}}.',
  },
  eachSuite: {
    id: 'bookings.reservationConfirmation.eachSuite',
    defaultMessage: 'Each suite is also in your Booking List, under its own booking reference.',
  },
});

/**
 * Where the reservation stands, first, and what became of a trip to the payment gateway, as for
 * one booking (BookingNotice): only the server's status counts.
 */
function ReservationNotice({
  reservation,
  ...gateway
}: AfterGateway & { reservation: Reservation }) {
  const reference = <strong>{reservation.reference}</strong>;
  switch (reservation.status) {
    case 'cancelled':
      return (
        <Notice tone="bad">
          <Message
            of={
              reservation.bookings.every((booking) => booking.status === 'expired')
                ? messages.holdEnded
                : messages.cancelled
            }
            values={{ reference }}
          />
        </Notice>
      );
    case 'partly_cancelled':
      return (
        <Notice tone="bad">
          <Message of={messages.partlyCancelled} values={{ reference }} />
        </Notice>
      );
    default:
      return <HeldOrConfirmedNotice what="reservation" stay={reservation} {...gateway} />;
  }
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
}: AfterGateway & { reservation: Reservation }) {
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
      <ConfirmationCard
        what="reservation"
        labelledBy="confirmed-suites"
        stay={reservation}
        price={reservation.quote}
        arrival={reservation}
      >
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
            <SuiteRow key={booking.id} suite={booking.suite} party={booking} layout="booked">
              <p className="mt-2 text-sm text-ink">
                <Message
                  of={messages.bookingReference}
                  values={{
                    reference: (
                      <span className="font-medium tracking-[0.06em]">{booking.reference}</span>
                    ),
                  }}
                />
              </p>
            </SuiteRow>
          ))}
        </ul>
      </ConfirmationCard>
      <p className="text-center text-ink-muted">
        {held && reservation.holdExpiresAt ? (
          <>
            <HoldTimeLeft until={reservation.holdExpiresAt} sentence={messages.holdLasts} />{' '}
          </>
        ) : null}
        {t(messages.eachSuite)}
      </p>
      <ConfirmationLinks>
        <ReservationReceiptLink reservation={reservation} />
      </ConfirmationLinks>
    </div>
  );
}
