import { INTL_LOCALES, type Locale } from './locale.ts';
import { defineMessages, localeNow, translator } from './messages.ts';
import { dayNumber, type Stay } from './stay.ts';

const messages = defineMessages({
  nights: {
    id: 'stay.nights',
    defaultMessage: '{nights, plural, one {# night} other {# nights}}',
  },
  adults: {
    id: 'stay.adults',
    defaultMessage: '{adults, plural, one {# adult} other {# adults}}',
  },
  party: {
    id: 'stay.party',
    defaultMessage:
      '{adults, plural, one {# adult} other {# adults}}, {children, plural, one {# child} other {# children}}',
  },
});

const DAY_MS = 86_400_000;

const formatOptions = {
  long: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Made on first use: making a formatter costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(style: keyof typeof formatOptions, locale: Locale) {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], formatOptions[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * A hotel date for people: `2026-12-24` → "Thu, 24 Dec 2026" ("বৃহস্পতি, ২৪ ডিসে, ২০২৬" in
 * Bengali). Calendar dates are formatted in UTC, where they were built, so no visitor's time
 * zone moves them a day.
 */
export function formatStayDate(
  date: string,
  style: 'long' | 'short' = 'long',
  locale: Locale = localeNow(),
): string {
  const day = dayNumber(date);
  if (day === null) return date;
  return formatFor(style, locale).format(new Date(day * DAY_MS));
}

/** "3 nights" ("৩ রাত"), in the language of the moment or the one given. */
export function formatNights(nights: number, locale: Locale = localeNow()): string {
  return translator(locale).format(messages.nights, { nights });
}

/** "2 adults, 1 child" (the selects keep the spec's "2 Adults" / "1 Children"). */
export function formatParty(
  { adults, children }: Pick<Stay, 'adults' | 'children'>,
  locale: Locale = localeNow(),
): string {
  const words = translator(locale);
  return children === 0
    ? words.format(messages.adults, { adults })
    : words.format(messages.party, { adults, children });
}
