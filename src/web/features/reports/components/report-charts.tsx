import { type ReactNode, useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Report } from '#shared/front-desk.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import {
  formatCompactAmount,
  formatCount,
  formatPercent,
  formatReportMonth,
  reportTerms,
} from '#web/features/reports/lib/report-format.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  nothingToShow: {
    id: 'reports.charts.nothingToShow',
    defaultMessage: '{title}: nothing to show.',
  },
  point: {
    id: 'reports.charts.point',
    defaultMessage: '{label}, {value}',
    description: 'One point of a chart, in its spoken summary: a month or suite, and its figure.',
  },
  fewPoints: {
    id: 'reports.charts.fewPoints',
    defaultMessage: '{title}: {points}.',
    description: 'A chart’s spoken summary: its title, then every point, separated by semicolons.',
  },
  manyPoints: {
    id: 'reports.charts.manyPoints',
    defaultMessage:
      '{title}, {count, plural, one {# entry} other {# entries}}: highest {highLabel}, {highValue}; lowest {lowLabel}, {lowValue}. The table lists them all.',
  },
  theNumbers: { id: 'reports.charts.theNumbers', defaultMessage: '{title}: the numbers' },
  month: { id: 'reports.charts.month', defaultMessage: 'Month' },
  suite: { id: 'reports.charts.suite', defaultMessage: 'Suite' },
  soldOf: {
    id: 'reports.charts.soldOf',
    defaultMessage: '{sold, number, ::group-off} of {available, number, ::group-off}',
  },
  revenueByMonth: { id: 'reports.charts.revenueByMonth', defaultMessage: 'Revenue by month' },
  occupancyByMonth: {
    id: 'reports.charts.occupancyByMonth',
    defaultMessage: 'Occupancy by month',
  },
  revenueBySuite: { id: 'reports.charts.revenueBySuite', defaultMessage: 'Revenue by suite' },
  suiteTableCaption: {
    id: 'reports.charts.suiteTableCaption',
    defaultMessage: 'Nights sold and revenue by suite',
  },
});

/** The palette of src/web/styles/index.css: SVG attributes take colours, not Tailwind classes. */
const colours = {
  forest: '#1f3a2e',
  brass: '#b08d57',
  brassDark: '#7a5a2b',
  rule: '#ddd1bb',
  inkMuted: '#4d5550',
};

const axisTick = { fill: colours.inkMuted, fontSize: 12 };

interface Point {
  label: string;
  value: number;
}

/**
 * What a chart shows, in a sentence for screen readers: every point when there are few, else
 * the highest and lowest (the table beside it has them all).
 */
function chartSummary(title: string, points: Point[], format: (value: number) => string) {
  if (points.length === 0) return t(messages.nothingToShow, { title });
  if (points.length <= 6) {
    const listed = points
      .map((point) => t(messages.point, { label: point.label, value: format(point.value) }))
      .join('; ');
    return t(messages.fewPoints, { title, points: listed });
  }
  const sorted = [...points].sort((a, b) => b.value - a.value);
  const high = sorted[0] as Point;
  const low = sorted[sorted.length - 1] as Point;
  return t(messages.manyPoints, {
    title,
    count: points.length,
    highLabel: high.label,
    highValue: format(high.value),
    lowLabel: low.label,
    lowValue: format(low.value),
  });
}

interface ChartFigureProps {
  title: string;
  summary: string;
  /** The chart itself (drawn in SVG, hidden from screen readers behind the summary). */
  chart: ReactNode;
  /** The chart's numbers as a table. */
  table: ReactNode;
}

/**
 * A chart with its title, a text summary as its accessible name, and its numbers as a real
 * table in a disclosure beneath it.
 */
function ChartFigure({ title, summary, chart, table }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="border border-rule bg-ivory p-4 sm:p-6">
      <figcaption id={titleId} className="font-display text-2xl text-forest">
        {title}
      </figcaption>
      <div role="img" aria-label={summary} className="mt-4">
        {chart}
      </div>
      <details className="mt-4 border-t border-rule pt-3">
        <summary className="min-h-10 cursor-pointer py-2 text-xs font-medium uppercase tracking-[0.16em] text-forest">
          {t(messages.theNumbers, { title })}
        </summary>
        <div className="relative mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

const headCell =
  'px-3 py-2 text-left text-[0.7rem] font-medium uppercase tracking-[0.12em] text-ink first:pl-0';
const numberHead = `${headCell} text-right`;
const cell = 'px-3 py-2 text-ink first:pl-0';
const numberCell = `${cell} text-right tabular-nums`;

type MonthFigures = Report['byMonth'][number];

interface MonthColumn {
  name: Message;
  value: (month: MonthFigures) => string;
}

const revenueColumns: MonthColumn[] = [
  { name: reportTerms.revenue, value: (month) => formatBdt(month.revenue) },
  { name: reportTerms.adr, value: (month) => formatBdt(month.adr) },
  { name: reportTerms.revpar, value: (month) => formatBdt(month.revpar) },
];

const occupancyColumns: MonthColumn[] = [
  { name: reportTerms.occupancy, value: (month) => formatPercent(month.occupancy) },
  {
    name: reportTerms.nightsSold,
    value: (month) =>
      t(messages.soldOf, { sold: month.nightsSold, available: month.availableNights }),
  },
];

/** Revenue and occupancy month by month, and revenue by suite, each with its table. */
export function ReportCharts({ report }: { report: Report }) {
  const months = report.byMonth.map((month) => ({
    ...month,
    label: formatReportMonth(month.month, 'short'),
    name: formatReportMonth(month.month),
  }));
  const suiteChartHeight = Math.max(160, report.bySuite.length * 34 + 40);

  const monthTable = (caption: string, columns: MonthColumn[]) => (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-rule">
        <tr>
          <th scope="col" className={headCell}>
            {t(messages.month)}
          </th>
          {columns.map((column) => (
            <th key={column.name.id} scope="col" className={numberHead}>
              {t(column.name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month} className="border-b border-rule/60 last:border-b-0">
            <th scope="row" className={`${cell} whitespace-nowrap text-left font-normal`}>
              {month.name}
            </th>
            {columns.map((column) => (
              <td key={column.name.id} className={`${numberCell} whitespace-nowrap`}>
                {column.value(month)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  const revenueByMonth = t(messages.revenueByMonth);
  const occupancyByMonth = t(messages.occupancyByMonth);
  const revenueBySuite = t(messages.revenueBySuite);
  const revenue = t(reportTerms.revenue);

  return (
    <div className="mt-10 grid gap-6 xl:grid-cols-2">
      <ChartFigure
        title={revenueByMonth}
        summary={chartSummary(
          revenueByMonth,
          months.map((month) => ({ label: month.name, value: month.revenue })),
          formatBdt,
        )}
        chart={
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={months} accessibilityLayer={false} margin={{ left: -8, right: 8 }}>
              <CartesianGrid vertical={false} stroke={colours.rule} />
              <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
              <YAxis
                tickFormatter={formatCompactAmount}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip
                formatter={(value) => formatBdt(Number(value))}
                cursor={{ fill: '#f2ebdd' }}
              />
              <Bar
                dataKey="revenue"
                name={revenue}
                fill={colours.forest}
                maxBarSize={56}
                radius={[2, 2, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        }
        table={monthTable(revenueByMonth, revenueColumns)}
      />
      <ChartFigure
        title={occupancyByMonth}
        summary={chartSummary(
          occupancyByMonth,
          months.map((month) => ({ label: month.name, value: month.occupancy })),
          formatPercent,
        )}
        chart={
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={months} accessibilityLayer={false} margin={{ left: -8, right: 16 }}>
              <CartesianGrid vertical={false} stroke={colours.rule} />
              <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
              <YAxis
                domain={[0, 100]}
                tickFormatter={formatPercent}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip formatter={(value) => formatPercent(Number(value))} />
              <Line
                type="monotone"
                dataKey="occupancy"
                name={t(reportTerms.occupancy)}
                stroke={colours.brassDark}
                strokeWidth={2}
                dot={{ r: 4, fill: colours.brass, stroke: colours.brassDark }}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        }
        table={monthTable(occupancyByMonth, occupancyColumns)}
      />
      <div className="xl:col-span-2">
        <ChartFigure
          title={revenueBySuite}
          summary={chartSummary(
            revenueBySuite,
            report.bySuite.map((suite) => ({ label: suite.name, value: suite.revenue })),
            formatBdt,
          )}
          chart={
            <ResponsiveContainer width="100%" height={suiteChartHeight}>
              <BarChart
                data={report.bySuite}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ left: 8, right: 16 }}
              >
                <CartesianGrid horizontal={false} stroke={colours.rule} />
                <XAxis
                  type="number"
                  tickFormatter={formatCompactAmount}
                  tick={axisTick}
                  tickLine={false}
                  axisLine={false}
                />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={128}
                  tick={axisTick}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  formatter={(value) => formatBdt(Number(value))}
                  cursor={{ fill: '#f2ebdd' }}
                />
                <Bar
                  dataKey="revenue"
                  name={revenue}
                  fill={colours.forest}
                  maxBarSize={28}
                  radius={[0, 2, 2, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t(messages.suiteTableCaption)}</caption>
              <thead className="border-b border-rule">
                <tr>
                  <th scope="col" className={headCell}>
                    {t(messages.suite)}
                  </th>
                  <th scope="col" className={numberHead}>
                    {t(reportTerms.nightsSold)}
                  </th>
                  <th scope="col" className={numberHead}>
                    {revenue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.bySuite.map((suite) => (
                  <tr key={suite.suiteId} className="border-b border-rule/60 last:border-b-0">
                    <th scope="row" className={`${cell} text-left font-normal`}>
                      {suite.name}
                    </th>
                    <td className={numberCell}>{formatCount(suite.nightsSold)}</td>
                    <td className={`${numberCell} whitespace-nowrap`}>
                      {formatBdt(suite.revenue)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </div>
    </div>
  );
}
