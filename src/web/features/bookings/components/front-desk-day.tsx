import Phone from 'lucide-react/icons/phone';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { addDays } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFrontDesk } from '#web/features/bookings/api/front-desk.ts';
import { telHref } from '#web/features/bookings/lib/tel-href.ts';
import { t } from '#web/lib/intl.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { GuestDetailsNote } from './guest-details-note.tsx';
import {
  ARRIVAL_MARKS,
  DEPARTURE_MARKS,
  type FrontDeskMark,
  StatusMarks,
} from './status-marks.tsx';

// `{day}` is today, tomorrow, or another day, named by `{name}` ("Friday").
const messages = defineMessages({
  loading: {
    id: 'bookings.frontDeskDay.loading',
    defaultMessage:
      'Loading {day, select, today {today} tomorrow {tomorrow} other {{name}}}’s guests…',
  },
  loadFailed: {
    id: 'bookings.frontDeskDay.loadFailed',
    defaultMessage:
      'We could not load {day, select, today {today} tomorrow {tomorrow} other {{name}}}’s guests',
  },
  arrivals: { id: 'bookings.frontDeskDay.arrivals', defaultMessage: 'Arrivals' },
  noArrivals: {
    id: 'bookings.frontDeskDay.noArrivals',
    defaultMessage: 'No arrivals {day, select, today {today} tomorrow {tomorrow} other {{name}}}.',
  },
  departures: { id: 'bookings.frontDeskDay.departures', defaultMessage: 'Departures' },
  noDepartures: {
    id: 'bookings.frontDeskDay.noDepartures',
    defaultMessage:
      'No departures {day, select, today {today} tomorrow {tomorrow} other {{name}}}.',
  },
  count: { id: 'bookings.frontDeskDay.count', defaultMessage: '({count, number})' },
  noPhone: { id: 'bookings.frontDeskDay.noPhone', defaultMessage: 'No phone given' },
  dates: { id: 'bookings.frontDeskDay.dates', defaultMessage: '{from} to {to}' },
});

interface FrontDeskDayProps {
  /** The day shown (YYYY-MM-DD). */
  date: string;
  /** What staff call it: Today, Tomorrow (the heading). */
  name: string;
  /** The hotel's date, which the rules read. */
  today: string;
  onMarked: (booking: Booking) => void;
}

/** One day at the front desk: who arrives and who leaves, with the marks each may get. */
export function FrontDeskDay({ date, name, today, onMarked }: FrontDeskDayProps) {
  const day = useFrontDesk(date);
  const headingId = `front-desk-${date}`;
  // How the sentences name the day: "today", "tomorrow", or by its name.
  const which = {
    day: date === today ? 'today' : date === addDays(today, 1) ? 'tomorrow' : 'other',
    name: name.toLowerCase(),
  };
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-3xl text-forest">
        {name}{' '}
        <span className="ml-2 font-sans text-base text-ink-muted">
          {formatStayDate(date, 'long')}
        </span>
      </h2>
      <div aria-busy={day.isPending} className="mt-5">
        {day.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-32 w-full" />
            <span className="sr-only">{t(messages.loading, which)}</span>
          </div>
        ) : day.isError ? (
          <ErrorState
            title={t(messages.loadFailed, which)}
            error={day.error}
            onRetry={() => day.refetch()}
          />
        ) : (
          <div className="grid gap-8 xl:grid-cols-2">
            <StayList
              title={t(messages.arrivals)}
              empty={t(messages.noArrivals, which)}
              bookings={day.data.arrivals}
              offer={ARRIVAL_MARKS}
              arrivals
              today={today}
              onMarked={onMarked}
            />
            <StayList
              title={t(messages.departures)}
              empty={t(messages.noDepartures, which)}
              bookings={day.data.departures}
              offer={DEPARTURE_MARKS}
              today={today}
              onMarked={onMarked}
            />
          </div>
        )}
      </div>
    </section>
  );
}

interface StayListProps {
  title: string;
  empty: string;
  bookings: Booking[];
  offer: readonly FrontDeskMark[];
  today: string;
  onMarked: (booking: Booking) => void;
  /** Arriving guests: with when they expect to come and what they asked for. */
  arrivals?: boolean;
}

function StayList({ title, empty, bookings, offer, today, onMarked, arrivals }: StayListProps) {
  return (
    <div>
      <h3 className="flex items-baseline gap-2 text-xs font-medium uppercase tracking-[0.16em] text-brass-dark">
        {title}
        <span className="tabular-nums text-ink-muted">
          {t(messages.count, { count: bookings.length })}
        </span>
      </h3>
      {bookings.length === 0 ? (
        <p className="mt-3 border border-rule bg-ivory px-5 py-5 text-ink-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="mt-3 grid gap-3">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <FrontDeskStay
                booking={booking}
                offer={offer}
                today={today}
                onMarked={onMarked}
                arriving={arrivals}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FrontDeskStay({
  booking,
  offer,
  today,
  onMarked,
  arriving = false,
}: {
  booking: Booking;
  offer: readonly FrontDeskMark[];
  today: string;
  onMarked: (booking: Booking) => void;
  arriving?: boolean | undefined;
}) {
  const headingId = `front-desk-stay-${booking.id}-${offer.join('-')}`;
  return (
    <article aria-labelledby={headingId} className="border border-rule bg-ivory px-4 py-4 sm:px-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            <span className="font-medium text-ink">{booking.reference}</span> · {booking.suite.name}
          </p>
          <h4 id={headingId} className="mt-1 text-2xl leading-tight text-forest">
            {booking.guest.name}
          </h4>
        </div>
        <BookingStatusBadge stage={booking.stage} />
      </header>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        {booking.guest.phone ? (
          <a
            href={telHref(booking.guest.phone)}
            className="inline-flex min-h-10 items-center gap-1.5 text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark"
          >
            <Phone aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {booking.guest.phone}
          </a>
        ) : (
          <span className="inline-flex min-h-10 items-center text-ink-muted">
            {t(messages.noPhone)}
          </span>
        )}
        <span className="inline-flex min-h-10 items-center">
          {formatParty(booking)} · {formatNights(booking.nights)}
        </span>
      </p>
      <p className="text-sm text-ink-muted">
        {t(messages.dates, {
          from: formatStayDate(booking.checkIn, 'short'),
          to: formatStayDate(booking.checkOut, 'short'),
        })}
      </p>
      {arriving ? <GuestDetailsNote booking={booking} className="mt-3" /> : null}
      <div className="mt-4 empty:hidden">
        <StatusMarks booking={booking} offer={offer} today={today} onMarked={onMarked} />
      </div>
    </article>
  );
}
