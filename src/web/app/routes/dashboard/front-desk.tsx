import BedDouble from 'lucide-react/icons/bed-double';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useRef, useState } from 'react';
import type { Booking } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { defineMessages } from '#shared/messages.ts';
import { addDays } from '#shared/stay.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useFrontDesk } from '#web/features/bookings/api/front-desk.ts';
import { FrontDeskDay } from '#web/features/bookings/components/front-desk-day.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'bookings.frontDeskRoute.title', defaultMessage: 'Front Desk' },
  intro: {
    id: 'bookings.frontDeskRoute.intro',
    defaultMessage:
      'Who arrives and who leaves today and tomorrow, with their phones. Check guests in and out as they come and go, or mark a no-show; the booking list follows.',
  },
  inHouse: {
    id: 'bookings.frontDeskRoute.inHouse',
    defaultMessage:
      'In the house tonight: <strong>{count, number}</strong> {count, plural, one {stay} other {stays}} checked in',
  },
  inHouseLoading: {
    id: 'bookings.frontDeskRoute.inHouseLoading',
    defaultMessage: 'In the house tonight: <strong>…</strong> stays checked in',
  },
  marked: {
    id: 'bookings.frontDeskRoute.marked',
    defaultMessage: '{reference}: {guest} is marked {status}.',
  },
  today: { id: 'bookings.frontDeskRoute.today', defaultMessage: 'Today' },
  tomorrow: { id: 'bookings.frontDeskRoute.tomorrow', defaultMessage: 'Tomorrow' },
});

/** Today's and tomorrow's arrivals and departures, marked as guests come and go. */
export default function FrontDeskRoute() {
  useDocumentTitle();
  const [today] = useState(hotelDay);
  const inHouse = useFrontDesk(today).data?.inHouse;
  const [marked, setMarked] = useState<Booking | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const onMarked = (booking: Booking) => {
    setMarked(booking);
    // The button pressed is gone with the mark: focus moves to the message saying what happened.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <p className="mt-8 inline-flex items-center gap-3 border border-rule bg-ivory px-5 py-3 text-ink">
        <BedDouble aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
        <span>
          <Message
            of={inHouse === undefined ? messages.inHouseLoading : messages.inHouse}
            values={{
              count: inHouse ?? 0,
              strong: (chunks) => (
                <strong className="font-display text-2xl font-normal lining-nums tabular-nums text-forest">
                  {chunks}
                </strong>
              ),
            }}
          />
        </span>
      </p>
      <div
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className="mt-6 outline-none empty:hidden focus-visible:outline-2"
      >
        {marked ? (
          <p className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              {t(messages.marked, {
                reference: marked.reference,
                guest: marked.guest.name,
                status: STATUS_LABELS[marked.status].toLowerCase(),
              })}
            </span>
          </p>
        ) : null}
      </div>
      <FrontDeskDay date={today} name={t(messages.today)} today={today} onMarked={onMarked} />
      <FrontDeskDay
        date={addDays(today, 1)}
        name={t(messages.tomorrow)}
        today={today}
        onMarked={onMarked}
      />
    </>
  );
}
