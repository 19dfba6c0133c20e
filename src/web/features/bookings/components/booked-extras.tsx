import { EXTRA_UNIT_LABELS, type QuotedExtra } from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';

/** "Spa Access × 2", or just "Spa Access" for one. */
function extraName(extra: Pick<QuotedExtra, 'name' | 'quantity'>): string {
  return extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name;
}

/** The extras a booking holds, in a sentence: "Spa Access × 2, Bicycle Hire". */
export function extrasInBrief(extras: readonly QuotedExtra[]): string {
  return extras.map(extraName).join(', ');
}

/**
 * The extras a booking holds, each with how it was charged and its amount, as quoted when
 * booked (whatever the hotel charges for it now). Nothing when it holds none.
 */
export function BookedExtras({ extras }: { extras: readonly QuotedExtra[] }) {
  if (extras.length === 0) return null;
  return (
    <ul className="divide-y divide-rule/70">
      {extras.map((extra) => (
        <li key={extra.id} className="flex items-baseline justify-between gap-4 py-2.5">
          <span className="min-w-0">
            <span className="text-ink">{extraName(extra)}</span>
            <span className="block text-xs text-ink-muted">
              {formatBdt(extra.price)} {EXTRA_UNIT_LABELS[extra.unit]}
            </span>
          </span>
          <span className="shrink-0 tabular-nums text-ink">{formatBdt(extra.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
