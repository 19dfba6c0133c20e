import { formatBdt } from '#shared/money.ts';
import {
  EXTRA_GUESTS_LABEL,
  formatExtra,
  formatNightGroup,
  nightGroups,
  priceLines,
  TOTAL_LABEL,
} from '#shared/price-lines.ts';
import type { Quote } from '#shared/stay.ts';

/**
 * The reservation summary's price, line by line, exactly as the server computed it: Subtotal
 * (its nights grouped by price, its extras and its extra guests), Discount (0%), Services Charge
 * (10%), VAT(10%), TAX(5%) at the rates quoted, and Total (BDT).
 */
export function PriceLines({ quote }: { quote: Quote }) {
  const subtotalNotes = [
    ...nightGroups(quote).map(formatNightGroup),
    ...quote.extras.map((extra) => `${formatExtra(extra)}: ${formatBdt(extra.amount)}`),
    ...(quote.extraGuests > 0 ? [`${EXTRA_GUESTS_LABEL}: ${formatBdt(quote.extraGuests)}`] : []),
  ];
  return (
    <dl className="text-[0.95rem]">
      {priceLines(quote).map((line) => (
        <div key={line.key} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="text-ink-muted">
            {line.label}
            {(line.key === 'subtotal' ? subtotalNotes : []).map((note) => (
              <span key={note} className="block text-xs text-ink-muted">
                {note}
              </span>
            ))}
          </dt>
          <dd className="shrink-0 tabular-nums text-ink">{line.amount}</dd>
        </div>
      ))}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-forest/30 pt-4">
        <dt className="text-xs font-medium uppercase tracking-[0.16em] text-ink">{TOTAL_LABEL}</dt>
        <dd className="shrink-0 font-display text-3xl tabular-nums text-forest">
          {formatBdt(quote.total)}
        </dd>
      </div>
    </dl>
  );
}
