import { RATES } from '#shared/constants.ts';
import { EXTRA_UNIT_LABELS } from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';
import type { Quote } from '#shared/stay.ts';
import { formatNights } from '#shared/stay-format.ts';

interface Line {
  label: string;
  amount: string;
  notes?: string[];
}

/**
 * The subtotal's nights, grouped by price in the order they first come: "3 nights × 18,500 BDT",
 * or, when weekends or a season cost more, one line per price ("2 nights × 18,500 BDT",
 * "1 night × 24,000 BDT").
 */
export function nightGroups(quote: Pick<Quote, 'nights' | 'nightlyRate' | 'nightly'>): string[] {
  const counts = new Map<number, number>();
  for (const night of quote.nightly) counts.set(night.price, (counts.get(night.price) ?? 0) + 1);
  if (counts.size === 0) return [`${formatNights(quote.nights)} × ${formatBdt(quote.nightlyRate)}`];
  return [...counts].map(([price, nights]) => `${formatNights(nights)} × ${formatBdt(price)}`);
}

/**
 * The reservation summary's price, line by line, exactly as the server computed it: Subtotal,
 * Discount (0%), Services Charge (10%), VAT(10%), TAX(5%) and Total (BDT).
 */
export function PriceLines({ quote }: { quote: Quote }) {
  const lines: Line[] = [
    {
      label: 'Subtotal',
      amount: formatBdt(quote.subtotal),
      notes: [
        ...nightGroups(quote),
        ...quote.extras.map(
          (extra) =>
            `${extra.name}${extra.quantity > 1 ? ` × ${extra.quantity}` : ''}, ${EXTRA_UNIT_LABELS[extra.unit]}: ${formatBdt(extra.amount)}`,
        ),
      ],
    },
    {
      label: `Discount (${quote.discountPercent}%)`,
      amount: quote.discount > 0 ? `− ${formatBdt(quote.discount)}` : formatBdt(0),
    },
    { label: `Services Charge (${RATES.serviceCharge}%)`, amount: formatBdt(quote.serviceCharge) },
    { label: `VAT(${RATES.vat}%)`, amount: formatBdt(quote.vat) },
    { label: `TAX(${RATES.tax}%)`, amount: formatBdt(quote.tax) },
  ];
  return (
    <dl className="text-[0.95rem]">
      {lines.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="text-ink-muted">
            {line.label}
            {line.notes?.map((note) => (
              <span key={note} className="block text-xs text-ink-muted">
                {note}
              </span>
            ))}
          </dt>
          <dd className="shrink-0 tabular-nums text-ink">{line.amount}</dd>
        </div>
      ))}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-forest/30 pt-4">
        <dt className="text-xs font-medium uppercase tracking-[0.16em] text-ink">Total (BDT)</dt>
        <dd className="shrink-0 font-display text-3xl tabular-nums text-forest">
          {formatBdt(quote.total)}
        </dd>
      </div>
    </dl>
  );
}
