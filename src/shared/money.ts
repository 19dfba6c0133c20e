import { CURRENCY } from './constants.ts';

/** Formats whole taka with thousands separators, e.g. `formatBdt(12500)` → `12,500 BDT`. */
export function formatBdt(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money is integer BDT; got ${amount}`);
  }
  return `${amount.toLocaleString('en-US')} ${CURRENCY}`;
}
