import { CURRENCY } from './constants.ts';
import { INTL_LOCALES, type Locale } from './locale.ts';
import { localeNow } from './messages.ts';

/** Made on first use per language and kind: making an Intl formatter costs far more than using one. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, kind: 'plain' | 'money' | 'compact'): Intl.NumberFormat {
  const key = `${locale} ${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'money'
        ? { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }
        : kind === 'compact'
          ? { notation: 'compact', maximumFractionDigits: 1 }
          : { maximumFractionDigits: 0 };
    format = new Intl.NumberFormat(INTL_LOCALES[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A whole number with its digits grouped as the language writes them: in English as
 * `toLocaleString('en-US')` does (`1000000` → `1,000,000`), in Bengali by lakh and crore in
 * Bengali digits (`১০,০০,০০০`). English by hand: an Intl formatter costs a phone tens of
 * milliseconds to make, and every English page would pay for one (decision 049).
 */
export function groupDigits(value: number, locale: Locale = localeNow()): string {
  if (locale === 'en') return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
  return numberFormat(locale, 'plain').format(value);
}

/**
 * Whole taka as the language writes money: `formatBdt(12500)` → `12,500 BDT` in English (the
 * spec's), `১২,৫০০৳` in Bengali (as `Intl` writes taka for bn-BD).
 */
export function formatBdt(amount: number, locale: Locale = localeNow()): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money is integer BDT; got ${amount}`);
  }
  if (locale === 'en') return `${groupDigits(amount, locale)} ${CURRENCY}`;
  return numberFormat(locale, 'money').format(amount);
}

/**
 * A price in a calendar's day, where a full one does not fit: `18500` → `18.5k`, `20000` →
 * `20k`, `950` → `950` (thousands to one decimal, rounded half up); in Bengali as `Intl`
 * shortens it (`১৮.৫ হা`).
 */
export function formatCompactBdt(amount: number, locale: Locale = localeNow()): string {
  if (locale !== 'en') return numberFormat(locale, 'compact').format(amount);
  if (Math.abs(amount) < 1000) return String(amount);
  const tenths = Math.round(amount / 100);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}k`;
}
