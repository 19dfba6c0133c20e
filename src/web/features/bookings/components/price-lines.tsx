import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import {
  formatExtra,
  formatNightGroup,
  nightGroups,
  PRICE_LABELS,
  priceLines,
} from '#shared/price-lines.ts';
import type { Quote, ReservationTotals } from '#shared/stay.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  note: {
    id: 'booking.priceLines.note',
    description: 'A part of the subtotal and its amount: "Extra guests: 3,000 BDT".',
    defaultMessage: '{label}: {amount}',
  },
  roomSubtotal: {
    id: 'booking.priceLines.roomSubtotal',
    defaultMessage: 'Subtotal for this suite',
  },
});

/** "Extra guests: 3,000 BDT". */
function note(label: string, amount: number): string {
  return t(messages.note, { label, amount: formatBdt(amount) });
}

/**
 * The reservation summary's price, line by line, exactly as the server computed it: Subtotal
 * (its nights grouped by price, its extras and its extra guests), Discount (0%), Services Charge
 * (10%), VAT(10%), TAX(5%) at the rates quoted, and Total (BDT).
 */
export function PriceLines({
  quote,
  parts = [],
}: {
  /** One suite's quote, or a set's whole (ReservationTotals), whose subtotal sums `parts`. */
  quote: Quote | ReservationTotals;
  /** What a set's subtotal adds up, each already written ("Zamindar Grand Suite: 40,000 BDT"). */
  parts?: readonly string[];
}) {
  const subtotalNotes = [
    ...('nightly' in quote ? nightGroups(quote).map(formatNightGroup) : parts),
    ...quote.extras.map((extra) => note(formatExtra(extra), extra.amount)),
    ...('extraGuests' in quote && quote.extraGuests > 0
      ? [note(PRICE_LABELS.extraGuests, quote.extraGuests)]
      : []),
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
        <dt className="text-xs font-medium uppercase tracking-[0.16em] text-ink">
          {PRICE_LABELS.total}
        </dt>
        <dd className="shrink-0 font-display text-3xl tabular-nums text-forest">
          {formatBdt(quote.total)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One suite's share of a set's price: its nights grouped by price, what its extra guests add, and
 * its subtotal. The discount and the charges are the whole's (PriceLines), taken on the sum.
 */
export function RoomPriceLines({ quote }: { quote: Quote }) {
  const lines = [
    ...nightGroups(quote).map((group) => ({
      label: formatNightGroup(group),
      amount: group.nights * group.price,
    })),
    ...(quote.extraGuests > 0
      ? [{ label: PRICE_LABELS.extraGuests, amount: quote.extraGuests }]
      : []),
  ];
  return (
    <dl className="text-sm">
      {lines.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4 py-1.5">
          <dt className="text-ink-muted">{line.label}</dt>
          <dd className="shrink-0 tabular-nums text-ink">{formatBdt(line.amount)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-rule pt-2.5">
        <dt className="text-ink">{t(messages.roomSubtotal)}</dt>
        <dd className="shrink-0 tabular-nums text-ink">{formatBdt(quote.subtotal)}</dd>
      </div>
    </dl>
  );
}
