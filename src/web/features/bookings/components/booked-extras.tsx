import type { Extra, QuotedExtra } from '#shared/extras.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  price: {
    id: 'booking.extras.price',
    description: 'An extra service’s price and how it is charged: "90 BDT per night".',
    defaultMessage:
      '{price} {unit, select, stay {per stay} night {per night} other {per guest per night}}',
  },
  quantity: {
    id: 'booking.extras.quantity',
    description: 'An extra service taken more than once: "Spa Access × 2".',
    defaultMessage: '{name} × {quantity, number}',
  },
});

/** "Spa Access × 2", or just "Spa Access" for one. */
function extraName(extra: Pick<QuotedExtra, 'name' | 'quantity'>): string {
  return extra.quantity > 1
    ? t(messages.quantity, { name: extra.name, quantity: extra.quantity })
    : extra.name;
}

/** "90 BDT per night": an extra's price and how it is charged. */
export function extraPrice(extra: Pick<Extra, 'price' | 'unit'>): string {
  return t(messages.price, { price: formatBdt(extra.price), unit: extra.unit });
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
            <span className="block text-xs text-ink-muted">{extraPrice(extra)}</span>
          </span>
          <span className="shrink-0 tabular-nums text-ink">{formatBdt(extra.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
