import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { isCalendarDate } from '#shared/stay.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { OccupancyCalendar } from '#web/features/bookings/components/occupancy-calendar.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { firstOfMonth } from '#web/lib/calendar-month.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'bookings.occupancyRoute.title', defaultMessage: 'Occupancy' },
  intro: {
    id: 'bookings.occupancyRoute.intro',
    defaultMessage:
      'Every suite night by night: stays with their guests, and nights taken off sale. Choose a stay to see the booking and mark it at the front desk.',
  },
});

/** The occupancy calendar: a month of every suite's stays and blocks, from `?from=` (default this month). */
export default function OccupancyRoute() {
  useDocumentTitle();
  const [today] = useState(hotelDay);
  const [params, setParams] = useSearchParams();
  const asked = params.get('from') ?? '';
  const from = isCalendarDate(asked) ? asked : firstOfMonth(today);
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <OccupancyCalendar
        from={from}
        today={today}
        onFromChange={(next) => setParams({ from: next }, { replace: true })}
      />
    </>
  );
}
