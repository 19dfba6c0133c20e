import { CURRENCY } from './constants.ts';

/**
 * A whole number with its thousands grouped, as `toLocaleString('en-US')` writes it: `1000000` →
 * `1,000,000`. By hand: an Intl formatter costs a phone tens of milliseconds to make, and a
 * module that made one as it loaded made every page that imports it pay for that.
 */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Formats whole taka with thousands separators, e.g. `formatBdt(12500)` → `12,500 BDT`. */
export function formatBdt(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money is integer BDT; got ${amount}`);
  }
  return `${groupDigits(amount)} ${CURRENCY}`;
}

/**
 * A price in a calendar's day, where a full one does not fit: `18500` → `18.5k`, `20000` →
 * `20k`, `950` → `950` (thousands to one decimal, rounded half up).
 */
export function formatCompactBdt(amount: number): string {
  if (Math.abs(amount) < 1000) return String(amount);
  const tenths = Math.round(amount / 100);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}k`;
}
