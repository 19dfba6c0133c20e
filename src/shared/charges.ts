import * as z from 'zod/mini';
import { RATES } from './constants.ts';
import { says } from './labels.ts';
import { defineMessages } from './messages.ts';

/**
 * The hotel's charges on a stay, each in percent of the discounted subtotal: the spec's 10, 10
 * and 5 until staff change them (`PUT /api/admin/charges`). A quote is made at the rates in
 * force; a booking keeps the rates it was sold at.
 */

export const CHARGE_PERCENT = { min: 0, max: 50 } as const;

const messages = defineMessages({
  percent: {
    id: 'validation.charges.percent',
    defaultMessage: 'Use a percentage from {min, number} to {max, number}, to the hundredth',
  },
});
const percentMessage = () => says(messages.percent, CHARGE_PERCENT);

/** A percentage from 0 to 50 with at most two decimals (a VAT of 7.5). */
const chargePercent = z.number(percentMessage()).check(
  z.minimum(CHARGE_PERCENT.min, percentMessage()),
  z.maximum(CHARGE_PERCENT.max, percentMessage()),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, percentMessage()),
);

export const chargesSchema = z.object({
  serviceChargePercent: chargePercent,
  vatPercent: chargePercent,
  taxPercent: chargePercent,
});
export type Charges = z.infer<typeof chargesSchema>;

/** The spec's charges: what a hotel that never changed them charges. */
export const SPEC_CHARGES: Charges = {
  serviceChargePercent: RATES.serviceCharge,
  vatPercent: RATES.vat,
  taxPercent: RATES.tax,
};

/** "10", "7.5", "12.25": a rate as the summary's labels write it ("VAT(7.5%)"). */
export function formatPercent(percent: number): string {
  return String(Math.round(percent * 100) / 100);
}
