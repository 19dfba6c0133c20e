import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, type Booking, type BookingStatus } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import type { Reservation } from '#shared/reservation.ts';
import { ButtonLink, buttonClasses } from '#web/components/ui/button.tsx';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { bookingsCsvUrl, useBookings } from '#web/features/bookings/api/get-bookings.ts';
import { BookingList } from '#web/features/bookings/components/booking-list.tsx';
import { StatusFilter } from '#web/features/bookings/components/status-filter.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  bookingCancelled: {
    id: 'bookings.bookingListRoute.bookingCancelled',
    defaultMessage:
      'Booking {reference} is cancelled. Its dates are free again, and it stays in the list marked Cancelled.',
  },
  reservationCancelled: {
    id: 'bookings.bookingListRoute.reservationCancelled',
    defaultMessage:
      'Reservation {reference} is cancelled. Its dates are free again, and its suites stay in the list marked Cancelled.',
  },
  title: { id: 'bookings.bookingListRoute.title', defaultMessage: 'Booking List' },
  introAdmin: {
    id: 'bookings.bookingListRoute.introAdmin',
    defaultMessage:
      "Every guest's bookings, latest stay first: dates, suite and payment, with the option to cancel.",
  },
  introGuest: {
    id: 'bookings.bookingListRoute.introGuest',
    defaultMessage: 'Your stays with us: dates, suite and payment, with the option to cancel.',
  },
  downloadCsv: { id: 'bookings.bookingListRoute.downloadCsv', defaultMessage: 'Download CSV' },
  loading: { id: 'bookings.bookingListRoute.loading', defaultMessage: 'Loading bookings…' },
  loadFailed: {
    id: 'bookings.bookingListRoute.loadFailed',
    defaultMessage: 'We could not load your bookings',
  },
  noneWithStatus: {
    id: 'bookings.bookingListRoute.noneWithStatus',
    defaultMessage:
      '{status, select, pending_payment {No pending_payment bookings} confirmed {No confirmed bookings} checked_in {No checked_in bookings} checked_out {No checked_out bookings} no_show {No no_show bookings} cancelled {No cancelled bookings} expired {No expired bookings} other {No {status} bookings}}',
    description: 'The status is named as the page address writes it.',
  },
  noneYet: { id: 'bookings.bookingListRoute.noneYet', defaultMessage: 'No bookings yet' },
  youHaveNone: {
    id: 'bookings.bookingListRoute.youHaveNone',
    defaultMessage: 'You have no bookings yet',
  },
  findSuite: { id: 'bookings.bookingListRoute.findSuite', defaultMessage: 'Find a suite' },
  emptyHint: {
    id: 'bookings.bookingListRoute.emptyHint',
    defaultMessage: 'Choose your dates and a suite, and your booking will appear here.',
  },
});

function statusParam(value: string | null): BookingStatus | undefined {
  return BOOKING_STATUSES.find((status) => status === value);
}

/**
 * The dashboard's index: a guest's own bookings, or every guest's for an admin (who can filter
 * them by status). Delete cancels a booking after the spec's confirmation; it stays listed.
 */
export default function BookingListRoute() {
  useDocumentTitle();
  // The dashboard layout only renders this page for a signed-in user.
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  // Staff powers need the second factor where the hotel requires it: until then, a guest's list.
  const isAdmin = user?.role === 'admin' && !user.staffNeedsTwoFactor;
  const [params, setParams] = useSearchParams();
  const status = isAdmin ? statusParam(params.get('status')) : undefined;
  const bookings = useBookings(user?.id ?? '', status);
  /** What the last cancellation did, said above the list. */
  const [cancelled, setCancelled] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const sayCancelled = (message: string) => {
    setCancelled(message);
    // The button is gone with the dialog: focus moves to the message saying what happened.
    requestAnimationFrame(() => statusRef.current?.focus());
  };
  const onCancelled = (booking: Booking) =>
    sayCancelled(t(messages.bookingCancelled, { reference: booking.reference }));
  const onReservationCancelled = (reservation: Reservation) =>
    sayCancelled(t(messages.reservationCancelled, { reference: reservation.reference }));

  const setStatus = (next: BookingStatus | undefined) => {
    setCancelled(null);
    setParams(next ? { status: next } : {}, { replace: true });
  };

  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{isAdmin ? t(messages.introAdmin) : t(messages.introGuest)}</p>
      </DashboardHeading>
      <div
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className="mt-8 outline-none empty:hidden focus-visible:outline-2"
      >
        {cancelled ? (
          <p className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{cancelled}</span>
          </p>
        ) : null}
      </div>
      {isAdmin ? (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <StatusFilter value={status} onChange={setStatus} />
          {/* A plain link: the browser downloads the file the server names. */}
          <a href={bookingsCsvUrl(status)} download className={buttonClasses('outline', 'sm')}>
            <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t(messages.downloadCsv)}
          </a>
        </div>
      ) : null}
      <div className="mt-8" aria-busy={bookings.isPending || bookings.isPlaceholderData}>
        {bookings.isPending ? (
          <div className="space-y-3 border border-rule p-4">
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} className="h-14 w-full" />
            ))}
            <span className="sr-only">{t(messages.loading)}</span>
          </div>
        ) : bookings.isError ? (
          <ErrorState
            title={t(messages.loadFailed)}
            error={bookings.error}
            onRetry={() => bookings.refetch()}
          />
        ) : bookings.data.length === 0 ? (
          <div className="border border-rule bg-ivory">
            <EmptyState
              icon={CalendarX2}
              title={
                status
                  ? t(messages.noneWithStatus, { status })
                  : isAdmin
                    ? t(messages.noneYet)
                    : t(messages.youHaveNone)
              }
              action={
                <ButtonLink to={paths.allSuites} variant="outline" size="sm" className="mt-2">
                  {t(messages.findSuite)}
                </ButtonLink>
              }
            >
              <p>{t(messages.emptyHint)}</p>
            </EmptyState>
          </div>
        ) : (
          <div className={bookings.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            <BookingList
              bookings={bookings.data}
              showGuest={isAdmin}
              onCancelled={onCancelled}
              onReservationCancelled={onReservationCancelled}
            />
          </div>
        )}
      </div>
    </>
  );
}
