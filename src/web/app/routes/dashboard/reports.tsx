import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { reportQuerySchema } from '#shared/front-desk.ts';
import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ReportView } from '#web/features/reports/components/report-view.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { addMonths, firstOfMonth } from '#web/lib/calendar-month.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'reports.page.title', defaultMessage: 'Reports' },
  intro: {
    id: 'reports.page.intro',
    defaultMessage:
      'How the suites sold, by the nights of a month or any span: occupancy, rates and room revenue from the prices each guest was quoted, with cancellations and no-shows.',
  },
});

/** The hotel's figures for `?from=&to=`, or this month's. */
export default function ReportsRoute() {
  useDocumentTitle();
  const [thisMonth] = useState(() => firstOfMonth(hotelDay()));
  const [params, setParams] = useSearchParams();
  const asked = reportQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const span = asked.success ? asked.data : { from: thisMonth, to: addMonths(thisMonth, 1) };
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <ReportView
        span={span}
        onSpanChange={({ from, to }) => setParams({ from, to }, { replace: true })}
      />
    </>
  );
}
