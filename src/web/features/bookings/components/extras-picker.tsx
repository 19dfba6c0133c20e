import { type ReactNode, useId } from 'react';
import { type ChosenExtra, EXTRA_QUANTITY, EXTRAS_MAX } from '#shared/extras.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { Quote } from '#shared/stay.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useExtras } from '#web/features/bookings/api/get-extras.ts';
import { extraPrice } from '#web/features/bookings/components/booked-extras.tsx';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  eyebrow: { id: 'booking.extrasPicker.eyebrow', defaultMessage: 'Extra services' },
  title: { id: 'booking.extrasPicker.title', defaultMessage: 'Enhance your stay' },
  intro: {
    id: 'booking.extrasPicker.intro',
    defaultMessage:
      'Prepared before you arrive and added to the price of your stay. You may change them until you reserve.',
  },
  loading: { id: 'booking.extrasPicker.loading', defaultMessage: 'Loading the extra services…' },
  loadFailed: {
    id: 'booking.extrasPicker.loadFailed',
    defaultMessage: 'We could not load the extra services',
  },
  legend: { id: 'booking.extrasPicker.legend', defaultMessage: 'Extra services for your stay' },
  quantity: {
    id: 'booking.extrasPicker.quantity',
    description:
      'Label of the quantity select; the hidden part names the extra for screen readers.',
    defaultMessage: 'Quantity<hidden> of {extra}</hidden>',
  },
  quantityOption: { id: 'booking.extrasPicker.quantityOption', defaultMessage: '{count, number}' },
  forYourStay: {
    id: 'booking.extrasPicker.forYourStay',
    description: 'Read out after an extra’s amount: "540 BDT for your stay".',
    defaultMessage: ' for your stay',
  },
  full: {
    id: 'booking.extrasPicker.full',
    defaultMessage: 'A stay may hold up to {max, number} extra services.',
  },
  total: { id: 'booking.extrasPicker.total', defaultMessage: 'Total (BDT)' },
});

/** A message's `<hidden>` part: for screen readers only. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

interface ExtrasPickerProps {
  /** The extras in the draft; undefined when none. */
  chosen: readonly ChosenExtra[] | undefined;
  /** The new list, in the hotel's order; undefined when none is left. */
  onChange: (chosen: ChosenExtra[] | undefined) => void;
  /** The server's price of the stay as it stands (one suite's, or a set's): each extra's amount and the total. */
  quote: Pick<Quote, 'extras' | 'total'>;
  /** A new price is being asked for: the figures shown are the last ones. */
  updating: boolean;
  /** Why extras were taken off (no longer offered), when they were. */
  notice?: string | undefined;
}

const quantities = Array.from(
  { length: EXTRA_QUANTITY.max - EXTRA_QUANTITY.min + 1 },
  (_, index) => EXTRA_QUANTITY.min + index,
);

/**
 * The extra services a guest can add to the stay on /booking: each with its price and how it is
 * charged, a checkbox to add it and, once added, how many. The server prices them into the
 * quote; each added one shows its amount from there.
 */
export function ExtrasPicker({
  chosen = [],
  onChange,
  quote,
  updating,
  notice,
}: ExtrasPickerProps) {
  const id = useId();
  const extras = useExtras();
  const offered = extras.data ?? [];
  // Nothing to offer and nothing to say: the page goes without the section.
  if (extras.isSuccess && offered.length === 0 && !notice) return null;

  const quantityOf = (extraId: string) => chosen.find((entry) => entry.id === extraId)?.quantity;
  const full = chosen.length >= EXTRAS_MAX;

  /** The list with one extra's quantity set (undefined: taken off), kept in the hotel's order. */
  const choose = (extraId: string, quantity: number | undefined) => {
    const next = new Map(chosen.map((entry) => [entry.id, entry.quantity]));
    if (quantity === undefined) next.delete(extraId);
    else next.set(extraId, quantity);
    const ordered = [
      ...offered.flatMap((extra) => {
        const count = next.get(extra.id);
        return count === undefined ? [] : [{ id: extra.id, quantity: count }];
      }),
      // One no longer listed stays until the quote says so, and the page tells the guest.
      ...chosen.filter((entry) => next.has(entry.id) && !offered.some((e) => e.id === entry.id)),
    ];
    onChange(ordered.length > 0 ? ordered : undefined);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border border-rule bg-ivory p-6 sm:p-8"
      aria-busy={extras.isPending}
    >
      <p className="eyebrow">{t(messages.eyebrow)}</p>
      <h2 id={`${id}-title`} className="mt-2 text-3xl text-forest">
        {t(messages.title)}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t(messages.intro)}</p>
      {notice ? <FormAlert className="mt-5">{notice}</FormAlert> : null}

      {extras.isPending ? (
        <div className="mt-6 space-y-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
          <span className="sr-only">{t(messages.loading)}</span>
        </div>
      ) : extras.isError ? (
        <ErrorState
          className="mt-6"
          title={t(messages.loadFailed)}
          error={extras.error}
          onRetry={() => extras.refetch()}
        />
      ) : offered.length > 0 ? (
        <fieldset className="mt-6">
          <legend className="sr-only">{t(messages.legend)}</legend>
          <ul className="divide-y divide-rule border-y border-rule">
            {offered.map((extra) => {
              const quantity = quantityOf(extra.id);
              const quoted = quote.extras.find((entry) => entry.id === extra.id);
              const boxId = `${id}-${extra.id}`;
              return (
                <li
                  key={extra.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 py-4"
                >
                  <div className="flex min-w-0 items-start gap-3">
                    <input
                      id={boxId}
                      type="checkbox"
                      checked={quantity !== undefined}
                      disabled={quantity === undefined && full}
                      aria-describedby={`${boxId}-price`}
                      onChange={(event) =>
                        choose(extra.id, event.target.checked ? EXTRA_QUANTITY.min : undefined)
                      }
                      className="mt-1.5 size-5 shrink-0 cursor-pointer accent-forest disabled:cursor-not-allowed"
                    />
                    <div className="min-w-0">
                      <label
                        htmlFor={boxId}
                        className="cursor-pointer font-display text-xl leading-tight text-forest"
                      >
                        {extra.name}
                      </label>
                      <p id={`${boxId}-price`} className="text-sm text-ink-muted">
                        {extraPrice(extra)}
                      </p>
                    </div>
                  </div>
                  {quantity !== undefined ? (
                    <div className="ml-8 flex items-center gap-3 sm:ml-0">
                      <label
                        htmlFor={`${boxId}-quantity`}
                        className="text-xs font-medium uppercase tracking-[0.16em] text-ink"
                      >
                        <Message of={messages.quantity} values={{ extra: extra.name, hidden }} />
                      </label>
                      <select
                        id={`${boxId}-quantity`}
                        value={String(quantity)}
                        onChange={(event) => choose(extra.id, Number(event.target.value))}
                        className="field-input w-20 py-2"
                      >
                        {quantities.map((count) => (
                          <option key={count} value={count}>
                            {t(messages.quantityOption, { count })}
                          </option>
                        ))}
                      </select>
                      <span
                        className={`min-w-[6.5rem] text-right text-sm tabular-nums text-ink transition-opacity ${updating || !quoted ? 'opacity-50' : ''}`}
                      >
                        {quoted ? formatBdt(quoted.amount) : '…'}
                        <span className="sr-only">{t(messages.forYourStay)}</span>
                      </span>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {full ? (
            <p className="mt-3 text-sm text-ink-muted">{t(messages.full, { max: EXTRAS_MAX })}</p>
          ) : null}
        </fieldset>
      ) : null}

      {/* Beside the sticky price on wide screens; on a phone the total shows here too, as the
          pinned bar has scrolled away with the price by the time the guest reaches the list.
          Busy while a new price is on its way, so only the server's new figure is announced. */}
      <p
        role="status"
        aria-busy={updating}
        className="mt-5 flex items-baseline justify-between gap-4 lg:sr-only"
      >
        <span className="text-xs font-medium uppercase tracking-[0.16em] text-ink">
          {t(messages.total)}
        </span>
        <span
          className={`font-display text-2xl tabular-nums text-forest transition-opacity ${updating ? 'opacity-50' : ''}`}
        >
          {formatBdt(quote.total)}
        </span>
      </p>
    </section>
  );
}
