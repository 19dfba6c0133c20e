import Download from 'lucide-react/icons/download';
import { type Report, reportQuerySchema } from '#shared/front-desk.ts';
import { formatBdt } from '#shared/money.ts';
import { addDays } from '#shared/stay.ts';
import { formatNights, formatStayDate } from '#shared/stay-format.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { MonthStepper } from '#web/components/ui/month-stepper.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type ReportSpan, reportCsvUrl, useReport } from '#web/features/reports/api/get-report.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { addMonths, firstOfMonth, formatMonth } from '#web/lib/calendar-month.ts';
import { ReportCharts } from './report-charts.tsx';

/** Whether the span is one calendar month, first night to last. */
function isWholeMonth({ from, to }: ReportSpan): boolean {
  return from.endsWith('-01') && to === addMonths(from, 1);
}

/** "December 2026", or "1 Dec 2026 to 14 Jan 2027" (the last night counted). */
function spanName(span: ReportSpan): string {
  if (isWholeMonth(span)) return formatMonth(span.from);
  return `${formatStayDate(span.from, 'short')} to ${formatStayDate(addDays(span.to, -1), 'short')}`;
}

/** The month `months` away from the span's first night, as a span. */
function monthSpan(span: ReportSpan, months: number): ReportSpan {
  const from = addMonths(firstOfMonth(span.from), months);
  return { from, to: addMonths(from, 1) };
}

interface ReportViewProps {
  span: ReportSpan;
  onSpanChange: (span: ReportSpan) => void;
}

/**
 * The hotel's figures for a month (moved through with Previous and Next) or any span up to two
 * years: occupancy, nights sold, ADR, RevPAR, revenue, cancellations and no-shows, then the
 * charts with their tables, and the figures as CSV.
 */
export function ReportView({ span, onSpanChange }: ReportViewProps) {
  const report = useReport(span);
  const name = spanName(span);
  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <MonthStepper title={name} onStep={(months) => onSpanChange(monthSpan(span, months))} />
        {/* A plain link: the browser downloads the file the server names. */}
        <a href={reportCsvUrl(span)} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Download CSV
        </a>
      </div>
      <SpanForm key={`${span.from}/${span.to}`} span={span} onSpanChange={onSpanChange} />
      <div className="mt-8" aria-busy={report.isPending || report.isPlaceholderData}>
        {report.isPending ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {['a', 'b', 'c', 'd'].map((key) => (
                <Skeleton key={key} className="h-28 w-full" />
              ))}
            </div>
            <span className="sr-only">Loading the report…</span>
          </>
        ) : report.isError ? (
          <ErrorState
            title="We could not load the report"
            error={report.error}
            onRetry={() => report.refetch()}
          />
        ) : (
          <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            <ReportFigures report={report.data} />
            <ReportCharts report={report.data} />
          </div>
        )}
      </div>
    </div>
  );
}

/** A span of nights of one's own choosing, checked by the schema the server checks with. */
function SpanForm({ span, onSpanChange }: ReportViewProps) {
  const form = useSchemaForm(reportQuerySchema, {
    initialValues: { from: span.from, to: span.to },
    onSubmit: async (chosen) => onSpanChange(chosen),
  });
  return (
    <details className="mt-6 border border-rule bg-ivory" open={!isWholeMonth(span)}>
      <summary className="min-h-11 cursor-pointer px-4 py-3 text-xs font-medium uppercase tracking-[0.16em] text-forest sm:px-6">
        Custom range
      </summary>
      <Form
        {...form.props}
        aria-label="Custom range"
        className="grid gap-5 border-t border-rule p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6"
      >
        <TextField form={form} name="from" label="From" type="date" hint="The first night" />
        <TextField
          form={form}
          name="to"
          label="To"
          type="date"
          hint="The morning after the last night"
        />
        <Button type="submit" size="sm" className="sm:mt-7">
          Show report
        </Button>
      </Form>
    </details>
  );
}

function ReportFigures({ report }: { report: Report }) {
  const figures = [
    {
      term: 'Occupancy',
      value: `${report.occupancy}%`,
      detail: `${report.nightsSold} of ${formatNights(report.availableNights)} on sale`,
    },
    {
      term: 'Nights sold',
      value: String(report.nightsSold),
      detail: 'Suite-nights, no-shows left out',
    },
    { term: 'ADR', value: formatBdt(report.adr), detail: 'Average rate of a night sold' },
    { term: 'RevPAR', value: formatBdt(report.revpar), detail: 'Revenue per night on sale' },
    { term: 'Revenue', value: formatBdt(report.revenue), detail: 'Room revenue, before charges' },
    {
      term: 'Cancellations',
      value: String(report.cancellations.bookings),
      detail: `${formatNights(report.cancellations.nights)}, ${formatBdt(report.cancellations.revenue)} let go`,
    },
    { term: 'No-shows', value: String(report.noShows), detail: 'Bookings marked no-show' },
    // Online deposits: shown once the hotel takes them (or has ever refunded one).
    ...(report.payments.received > 0 ||
    report.payments.refunded > 0 ||
    report.payments.holdsExpired > 0 ||
    report.payments.refundsRefused > 0
      ? [
          {
            term: 'Paid online',
            value: formatBdt(report.payments.received),
            detail: `Deposits received; ${formatBdt(report.payments.refunded)} refunded`,
          },
          {
            term: 'Unpaid holds',
            value: String(report.payments.holdsExpired),
            detail:
              report.payments.refundsRefused > 0
                ? `Ran out. ${report.payments.refundsRefused} refused ${report.payments.refundsRefused === 1 ? 'refund waits' : 'refunds wait'} in the booking list`
                : 'Ran out before their deposit was paid',
          },
        ]
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.term}
          className="min-w-0 border border-rule bg-ivory px-4 py-4 sm:px-5 sm:py-5"
        >
          <dt className="text-xs font-medium uppercase tracking-[0.16em] text-brass-dark">
            {figure.term}
          </dt>
          <dd className="mt-2 font-display text-2xl lining-nums tabular-nums text-forest sm:text-3xl">
            {figure.value}
          </dd>
          <dd className="mt-1 text-sm text-ink-muted">{figure.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
