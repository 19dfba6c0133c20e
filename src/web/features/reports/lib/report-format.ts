import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { locale, t } from '#web/lib/intl.ts';

/**
 * The reports' words and numbers in the page's language: the figures' names (the cards, the
 * charts and their tables say them alike), months, counts and percentages.
 */
export const reportTerms = defineMessages({
  occupancy: { id: 'reports.terms.occupancy', defaultMessage: 'Occupancy' },
  nightsSold: { id: 'reports.terms.nightsSold', defaultMessage: 'Nights sold' },
  adr: {
    id: 'reports.terms.adr',
    defaultMessage: 'ADR',
    description: 'Average daily rate: the average price of a night sold.',
  },
  revpar: {
    id: 'reports.terms.revpar',
    defaultMessage: 'RevPAR',
    description: 'Revenue per available room: room revenue divided by the nights on sale.',
  },
  revenue: { id: 'reports.terms.revenue', defaultMessage: 'Revenue' },
});

const messages = defineMessages({
  percent: { id: 'reports.format.percent', defaultMessage: '{value, number}%' },
});

const intlLocale = INTL_LOCALES[locale];

/** Made on first use: making an Intl formatter costs far more than using one. */
const monthFormats: Partial<Record<'long' | 'short', Intl.DateTimeFormat>> = {};

/** "June 2027" (or "Jun 2027", short; "জুন, ২০২৭" in Bengali), for `'2027-06'` or a date in it. */
export function formatReportMonth(date: string, style: 'long' | 'short' = 'long'): string {
  monthFormats[style] ??= new Intl.DateTimeFormat(intlLocale, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [year, month] = date.slice(0, 7).split('-').map(Number) as [number, number];
  return monthFormats[style].format(new Date(Date.UTC(year, month - 1, 1)));
}

let countFormat: Intl.NumberFormat | undefined;

/** A count as it is written in the page's language, ungrouped as the figures have always been. */
export function formatCount(value: number): string {
  countFormat ??= new Intl.NumberFormat(intlLocale, { useGrouping: false });
  return countFormat.format(value);
}

/** "64.5%" ("৬৪.৫%"). */
export const formatPercent = (value: number) => t(messages.percent, { value });

let compactFormat: Intl.NumberFormat | undefined;

/**
 * Taka for an axis tick, which has little room (the tables give the exact figures): "120k",
 * "1.2M" in English, as the language shortens it otherwise ("১.২ লা").
 */
export function formatCompactAmount(amount: number): string {
  if (locale !== 'en') {
    compactFormat ??= new Intl.NumberFormat(intlLocale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    return compactFormat.format(amount);
  }
  if (amount >= 1_000_000) return `${Math.round(amount / 100_000) / 10}M`;
  if (amount >= 1_000) return `${Math.round(amount / 1_000)}k`;
  return String(amount);
}
