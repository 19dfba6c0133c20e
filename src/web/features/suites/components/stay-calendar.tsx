import { createContext, use, useEffect, useMemo, useRef } from 'react';
import {
  type DayButtonProps,
  DayPicker,
  type DayPickerProps,
  type Modifiers,
} from 'react-day-picker';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt, formatCompactBdt } from '#shared/money.ts';
import { addDays, nightsBetween } from '#shared/stay.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { CALENDAR_MAX_NIGHTS } from '#shared/suite-calendar.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSuiteCalendar } from '#web/features/suites/api/get-suite-calendar.ts';
import { type BookableNight, type DateRange, pickOf } from '#web/features/suites/lib/stay-picks.ts';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failed: {
    id: 'suites.stayCalendar.failed',
    defaultMessage: "We could not load this suite's calendar",
  },
  loading: { id: 'suites.stayCalendar.loading', defaultMessage: 'Loading the nights of {suite}…' },
  nightPrice: { id: 'suites.stayCalendar.nightPrice', defaultMessage: '{price} a night' },
  yourCheckIn: { id: 'suites.stayCalendar.yourCheckIn', defaultMessage: 'your check-in' },
  yourCheckOut: { id: 'suites.stayCalendar.yourCheckOut', defaultMessage: 'your check-out' },
  notAvailable: { id: 'suites.stayCalendar.notAvailable', defaultMessage: 'not available' },
  chooseCheckOut: {
    id: 'suites.stayCalendar.chooseCheckOut',
    defaultMessage: 'choose as check-out',
  },
  /** How the facts of a day's label are joined: "Mon, 1 Mar 2027, 18,500 BDT a night". */
  dayLabel: { id: 'suites.stayCalendar.dayLabel', defaultMessage: '{label}, {fact}' },
  chooseCheckIn: {
    id: 'suites.stayCalendar.chooseCheckIn',
    defaultMessage: 'Choose your check-in day, then your check-out day.',
  },
  nowCheckOut: {
    id: 'suites.stayCalendar.nowCheckOut',
    defaultMessage: 'Check-in {checkIn}. Now choose your check-out day.',
  },
  chosen: {
    id: 'suites.stayCalendar.chosen',
    defaultMessage: '{checkIn} to {checkOut}, {nights, plural, one {# night} other {# nights}}.',
  },
  clear: { id: 'suites.stayCalendar.clear', defaultMessage: 'Clear dates' },
  previousMonth: {
    id: 'suites.stayCalendar.previousMonth',
    defaultMessage: 'Go to the Previous Month',
  },
  nextMonth: { id: 'suites.stayCalendar.nextMonth', defaultMessage: 'Go to the Next Month' },
});

/** The calendar's own words: its buttons' labels, and its names of months, weekdays and days. */
type CalendarWords = Pick<DayPickerProps, 'formatters'> & {
  labels: NonNullable<DayPickerProps['labels']>;
};

/** Made on first use: making the formatters costs more than using them. */
let madeWords: CalendarWords | undefined;

function calendarWords(): CalendarWords {
  madeWords ??= makeCalendarWords();
  return madeWords;
}

/**
 * Month and weekday names and day numbers in the page's language, by `Intl` (no date library's
 * locale to load); English keeps react-day-picker's own.
 */
function makeCalendarWords(): CalendarWords {
  const labels = {
    labelPrevious: () => t(messages.previousMonth),
    labelNext: () => t(messages.nextMonth),
  };
  if (locale === 'en') return { labels };
  const intlLocale = INTL_LOCALES[locale];
  const monthYear = new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric' });
  const weekdayShort = new Intl.DateTimeFormat(intlLocale, { weekday: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(intlLocale, { weekday: 'long' });
  const dayOfMonth = new Intl.DateTimeFormat(intlLocale, { day: 'numeric' });
  return {
    labels: {
      ...labels,
      labelGrid: (date) => monthYear.format(date),
      labelWeekday: (date) => weekdayLong.format(date),
    },
    formatters: {
      formatCaption: (month) => monthYear.format(month),
      formatWeekdayName: (weekday) => weekdayShort.format(weekday),
      formatDay: (date) => dayOfMonth.format(date),
    },
  };
}

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
        title={t(messages.failed)}
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
        <span className="sr-only">{t(messages.loading, { suite: suiteName })}</span>
      </div>
    );
  }

  const selected = range
    ? { from: toDate(range.checkIn), to: range.checkOut ? toDate(range.checkOut) : undefined }
    : undefined;
  const lastNight = addDays(span.to, -1);
  const words = calendarWords();

  const dayLabel = (date: Date, modifiers: Modifiers) => {
    const day = toIsoDate(date);
    const night = nights.get(day);
    const facts: string[] = [];
    if (night?.available) facts.push(t(messages.nightPrice, { price: formatBdt(night.price) }));
    if (range?.checkIn === day) facts.push(t(messages.yourCheckIn));
    if (range?.checkOut === day) facts.push(t(messages.yourCheckOut));
    if (modifiers.disabled) facts.push(t(messages.notAvailable));
    else if (range?.checkOut === null && pickOf(day, range, nights) === 'check-out') {
      facts.push(t(messages.chooseCheckOut));
    }
    return facts.reduce(
      (label, fact) => t(messages.dayLabel, { label, fact }),
      formatStayDate(day),
    );
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
        labels={{ ...words.labels, labelDayButton: dayLabel }}
        formatters={words.formatters}
        components={{ DayButton: PricedDayButton }}
        footer={
          <p className="mt-4 text-sm text-ink-muted">
            {range === null
              ? t(messages.chooseCheckIn)
              : range.checkOut === null
                ? t(messages.nowCheckOut, { checkIn: formatStayDate(range.checkIn) })
                : t(messages.chosen, {
                    checkIn: formatStayDate(range.checkIn),
                    checkOut: formatStayDate(range.checkOut),
                    nights: nightsBetween(range.checkIn, range.checkOut),
                  })}
          </p>
        }
        classNames={calendarClasses}
      />
      {range ? (
        <Button variant="quiet" className="mt-2 self-start" onClick={() => onChange(null)}>
          {t(messages.clear)}
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
