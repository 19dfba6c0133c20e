import Download from 'lucide-react/icons/download';
import { type Report, reportQuerySchema } from '#shared/front-desk.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { addDays } from '#shared/stay.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { MonthStepper } from '#web/components/ui/month-stepper.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type ReportSpan, reportCsvUrl, useReport } from '#web/features/reports/api/get-report.ts';
import {
  formatCount,
  formatPercent,
  formatReportMonth,
  reportTerms,
} from '#web/features/reports/lib/report-format.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { addMonths, firstOfMonth } from '#web/lib/calendar-month.ts';
import { t } from '#web/lib/intl.ts';
import { ReportCharts } from './report-charts.tsx';

const messages = defineMessages({
  span: { id: 'reports.view.span', defaultMessage: '{from} to {to}' },
  downloadCsv: { id: 'reports.view.downloadCsv', defaultMessage: 'Download CSV' },
  loading: { id: 'reports.view.loading', defaultMessage: 'Loading the report…' },
  loadFailed: { id: 'reports.view.loadFailed', defaultMessage: 'We could not load the report' },
  customRange: { id: 'reports.view.customRange', defaultMessage: 'Custom range' },
  from: { id: 'reports.view.from', defaultMessage: 'From' },
  fromHint: { id: 'reports.view.fromHint', defaultMessage: 'The first night' },
  to: { id: 'reports.view.to', defaultMessage: 'To' },
  toHint: { id: 'reports.view.toHint', defaultMessage: 'The morning after the last night' },
  show: { id: 'reports.view.show', defaultMessage: 'Show report' },
  occupancyDetail: {
    id: 'reports.view.occupancyDetail',
    defaultMessage:
      '{sold, number, ::group-off} of {available, plural, one {# night} other {# nights}} on sale',
  },
  nightsSoldDetail: {
    id: 'reports.view.nightsSoldDetail',
    defaultMessage: 'Suite-nights, no-shows left out',
  },
  adrDetail: { id: 'reports.view.adrDetail', defaultMessage: 'Average rate of a night sold' },
  revparDetail: { id: 'reports.view.revparDetail', defaultMessage: 'Revenue per night on sale' },
  revenueDetail: {
    id: 'reports.view.revenueDetail',
    defaultMessage: 'Room revenue, before charges',
  },
  cancellations: { id: 'reports.view.cancellations', defaultMessage: 'Cancellations' },
  cancellationsDetail: {
    id: 'reports.view.cancellationsDetail',
    defaultMessage: '{nights, plural, one {# night} other {# nights}}, {revenue} let go',
  },
  noShows: { id: 'reports.view.noShows', defaultMessage: 'No-shows' },
  noShowsDetail: { id: 'reports.view.noShowsDetail', defaultMessage: 'Bookings marked no-show' },
  paidOnline: { id: 'reports.view.paidOnline', defaultMessage: 'Paid online' },
  paidOnlineDetail: {
    id: 'reports.view.paidOnlineDetail',
    defaultMessage: 'Deposits received; {refunded} refunded',
  },
  unpaidHolds: { id: 'reports.view.unpaidHolds', defaultMessage: 'Unpaid holds' },
  unpaidHoldsRefused: {
    id: 'reports.view.unpaidHoldsRefused',
    defaultMessage:
      'Ran out. {refused, plural, one {# refused refund waits} other {# refused refunds wait}} in the booking list',
  },
  unpaidHoldsDetail: {
    id: 'reports.view.unpaidHoldsDetail',
    defaultMessage: 'Ran out before their deposit was paid',
  },
});

/** Whether the span is one calendar month, first night to last. */
function isWholeMonth({ from, to }: ReportSpan): boolean {
  return from.endsWith('-01') && to === addMonths(from, 1);
}

/** "December 2026", or "1 Dec 2026 to 14 Jan 2027" (the last night counted). */
function spanName(span: ReportSpan): string {
  if (isWholeMonth(span)) return formatReportMonth(span.from);
  return t(messages.span, {
    from: formatStayDate(span.from, 'short'),
    to: formatStayDate(addDays(span.to, -1), 'short'),
  });
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
          {t(messages.downloadCsv)}
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
            <span className="sr-only">{t(messages.loading)}</span>
          </>
        ) : report.isError ? (
          <ErrorState
            title={t(messages.loadFailed)}
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
        {t(messages.customRange)}
      </summary>
      <Form
        {...form.props}
        aria-label={t(messages.customRange)}
        className="grid gap-5 border-t border-rule p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6"
      >
        <TextField
          form={form}
          name="from"
          label={t(messages.from)}
          type="date"
          hint={t(messages.fromHint)}
        />
        <TextField
          form={form}
          name="to"
          label={t(messages.to)}
          type="date"
          hint={t(messages.toHint)}
        />
        <Button type="submit" size="sm" className="sm:mt-7">
          {t(messages.show)}
        </Button>
      </Form>
    </details>
  );
}

function ReportFigures({ report }: { report: Report }) {
  const figures = [
    {
      term: t(reportTerms.occupancy),
      value: formatPercent(report.occupancy),
      detail: t(messages.occupancyDetail, {
        sold: report.nightsSold,
        available: report.availableNights,
      }),
    },
    {
      term: t(reportTerms.nightsSold),
      value: formatCount(report.nightsSold),
      detail: t(messages.nightsSoldDetail),
    },
    {
      term: t(reportTerms.adr),
      value: formatBdt(report.adr),
      detail: t(messages.adrDetail),
    },
    {
      term: t(reportTerms.revpar),
      value: formatBdt(report.revpar),
      detail: t(messages.revparDetail),
    },
    {
      term: t(reportTerms.revenue),
      value: formatBdt(report.revenue),
      detail: t(messages.revenueDetail),
    },
    {
      term: t(messages.cancellations),
      value: formatCount(report.cancellations.bookings),
      detail: t(messages.cancellationsDetail, {
        nights: report.cancellations.nights,
        revenue: formatBdt(report.cancellations.revenue),
      }),
    },
    {
      term: t(messages.noShows),
      value: formatCount(report.noShows),
      detail: t(messages.noShowsDetail),
    },
    // Online deposits: shown once the hotel takes them (or has ever refunded one).
    ...(report.payments.received > 0 ||
    report.payments.refunded > 0 ||
    report.payments.holdsExpired > 0 ||
    report.payments.refundsRefused > 0
      ? [
          {
            term: t(messages.paidOnline),
            value: formatBdt(report.payments.received),
            detail: t(messages.paidOnlineDetail, {
              refunded: formatBdt(report.payments.refunded),
            }),
          },
          {
            term: t(messages.unpaidHolds),
            value: formatCount(report.payments.holdsExpired),
            detail:
              report.payments.refundsRefused > 0
                ? t(messages.unpaidHoldsRefused, { refused: report.payments.refundsRefused })
                : t(messages.unpaidHoldsDetail),
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
