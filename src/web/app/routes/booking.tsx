import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { PAYMENT_RETURNS, type PaymentReturn } from '#shared/payments.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  useBookingAfterPayment,
  useReservationAfterPayment,
} from '#web/features/bookings/api/after-payment.ts';
import { BookingConfirmation } from '#web/features/bookings/components/booking-confirmation.tsx';
import { DraftSummary } from '#web/features/bookings/components/draft-summary.tsx';
import { ReservationConfirmation } from '#web/features/bookings/components/reservation-confirmation.tsx';
import { ReservationDraftSummary } from '#web/features/bookings/components/reservation-draft-summary.tsx';
import { isReservationDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import { ConfirmationLinkButton } from '#web/features/users/components/confirmation-link-button.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { t } from '#web/lib/intl.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';

const messages = defineMessages({
  title: { id: 'booking.page.title', defaultMessage: 'Your Reservation' },
  heldForYou: { id: 'booking.page.heldForYou', defaultMessage: 'Held for you' },
  reservationConfirmed: {
    id: 'booking.page.reservationConfirmed',
    defaultMessage: 'Reservation confirmed',
  },
  yourReservation: { id: 'booking.page.yourReservation', defaultMessage: 'Your reservation' },
  suitesHeld: { id: 'booking.page.suitesHeld', defaultMessage: 'Your suites are held' },
  thanksParty: {
    id: 'booking.page.thanksParty',
    defaultMessage: 'Thank you for choosing Chandrabati. We look forward to welcoming your party.',
  },
  reservationFailed: {
    id: 'booking.page.reservationFailed',
    defaultMessage: 'We could not load your reservation',
  },
  suiteHeld: { id: 'booking.page.suiteHeld', defaultMessage: 'Your suite is held' },
  yourBooking: { id: 'booking.page.yourBooking', defaultMessage: 'Your booking' },
  bookingConfirmed: { id: 'booking.page.bookingConfirmed', defaultMessage: 'Booking confirmed' },
  thanks: {
    id: 'booking.page.thanks',
    defaultMessage: 'Thank you for choosing Chandrabati. We look forward to welcoming you.',
  },
  bookingFailed: {
    id: 'booking.page.bookingFailed',
    defaultMessage: 'We could not load your booking',
  },
  almostThere: { id: 'booking.page.almostThere', defaultMessage: 'Almost there' },
  draftLead: {
    id: 'booking.page.draftLead',
    defaultMessage:
      'Check your stay and its price, then reserve: your rate is fixed the moment you book.',
  },
});

/**
 * The reservation summary of the suite, or the set of suites, chosen on /allSuites (a draft in
 * sessionStorage, so it survives a reload and the trip to log in), priced by the server. Reserve
 * Now books it; the confirmation then lives at `/booking?confirmed=<id>` (one suite) or
 * `/booking?reservation=<id>` (a set), so it survives a reload too.
 */
export default function BookingRoute() {
  const [params] = useSearchParams();
  const confirmedId = params.get('confirmed');
  const reservationId = params.get('reservation');
  const payment = PAYMENT_RETURNS.find((result) => result === params.get('payment')) ?? null;
  if (confirmedId) return <ConfirmedBooking id={confirmedId} payment={payment} />;
  if (reservationId) return <ConfirmedReservation id={reservationId} payment={payment} />;
  return <ReservationDraft />;
}

function ConfirmedReservation({ id, payment }: { id: string; payment: PaymentReturn | null }) {
  const { reservation, waitedLong } = useReservationAfterPayment(id, payment);
  const status = reservation.data?.status;
  const held = status === 'pending_payment';
  const heading = t(
    held
      ? messages.heldForYou
      : status === undefined || status === 'confirmed'
        ? messages.reservationConfirmed
        : messages.yourReservation,
  );
  useDocumentTitle(held ? t(messages.suitesHeld) : heading);
  return (
    <>
      <PageHeader eyebrow={heading} title={t(messages.title)}>
        <p>{t(messages.thanksParty)}</p>
      </PageHeader>
      <div className="px-5 py-12 sm:px-8 sm:py-16" aria-busy={reservation.isPending}>
        {reservation.isPending ? (
          <Skeleton className="mx-auto h-96 max-w-3xl" />
        ) : reservation.isError ? (
          <LoadFailure
            error={reservation.error}
            back={`${paths.booking}?reservation=${id}`}
            onRetry={() => reservation.refetch()}
          />
        ) : (
          <ReservationConfirmation
            reservation={reservation.data}
            payment={payment}
            waitedLong={waitedLong}
          />
        )}
      </div>
    </>
  );
}

/** A reservation that cannot be read: someone else's (404), signed out (401), or a failure. */
function LoadFailure({
  error,
  back,
  onRetry,
}: {
  error: Error;
  back: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiClientError && error.status === 404)
    return <Navigate to={paths.dashboard} replace />;
  if (error instanceof ApiClientError && error.status === 401)
    return <Navigate to={loginPathFor(back)} replace />;
  return <ErrorState title={t(messages.reservationFailed)} error={error} onRetry={onRetry} />;
}

function ConfirmedBooking({ id, payment }: { id: string; payment: PaymentReturn | null }) {
  const { booking, waitedLong } = useBookingAfterPayment(id, payment);
  const status = booking.data?.status;
  const ended = status === 'cancelled' || status === 'expired';
  useDocumentTitle(
    t(
      status === 'pending_payment'
        ? messages.suiteHeld
        : ended
          ? messages.yourBooking
          : messages.bookingConfirmed,
    ),
  );
  return (
    <>
      <PageHeader
        eyebrow={t(
          status === 'pending_payment'
            ? messages.heldForYou
            : ended
              ? messages.yourBooking
              : messages.bookingConfirmed,
        )}
        title={t(messages.title)}
      >
        <p>{t(messages.thanks)}</p>
      </PageHeader>
      <div className="px-5 py-12 sm:px-8 sm:py-16" aria-busy={booking.isPending}>
        {booking.isPending ? (
          <div className="mx-auto max-w-3xl space-y-6">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : booking.isError ? (
          booking.error instanceof ApiClientError && booking.error.status === 404 ? (
            <Navigate to={paths.dashboard} replace />
          ) : booking.error instanceof ApiClientError && booking.error.status === 401 ? (
            <Navigate to={loginPathFor(`${paths.booking}?confirmed=${id}`)} replace />
          ) : (
            <ErrorState
              title={t(messages.bookingFailed)}
              error={booking.error}
              onRetry={() => booking.refetch()}
            />
          )
        ) : (
          <BookingConfirmation booking={booking.data} payment={payment} waitedLong={waitedLong} />
        )}
      </div>
    </>
  );
}

function ReservationDraft() {
  useDocumentTitle();
  // Read once: the draft only changes by choosing another suite on /allSuites.
  const [draft] = useState(readBookingDraft);
  if (!draft) return <Navigate to={paths.allSuites} replace />;
  return (
    <>
      <PageHeader eyebrow={t(messages.almostThere)} title={t(messages.title)}>
        <p>{t(messages.draftLead)}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        {isReservationDraft(draft) ? (
          <ReservationDraftSummary draft={draft} confirmationLink={confirmationLink} />
        ) : (
          <DraftSummary draft={draft} confirmationLink={confirmationLink} />
        )}
      </div>
    </>
  );
}

const confirmationLink = (email: string) => <ConfirmationLinkButton email={email} />;
