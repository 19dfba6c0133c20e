import BedDouble from 'lucide-react/icons/bed-double';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useRef, useState } from 'react';
import type { Booking } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { addDays } from '#shared/stay.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { useFrontDesk } from '#web/features/bookings/api/front-desk.ts';
import { FrontDeskDay } from '#web/features/bookings/components/front-desk-day.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';

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
      <DashboardHeading title="Front Desk">
        <p>
          Who arrives and who leaves today and tomorrow, with their phones. Check guests in and out
          as they come and go, or mark a no-show; the booking list follows.
        </p>
      </DashboardHeading>
      <p className="mt-8 inline-flex items-center gap-3 border border-rule bg-ivory px-5 py-3 text-ink">
        <BedDouble aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
        <span>
          In the house tonight:{' '}
          <strong className="font-display text-2xl font-normal lining-nums tabular-nums text-forest">
            {inHouse ?? '…'}
          </strong>{' '}
          {inHouse === 1 ? 'stay' : 'stays'} checked in
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
              {marked.reference}: {marked.guest.name} is marked{' '}
              {STATUS_LABELS[marked.status].toLowerCase()}.
            </span>
          </p>
        ) : null}
      </div>
      <FrontDeskDay date={today} name="Today" today={today} onMarked={onMarked} />
      <FrontDeskDay date={addDays(today, 1)} name="Tomorrow" today={today} onMarked={onMarked} />
    </>
  );
}
