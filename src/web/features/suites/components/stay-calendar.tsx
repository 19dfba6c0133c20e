import { createContext, use, useEffect, useMemo, useRef } from 'react';
import { type DayButtonProps, DayPicker, type Modifiers } from 'react-day-picker';
import { formatBdt, formatCompactBdt } from '#shared/money.ts';
import { addDays, nightsBetween } from '#shared/stay.ts';
import { formatNights, formatStayDate } from '#shared/stay-format.ts';
import { CALENDAR_MAX_NIGHTS } from '#shared/suite-calendar.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSuiteCalendar } from '#web/features/suites/api/get-suite-calendar.ts';
import { type BookableNight, type DateRange, pickOf } from '#web/features/suites/lib/stay-picks.ts';
import { useHydrated } from '#web/hooks/use-hydrated.ts';

interface Night extends BookableNight {
  price: number;
}

/** The nights by date, for the day buttons (a component type of their own, kept across renders). */
const NightsContext = createContext<ReadonlyMap<string, Night>>(new Map());

/** A hotel date (`YYYY-MM-DD`) as the calendar's local midnight, and back. */
function toDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface StayCalendarProps {
  suiteId: string;
  suiteName: string;
  /** Today at the hotel: the first night shown. */
  today: string;
  range: DateRange | null;
  /** A new pick; null when the guest clears the dates. */
  onChange: (range: DateRange | null) => void;
  /** Labels the calendar and its live summary: ids of the section's heading and messages. */
  labelledBy: string;
}

/**
 * Two months of a suite's nights, each with its price, to pick a stay on: a first pick is the
 * check-in, a later one the check-out. A taken night (booked, blocked, past or beyond the booking
 * horizon) cannot start a stay nor be slept in, yet the day of a taken night can be a check-out,
 * as the guest leaves that morning. Keyboard: arrows move by day and week, Page Up/Down by month,
 * Enter or Space picks. The nights come from the API in the browser only: they change with every
 * booking, and the page around them is the same for every visitor.
 */
export default function StayCalendar({
  suiteId,
  suiteName,
  today,
  range,
  onChange,
  labelledBy,
}: StayCalendarProps) {
  const hydrated = useHydrated();
  const span = useMemo(() => ({ from: today, to: addDays(today, CALENDAR_MAX_NIGHTS) }), [today]);
  const calendar = useSuiteCalendar(suiteId, hydrated ? span : null);
  const nights = useMemo(
    () =>
      new Map(
        (calendar.data?.nights ?? []).map((night) => [
          night.date,
          { available: night.available, price: night.price },
        ]),
      ),
    [calendar.data],
  );

  if (calendar.isError) {
    return (
      <ErrorState
        title="We could not load this suite's calendar"
        error={calendar.error}
        onRetry={() => calendar.refetch()}
      />
    );
  }
  if (!calendar.data) {
    return (
      <div aria-busy="true" className="grid gap-8 sm:grid-cols-2">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="hidden h-80 w-full sm:block" />
        <span className="sr-only">Loading the nights of {suiteName}…</span>
      </div>
    );
  }

  const selected = range
    ? { from: toDate(range.checkIn), to: range.checkOut ? toDate(range.checkOut) : undefined }
    : undefined;
  const lastNight = addDays(span.to, -1);

  const dayLabel = (date: Date, modifiers: Modifiers) => {
    const day = toIsoDate(date);
    const night = nights.get(day);
    const parts = [formatStayDate(day)];
    if (night?.available) parts.push(`${formatBdt(night.price)} a night`);
    if (range?.checkIn === day) parts.push('your check-in');
    if (range?.checkOut === day) parts.push('your check-out');
    if (modifiers.disabled) parts.push('not available');
    else if (range?.checkOut === null && pickOf(day, range, nights) === 'check-out') {
      parts.push('choose as check-out');
    }
    return parts.join(', ');
  };

  return (
    <NightsContext value={nights}>
      <DayPicker
        mode="range"
        numberOfMonths={2}
        // One day is the one the rest hangs on: the hotel's, never the visitor's clock.
        today={toDate(today)}
        defaultMonth={selected?.from ?? toDate(today)}
        startMonth={toDate(today)}
        endMonth={toDate(lastNight)}
        selected={selected}
        disabled={(date) => pickOf(toIsoDate(date), range, nights) === null}
        onSelect={(_range, date) => {
          const day = toIsoDate(date);
          const pick = pickOf(day, range, nights);
          if (pick === 'check-out' && range) onChange({ checkIn: range.checkIn, checkOut: day });
          else if (pick === 'check-in') onChange({ checkIn: day, checkOut: null });
        }}
        aria-labelledby={labelledBy}
        labels={{ labelDayButton: dayLabel }}
        components={{ DayButton: PricedDayButton }}
        footer={
          <p className="mt-4 text-sm text-ink-muted">
            {range === null
              ? 'Choose your check-in day, then your check-out day.'
              : range.checkOut === null
                ? `Check-in ${formatStayDate(range.checkIn)}. Now choose your check-out day.`
                : `${formatStayDate(range.checkIn)} to ${formatStayDate(range.checkOut)}, ${formatNights(nightsBetween(range.checkIn, range.checkOut))}.`}
          </p>
        }
        classNames={calendarClasses}
      />
      {range ? (
        <Button variant="quiet" className="mt-2 self-start" onClick={() => onChange(null)}>
          Clear dates
        </Button>
      ) : null}
    </NightsContext>
  );
}

/** A day: its date, and under it the night's price (compact; the button's label says it whole). */
function PricedDayButton({ day, modifiers, children, ...button }: DayButtonProps) {
  const night = use(NightsContext).get(toIsoDate(day.date));
  const ref = useRef<HTMLButtonElement>(null);
  // As react-day-picker's own button: the day its keyboard moved to takes the focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button {...button} ref={ref}>
      <span className="block leading-none">{children}</span>
      <span aria-hidden="true" className="mt-1 block text-[0.65rem] leading-none tabular-nums">
        {night?.available ? formatCompactBdt(night.price) : '·'}
      </span>
    </button>
  );
}

const calendarClasses = {
  root: 'relative',
  months: 'relative grid gap-8 sm:grid-cols-2',
  month: 'min-w-0',
  month_caption: 'flex h-10 items-center justify-center',
  caption_label: 'font-display text-xl text-forest',
  nav: 'absolute inset-x-0 top-0 z-10 flex h-10 items-center justify-between',
  button_previous:
    'inline-flex size-10 items-center justify-center rounded-[2px] text-forest hover:bg-ivory-deep aria-disabled:cursor-not-allowed aria-disabled:opacity-30',
  button_next:
    'inline-flex size-10 items-center justify-center rounded-[2px] text-forest hover:bg-ivory-deep aria-disabled:cursor-not-allowed aria-disabled:opacity-30',
  chevron: 'size-4 fill-current',
  month_grid: 'mt-3 w-full border-collapse',
  weekdays: '',
  weekday: 'pb-2 text-center text-[0.7rem] font-medium uppercase tracking-[0.12em] text-ink-muted',
  weeks: '',
  week: '',
  day: 'p-0.5 text-center',
  day_button:
    'flex h-12 w-full min-w-10 flex-col items-center justify-center rounded-[2px] text-sm text-ink transition-colors hover:bg-brass-light/50 disabled:cursor-not-allowed disabled:text-ink-muted/70 disabled:line-through disabled:hover:bg-transparent',
  selected: '[&>button]:bg-forest/10',
  range_start: '[&>button]:bg-forest! [&>button]:text-ivory!',
  range_end: '[&>button]:bg-forest! [&>button]:text-ivory!',
  range_middle: '[&>button]:bg-forest/10',
  today: '[&>button]:font-semibold [&>button]:underline [&>button]:decoration-brass',
  outside: 'invisible',
  disabled: '',
  hidden: 'invisible',
  focused: '',
  footer: '',
};
