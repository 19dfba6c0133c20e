import { useState } from 'react';
import { BOOKING_STATUSES, type BookingStatus } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  all: { id: 'bookings.statusFilter.all', defaultMessage: 'All' },
  legend: { id: 'bookings.statusFilter.legend', defaultMessage: 'Show bookings' },
  show: { id: 'bookings.statusFilter.show', defaultMessage: 'Show' },
});

/** The choices, labelled as they are drawn (the labels speak the page's language). */
const options = (): { value: BookingStatus | 'all'; label: string }[] => [
  { value: 'all', label: t(messages.all) },
  ...BOOKING_STATUSES.map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
];

interface StatusFilterProps {
  value: BookingStatus | undefined;
  onChange: (status: BookingStatus | undefined) => void;
}

/**
 * All, Confirmed, Checked in, Checked out, No-show, Cancelled, as a group of radio buttons that
 * looks like a segmented switch, wrapping onto more lines on a phone.
 * The choice shows at once; the page's URL (and so `value`) follows in a transition.
 */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const [chosen, setChosen] = useState<BookingStatus | 'all'>(value ?? 'all');
  const [shown, setShown] = useState(value);
  // The URL changed by other means (back button): follow it.
  if (value !== shown) {
    setShown(value);
    setChosen(value ?? 'all');
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{t(messages.legend)}</legend>
      <span aria-hidden="true" className="text-xs font-medium uppercase tracking-[0.16em] text-ink">
        {t(messages.show)}
      </span>
      {/* The forest background shows through the 1px gaps as rules, on one line or wrapped. */}
      <div className="flex flex-wrap gap-px border border-forest bg-forest">
        {options().map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-10 flex-auto cursor-pointer items-center justify-center whitespace-nowrap bg-ivory px-4 text-xs font-medium uppercase tracking-[0.14em] text-forest transition-colors has-[:checked]:bg-forest has-[:checked]:text-ivory has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-dark sm:flex-none"
          >
            <input
              type="radio"
              name="booking-status"
              value={option.value}
              checked={chosen === option.value}
              onChange={() => {
                setChosen(option.value);
                onChange(option.value === 'all' ? undefined : option.value);
              }}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
