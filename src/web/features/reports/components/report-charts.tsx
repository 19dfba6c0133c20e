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
import { formatBdt } from '#shared/money.ts';
import { formatMonth } from '#web/lib/calendar-month.ts';

/** The palette of src/web/styles/index.css: SVG attributes take colours, not Tailwind classes. */
const colours = {
  forest: '#1f3a2e',
  brass: '#b08d57',
  brassDark: '#7a5a2b',
  rule: '#ddd1bb',
  inkMuted: '#4d5550',
};

const axisTick = { fill: colours.inkMuted, fontSize: 12 };

/** Thousands as "120k": axis ticks have little room; the tables give the exact figures. */
function compactBdt(amount: number): string {
  if (amount >= 1_000_000) return `${Math.round(amount / 100_000) / 10}M`;
  if (amount >= 1_000) return `${Math.round(amount / 1_000)}k`;
  return String(amount);
}

const percent = (value: number) => `${value}%`;

interface Point {
  label: string;
  value: number;
}

/**
 * What a chart shows, in a sentence for screen readers: every point when there are few, else
 * the highest and lowest (the table beside it has them all).
 */
function chartSummary(title: string, points: Point[], format: (value: number) => string) {
  if (points.length === 0) return `${title}: nothing to show.`;
  if (points.length <= 6) {
    return `${title}: ${points.map((point) => `${point.label}, ${format(point.value)}`).join('; ')}.`;
  }
  const sorted = [...points].sort((a, b) => b.value - a.value);
  const high = sorted[0] as Point;
  const low = sorted[sorted.length - 1] as Point;
  return `${title}, ${points.length} entries: highest ${high.label}, ${format(high.value)}; lowest ${low.label}, ${format(low.value)}. The table lists them all.`;
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
          {title}: the numbers
        </summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
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
  name: string;
  value: (month: MonthFigures) => string;
}

const revenueColumns: MonthColumn[] = [
  { name: 'Revenue', value: (month) => formatBdt(month.revenue) },
  { name: 'ADR', value: (month) => formatBdt(month.adr) },
  { name: 'RevPAR', value: (month) => formatBdt(month.revpar) },
];

const occupancyColumns: MonthColumn[] = [
  { name: 'Occupancy', value: (month) => percent(month.occupancy) },
  { name: 'Nights sold', value: (month) => `${month.nightsSold} of ${month.availableNights}` },
];

/** Revenue and occupancy month by month, and revenue by suite, each with its table. */
export function ReportCharts({ report }: { report: Report }) {
  const months = report.byMonth.map((month) => ({
    ...month,
    label: formatMonth(month.month, 'short'),
    name: formatMonth(month.month),
  }));
  const suiteChartHeight = Math.max(160, report.bySuite.length * 34 + 40);

  const monthTable = (caption: string, columns: MonthColumn[]) => (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-rule">
        <tr>
          <th scope="col" className={headCell}>
            Month
          </th>
          {columns.map((column) => (
            <th key={column.name} scope="col" className={numberHead}>
              {column.name}
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
              <td key={column.name} className={`${numberCell} whitespace-nowrap`}>
                {column.value(month)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <div className="mt-10 grid gap-6 xl:grid-cols-2">
      <ChartFigure
        title="Revenue by month"
        summary={chartSummary(
          'Revenue by month',
          months.map((month) => ({ label: month.name, value: month.revenue })),
          formatBdt,
        )}
        chart={
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={months} accessibilityLayer={false} margin={{ left: -8, right: 8 }}>
              <CartesianGrid vertical={false} stroke={colours.rule} />
              <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
              <YAxis tickFormatter={compactBdt} tick={axisTick} tickLine={false} axisLine={false} />
              <Tooltip
                formatter={(value) => formatBdt(Number(value))}
                cursor={{ fill: '#f2ebdd' }}
              />
              <Bar
                dataKey="revenue"
                name="Revenue"
                fill={colours.forest}
                maxBarSize={56}
                radius={[2, 2, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        }
        table={monthTable('Revenue by month', revenueColumns)}
      />
      <ChartFigure
        title="Occupancy by month"
        summary={chartSummary(
          'Occupancy by month',
          months.map((month) => ({ label: month.name, value: month.occupancy })),
          percent,
        )}
        chart={
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={months} accessibilityLayer={false} margin={{ left: -8, right: 16 }}>
              <CartesianGrid vertical={false} stroke={colours.rule} />
              <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
              <YAxis
                domain={[0, 100]}
                tickFormatter={percent}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip formatter={(value) => percent(Number(value))} />
              <Line
                type="monotone"
                dataKey="occupancy"
                name="Occupancy"
                stroke={colours.brassDark}
                strokeWidth={2}
                dot={{ r: 4, fill: colours.brass, stroke: colours.brassDark }}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        }
        table={monthTable('Occupancy by month', occupancyColumns)}
      />
      <div className="xl:col-span-2">
        <ChartFigure
          title="Revenue by suite"
          summary={chartSummary(
            'Revenue by suite',
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
                  tickFormatter={compactBdt}
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
                  name="Revenue"
                  fill={colours.forest}
                  maxBarSize={28}
                  radius={[0, 2, 2, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Nights sold and revenue by suite</caption>
              <thead className="border-b border-rule">
                <tr>
                  <th scope="col" className={headCell}>
                    Suite
                  </th>
                  <th scope="col" className={numberHead}>
                    Nights sold
                  </th>
                  <th scope="col" className={numberHead}>
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.bySuite.map((suite) => (
                  <tr key={suite.suiteId} className="border-b border-rule/60 last:border-b-0">
                    <th scope="row" className={`${cell} text-left font-normal`}>
                      {suite.name}
                    </th>
                    <td className={numberCell}>{suite.nightsSold}</td>
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
