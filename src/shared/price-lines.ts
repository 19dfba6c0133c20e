import type { Charges } from './charges.ts';
import { EXTRA_UNIT_LABELS, type QuotedExtra } from './extras.ts';
import { localizedLabels } from './labels.ts';
import { defineMessages, tr } from './messages.ts';
import { formatBdt } from './money.ts';
import type { Quote } from './stay.ts';
import { formatNights } from './stay-format.ts';

/**
 * A price written line by line, as the reservation summary, the booking list and the receipt
 * all write it: one place, so the site and the PDF never disagree on a label.
 */

const messages = defineMessages({
  nightGroup: { id: 'validation.priceLines.nightGroup', defaultMessage: '{nights} × {price}' },
  extra: { id: 'validation.priceLines.extra', defaultMessage: '{name}, {unit}' },
  extraTimes: {
    id: 'validation.priceLines.extraTimes',
    defaultMessage: '{name} × {quantity, number}, {unit}',
  },
  serviceCharge: {
    id: 'validation.priceLines.serviceCharge',
    defaultMessage: 'Services Charge ({percent, number}%)',
  },
  vat: { id: 'validation.priceLines.vat', defaultMessage: 'VAT({percent, number}%)' },
  tax: { id: 'validation.priceLines.tax', defaultMessage: 'TAX({percent, number}%)' },
  discount: {
    id: 'validation.priceLines.discount',
    defaultMessage: 'Discount ({percent, number}%)',
  },
});

/**
 * The lines' fixed labels, in the spec's words, read in the language of the moment:
 * `PRICE_LABELS.total` → "Total (BDT)".
 */
export const PRICE_LABELS = localizedLabels(
  defineMessages({
    subtotal: { id: 'validation.priceLines.subtotal', defaultMessage: 'Subtotal' },
    total: { id: 'validation.priceLines.total', defaultMessage: 'Total (BDT)' },
    extraGuests: { id: 'validation.priceLines.extraGuests', defaultMessage: 'Extra guests' },
  }),
);

/** Nights that cost the same: `nights` nights at `price` each. */
interface NightGroup {
  nights: number;
  price: number;
}

/**
 * The subtotal's nights, grouped by price in the order they first come: one group when every
 * night costs the same, else one per price (weekends, seasons). A quote without its nights
 * listed is one group at the average rate.
 */
export function nightGroups(
  quote: Pick<Quote, 'nights' | 'nightlyRate' | 'nightly'>,
): NightGroup[] {
  const counts = new Map<number, number>();
  for (const night of quote.nightly) counts.set(night.price, (counts.get(night.price) ?? 0) + 1);
  if (counts.size === 0) return [{ nights: quote.nights, price: quote.nightlyRate }];
  return [...counts].map(([price, nights]) => ({ nights, price }));
}

/** "3 nights × 18,500 BDT". */
export function formatNightGroup(group: NightGroup): string {
  return tr(messages.nightGroup, {
    nights: formatNights(group.nights),
    price: formatBdt(group.price),
  });
}

/** "Tea tasting × 2, per guest per night" (the quantity only when more than one). */
export function formatExtra(extra: Pick<QuotedExtra, 'name' | 'quantity' | 'unit'>): string {
  const unit = EXTRA_UNIT_LABELS[extra.unit];
  return extra.quantity > 1
    ? tr(messages.extraTimes, { name: extra.name, quantity: extra.quantity, unit })
    : tr(messages.extra, { name: extra.name, unit });
}

type PriceLineKey = 'subtotal' | 'discount' | 'serviceCharge' | 'vat' | 'tax';

interface PriceLine {
  key: PriceLineKey;
  /** The spec's label: "Subtotal", "Discount (10%)", "Services Charge (10%)", "VAT(10%)", "TAX(5%)". */
  label: string;
  /** The amount as shown: "12,500 BDT"; a discount taken off as "− 1,250 BDT". */
  amount: string;
}

/** A rate as the labels write it: to the hundredth (7.5, 12.25). */
const roundedPercent = (percent: number) => Math.round(percent * 100) / 100;

/**
 * The charges' labels at these rates, in the spec's words: "Services Charge (10%)", "VAT(10%)",
 * "TAX(5%)" at the spec's rates, "VAT(7.5%)" at others.
 */
export function chargeLabels(charges: Charges): Record<'serviceCharge' | 'vat' | 'tax', string> {
  return {
    serviceCharge: tr(messages.serviceCharge, {
      percent: roundedPercent(charges.serviceChargePercent),
    }),
    vat: tr(messages.vat, { percent: roundedPercent(charges.vatPercent) }),
    tax: tr(messages.tax, { percent: roundedPercent(charges.taxPercent) }),
  };
}

/** The spec's lines above the total, each with its amount as the site writes it. */
export function priceLines(
  quote: Pick<
    Quote,
    'subtotal' | 'discount' | 'discountPercent' | 'serviceCharge' | 'vat' | 'tax' | 'charges'
  >,
): PriceLine[] {
  const labels = chargeLabels(quote.charges);
  return [
    { key: 'subtotal', label: PRICE_LABELS.subtotal, amount: formatBdt(quote.subtotal) },
    {
      key: 'discount',
      label: tr(messages.discount, { percent: quote.discountPercent }),
      amount: quote.discount > 0 ? `− ${formatBdt(quote.discount)}` : formatBdt(0),
    },
    { key: 'serviceCharge', label: labels.serviceCharge, amount: formatBdt(quote.serviceCharge) },
    { key: 'vat', label: labels.vat, amount: formatBdt(quote.vat) },
    { key: 'tax', label: labels.tax, amount: formatBdt(quote.tax) },
  ];
}
