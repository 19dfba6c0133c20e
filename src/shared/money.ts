import { CURRENCY } from './constants.ts';

/** Formats whole taka with thousands separators, e.g. `formatBdt(12500)` → `12,500 BDT`. */
export function formatBdt(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money is integer BDT; got ${amount}`);
  }
  // Digits grouped by hand: an Intl formatter costs a phone tens of milliseconds to make.
  return `${String(amount).replace(/\B(?=(\d{3})+$)/g, ',')} ${CURRENCY}`;
}
