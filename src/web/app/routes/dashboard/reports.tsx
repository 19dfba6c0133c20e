import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { reportQuerySchema } from '#shared/front-desk.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ReportView } from '#web/features/reports/components/report-view.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { addMonths, firstOfMonth } from '#web/lib/calendar-month.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';

/** The hotel's figures for `?from=&to=`, or this month's. */
export default function ReportsRoute() {
  useDocumentTitle();
  const [thisMonth] = useState(() => firstOfMonth(hotelDay()));
  const [params, setParams] = useSearchParams();
  const asked = reportQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const span = asked.success ? asked.data : { from: thisMonth, to: addMonths(thisMonth, 1) };
  return (
    <>
      <DashboardHeading title="Reports">
        <p>
          How the suites sold, by the nights of a month or any span: occupancy, rates and room
          revenue from the prices each guest was quoted, with cancellations and no-shows.
        </p>
      </DashboardHeading>
      <ReportView
        span={span}
        onSpanChange={({ from, to }) => setParams({ from, to }, { replace: true })}
      />
    </>
  );
}
