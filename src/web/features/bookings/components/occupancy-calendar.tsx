import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BookingStatus } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import type { Occupancy } from '#shared/front-desk.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { addDays, dayNumber, isCalendarDate, nightsBetween } from '#shared/stay.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { MonthStepper } from '#web/components/ui/month-stepper.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useOccupancy } from '#web/features/bookings/api/front-desk.ts';
import { addMonths, formatMonth } from '#web/lib/calendar-month.ts';
import { locale, t } from '#web/lib/intl.ts';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';

const messages = defineMessages({
  stayLabel: {
    id: 'bookings.occupancyCalendar.stayLabel',
    defaultMessage: '{reference}, {guest}, {from} to {to}, {status}',
  },
  blockLabel: {
    id: 'bookings.occupancyCalendar.blockLabel',
    defaultMessage: 'Blocked, {reason}, {from} to {to}',
  },
  span: { id: 'bookings.occupancyCalendar.span', defaultMessage: '{from} to {to}' },
  start: { id: 'bookings.occupancyCalendar.start', defaultMessage: 'Start' },
  thisMonth: { id: 'bookings.occupancyCalendar.thisMonth', defaultMessage: 'This month' },
  loading: { id: 'bookings.occupancyCalendar.loading', defaultMessage: 'Loading the calendar…' },
  loadFailed: {
    id: 'bookings.occupancyCalendar.loadFailed',
    defaultMessage: 'We could not load the calendar',
  },
  gridLabel: { id: 'bookings.occupancyCalendar.gridLabel', defaultMessage: 'Occupancy, {span}' },
  confirmed: { id: 'bookings.occupancyCalendar.confirmed', defaultMessage: 'Confirmed' },
  checkedIn: { id: 'bookings.occupancyCalendar.checkedIn', defaultMessage: 'Checked in' },
  checkedOut: { id: 'bookings.occupancyCalendar.checkedOut', defaultMessage: 'Checked out' },
  noShow: { id: 'bookings.occupancyCalendar.noShow', defaultMessage: 'No-show' },
  blocked: { id: 'bookings.occupancyCalendar.blocked', defaultMessage: 'Blocked' },
  today: { id: 'bookings.occupancyCalendar.today', defaultMessage: 'Today' },
  key: { id: 'bookings.occupancyCalendar.key', defaultMessage: 'Key' },
  noSuites: { id: 'bookings.occupancyCalendar.noSuites', defaultMessage: 'No suites yet.' },
  suite: { id: 'bookings.occupancyCalendar.suite', defaultMessage: 'Suite' },
  suites: { id: 'bookings.occupancyCalendar.suites', defaultMessage: 'Suites' },
  archived: { id: 'bookings.occupancyCalendar.archived', defaultMessage: '(archived)' },
  manage: { id: 'bookings.occupancyCalendar.manage', defaultMessage: '{label}: manage {suite}' },
  dayOfMonth: {
    id: 'bookings.occupancyCalendar.dayOfMonth',
    defaultMessage: '{day, number, ::integer-width/*00}',
  },
  sunday: { id: 'bookings.occupancyCalendar.sunday', defaultMessage: 'S' },
  monday: { id: 'bookings.occupancyCalendar.monday', defaultMessage: 'M' },
  tuesday: { id: 'bookings.occupancyCalendar.tuesday', defaultMessage: 'T' },
  wednesday: { id: 'bookings.occupancyCalendar.wednesday', defaultMessage: 'W' },
  thursday: { id: 'bookings.occupancyCalendar.thursday', defaultMessage: 'T' },
  friday: { id: 'bookings.occupancyCalendar.friday', defaultMessage: 'F' },
  saturday: { id: 'bookings.occupancyCalendar.saturday', defaultMessage: 'S' },
});

const barStyles: Record<BookingStatus, string> = {
  pending_payment: 'border-forest border-dashed bg-ivory text-forest hover:bg-forest/10',
  confirmed: 'border-forest bg-forest text-ivory hover:bg-forest-deep',
  checked_in: 'border-brass-dark bg-brass-light text-ink hover:bg-brass',
  checked_out: 'border-rule bg-parchment text-ink hover:bg-rule',
  no_show: 'border-danger border-dashed bg-ivory text-danger hover:bg-danger/5',
  cancelled: 'border-danger bg-ivory text-danger',
  expired: 'border-rule bg-ivory text-ink-muted',
};

/** Blocked nights: hatched, so they never read as a guest's stay. */
const blockStyle =
  'border-dashed border-ink-muted/60 text-ink bg-[repeating-linear-gradient(135deg,var(--color-ivory-deep)_0_6px,var(--color-parchment)_6px_12px)] hover:border-ink';

/** Each weekday's letter over the days, Sunday first. */
const WEEKDAY_LETTERS = [
  messages.sunday,
  messages.monday,
  messages.tuesday,
  messages.wednesday,
  messages.thursday,
  messages.friday,
  messages.saturday,
];

/** Made on first use: making a formatter costs far more than using it. */
let dayAndMonthFormat: Intl.DateTimeFormat | undefined;

/**
 * `3 Dec` (`৩ ডিসে`): the calendar's span is on screen, so its bars' names leave out the year.
 * Calendar dates are formatted in UTC, where they were built.
 */
function dayAndMonth(date: string): string {
  const day = dayNumber(date);
  if (day === null) return date;
  dayAndMonthFormat ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return dayAndMonthFormat.format(new Date(day * 86_400_000));
}

interface Bar {
  key: string;
  /** Grid columns, 1-based, after the suite's name: `start / end`. */
  start: number;
  end: number;
  /** Cut at the span's edge: drawn square there. */
  clippedStart: boolean;
  clippedEnd: boolean;
  label: string;
  text: string;
  className: string;
  stayId?: string;
  suiteId: string;
}

/** The bars of one suite, in date order: stays and blocks placed by the nights they cover. */
function barsOf(data: Occupancy): Map<string, Bar[]> {
  const bySuite = new Map<string, Bar[]>();
  const place = (suiteId: string, first: string, leave: string) => {
    const start = nightsBetween(data.from, first);
    const end = nightsBetween(data.from, leave);
    return {
      start: Math.max(0, start) + 2,
      end: Math.min(data.days, end) + 2,
      clippedStart: start < 0,
      clippedEnd: end > data.days,
      suiteId,
    };
  };
  const add = (bar: Bar) => {
    if (bar.end <= bar.start) return;
    const list = bySuite.get(bar.suiteId) ?? [];
    list.push(bar);
    bySuite.set(bar.suiteId, list);
  };
  for (const stay of data.stays) {
    add({
      key: stay.id,
      ...place(stay.suiteId, stay.checkIn, stay.checkOut),
      label: t(messages.stayLabel, {
        reference: stay.reference,
        guest: stay.guestName,
        from: dayAndMonth(stay.checkIn),
        to: dayAndMonth(stay.checkOut),
        status: STATUS_LABELS[stay.status].toLowerCase(),
      }),
      text: stay.guestName,
      className: barStyles[stay.status],
      stayId: stay.id,
    });
  }
  for (const block of data.blocks) {
    add({
      key: block.id,
      ...place(block.suiteId, block.startDate, block.endDate),
      label: t(messages.blockLabel, {
        reason: block.reason,
        from: dayAndMonth(block.startDate),
        to: dayAndMonth(block.endDate),
      }),
      text: block.reason,
      className: blockStyle,
      suiteId: block.suiteId,
    });
  }
  for (const list of bySuite.values()) list.sort((a, b) => a.start - b.start);
  return bySuite;
}

interface OccupancyCalendarProps {
  /** The first night shown. */
  from: string;
  onFromChange: (from: string) => void;
  /** The hotel's date, marked on the calendar. */
  today: string;
}

/**
 * Suites down the side, nights across, a month from `from`: each stay a bar spanning its
 * nights with the guest's name (a button that opens the booking), each block a hatched bar with
 * its reason (a link to the suite's page, where blocks are managed). One CSS grid per suite,
 * bars placed by column span, so a hundred suites over a quarter stay light; the suites' names
 * stay in view while the nights scroll sideways.
 */
export function OccupancyCalendar({ from, onFromChange, today }: OccupancyCalendarProps) {
  const id = useId();
  const days = nightsBetween(from, addMonths(from, 1));
  const occupancy = useOccupancy(from, days);
  const [openStay, setOpenStay] = useState<string | null>(null);
  const [startText, setStartText] = useState(from);
  const [shownFrom, setShownFrom] = useState(from);
  // The span changed by other means (the month buttons, the back button): follow it.
  if (from !== shownFrom) {
    setShownFrom(from);
    setStartText(from);
  }

  const spanName = from.endsWith('-01')
    ? formatMonth(from)
    : t(messages.span, {
        from: dayAndMonth(from),
        to: formatStayDate(addDays(from, days - 1), 'short'),
      });

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <MonthStepper title={spanName} onStep={(months) => onFromChange(addMonths(from, months))} />
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <label
              htmlFor={`${id}-start`}
              className="text-xs font-medium uppercase tracking-[0.16em] text-ink"
            >
              {t(messages.start)}
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className="field-input"
              value={startText}
              onChange={(event) => {
                setStartText(event.target.value);
                if (isCalendarDate(event.target.value)) onFromChange(event.target.value);
              }}
            />
          </div>
          <Button variant="quiet" onClick={() => onFromChange(`${today.slice(0, 7)}-01`)}>
            {t(messages.thisMonth)}
          </Button>
        </div>
      </div>
      <Legend />
      <div className="mt-4" aria-busy={occupancy.isPending || occupancy.isPlaceholderData}>
        {occupancy.isPending ? (
          <>
            <Skeleton className="h-96 w-full" />
            <span className="sr-only">{t(messages.loading)}</span>
          </>
        ) : occupancy.isError ? (
          <ErrorState
            title={t(messages.loadFailed)}
            error={occupancy.error}
            onRetry={() => occupancy.refetch()}
          />
        ) : (
          <CalendarGrid
            data={occupancy.data}
            today={today}
            label={t(messages.gridLabel, { span: spanName })}
            faded={occupancy.isPlaceholderData}
            onOpenStay={setOpenStay}
          />
        )}
      </div>
      <BookingDetailsDialog bookingId={openStay} today={today} onClose={() => setOpenStay(null)} />
    </div>
  );
}

function Legend() {
  const swatch = 'inline-block h-4 w-7 shrink-0 rounded-[2px] border';
  const items = [
    { label: t(messages.confirmed), className: barStyles.confirmed },
    { label: t(messages.checkedIn), className: barStyles.checked_in },
    { label: t(messages.checkedOut), className: barStyles.checked_out },
    { label: t(messages.noShow), className: barStyles.no_show },
    { label: t(messages.blocked), className: blockStyle },
    { label: t(messages.today), className: 'border-brass bg-brass/25' },
  ];
  return (
    <ul
      aria-label={t(messages.key)}
      className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted"
    >
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`${swatch} ${item.className}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

interface CalendarGridProps {
  data: Occupancy;
  today: string;
  label: string;
  faded: boolean;
  onOpenStay: (id: string) => void;
}

function CalendarGrid({ data, today, label, faded, onOpenStay }: CalendarGridProps) {
  const bars = barsOf(data);
  const first = dayNumber(data.from) ?? 0;
  const todayIndex = (dayNumber(today) ?? 0) - first;
  const columns: CSSProperties = {
    gridTemplateColumns: `var(--name) repeat(${data.days}, var(--day))`,
  };
  const dates = Array.from({ length: data.days }, (_, index) => addDays(data.from, index));
  const scrollerRef = useRef<HTMLElement>(null);
  const todayRef = useRef<HTMLDivElement>(null);

  // Today in view when a span opens (two nights before it at the left), else the span's start.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const marker = todayRef.current;
    if (!scroller) return;
    scroller.scrollLeft = marker ? marker.offsetWidth * Math.max(0, todayIndex - 2) : 0;
  }, [todayIndex]);

  if (data.suites.length === 0) {
    return (
      <p className="border border-rule bg-ivory px-5 py-6 text-ink-muted">{t(messages.noSuites)}</p>
    );
  }
  return (
    <section
      ref={scrollerRef}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className={`relative max-h-[75vh] overflow-auto border border-rule bg-ivory [--day:2.5rem] [--name:8.5rem] sm:[--name:13rem] ${faded ? 'opacity-60 transition-opacity' : ''}`}
    >
      <div className="relative w-max min-w-full">
        {todayIndex >= 0 && todayIndex < data.days ? (
          <div
            ref={todayRef}
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 z-0 border-x border-brass bg-brass/15"
            style={{ left: `calc(var(--name) + var(--day) * ${todayIndex})`, width: 'var(--day)' }}
          />
        ) : null}
        {/* The days, for the eye: every bar's name says its own dates. */}
        <div
          aria-hidden="true"
          className="sticky top-0 z-20 grid border-b border-rule bg-ivory-deep"
          style={columns}
        >
          <span className="sticky left-0 z-10 flex items-end border-r border-rule bg-ivory-deep px-3 pb-2 text-[0.7rem] font-medium uppercase tracking-[0.14em] text-ink">
            {t(messages.suite)}
          </span>
          {dates.map((date) => {
            const day = dayNumber(date) ?? 0;
            const weekday = new Date(day * 86_400_000).getUTCDay();
            const isToday = date === today;
            return (
              <span
                key={date}
                className={`flex flex-col items-center border-l border-rule/70 py-1.5 text-xs tabular-nums ${
                  isToday
                    ? 'bg-brass-light font-semibold text-ink'
                    : weekday === 0 || weekday === 6
                      ? 'text-ink'
                      : 'text-ink-muted'
                }`}
              >
                <span className="text-[0.65rem]">
                  {t(WEEKDAY_LETTERS[weekday] ?? messages.sunday)}
                </span>
                <span>{t(messages.dayOfMonth, { day: Number(date.slice(8)) })}</span>
              </span>
            );
          })}
        </div>
        <ul aria-label={t(messages.suites)}>
          {data.suites.map((suite) => (
            <li
              key={suite.id}
              aria-label={suite.name}
              className="relative grid min-h-12 border-b border-rule/70 bg-[linear-gradient(to_right,var(--color-rule)_1px,transparent_1px)] bg-[length:var(--day)_100%] bg-[position:var(--name)_0] last:border-b-0"
              style={columns}
            >
              <span className="sticky left-0 z-10 col-start-1 row-start-1 flex items-center border-r border-rule bg-ivory px-3 py-2 text-sm leading-tight text-forest">
                <span className="line-clamp-2">
                  {suite.name}
                  {suite.active ? null : (
                    <span className="text-ink-muted"> {t(messages.archived)}</span>
                  )}
                </span>
              </span>
              {(bars.get(suite.id) ?? []).map((bar) => {
                const place: CSSProperties = {
                  gridColumn: `${bar.start} / ${bar.end}`,
                  gridRow: 1,
                };
                const shape = `relative z-[1] mx-0.5 my-2 flex min-h-8 min-w-0 items-center border px-2 text-left text-xs font-medium transition-colors ${
                  bar.clippedStart ? 'rounded-l-none border-l-0' : 'rounded-l-md'
                } ${bar.clippedEnd ? 'rounded-r-none border-r-0' : 'rounded-r-md'} ${bar.className}`;
                return bar.stayId ? (
                  <button
                    key={bar.key}
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={bar.label}
                    title={bar.label}
                    className={shape}
                    style={place}
                    onClick={() => onOpenStay(bar.stayId ?? '')}
                  >
                    <span className="truncate">{bar.text}</span>
                  </button>
                ) : (
                  <Link
                    key={bar.key}
                    to={`${paths.dashboardEditSuite}?id=${encodeURIComponent(bar.suiteId)}`}
                    aria-label={t(messages.manage, { label: bar.label, suite: suite.name })}
                    title={bar.label}
                    className={shape}
                    style={place}
                  >
                    <span className="truncate">{bar.text}</span>
                  </Link>
                );
              })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
