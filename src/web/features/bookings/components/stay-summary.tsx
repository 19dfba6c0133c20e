import { useId } from 'react';
import type { StayQuote } from '#shared/booking.ts';
import { ADULTS, CHILDREN } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatNights, formatStayDate } from '#shared/stay-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { stayFieldMessages } from '#web/features/bookings/lib/stay-field-messages.ts';
import { t } from '#web/lib/intl.ts';
import { PriceLines } from './price-lines.tsx';

const messages = defineMessages({
  sleeps: {
    id: 'booking.staySummary.sleeps',
    defaultMessage: '{suite} sleeps {capacity, plural, one {# guest} other {# guests}}.',
  },
  dates: {
    id: 'booking.staySummary.dates',
    description: 'The chosen dates: "Thu, 24 Dec 2026 to Sun, 27 Dec 2026".',
    defaultMessage: '{checkIn} to {checkOut}',
  },
  taken: {
    id: 'booking.staySummary.taken',
    defaultMessage: 'These nights were just taken. Please choose other dates.',
  },
  chooseOther: {
    id: 'booking.staySummary.chooseOther',
    defaultMessage: 'Choose other dates to see the price of your stay.',
  },
  chooseDates: {
    id: 'booking.staySummary.chooseDates',
    defaultMessage: 'Choose your dates on the calendar to see the price of your whole stay.',
  },
  total: {
    id: 'booking.staySummary.total',
    description: 'Read out when the price changes: "Total for 3 nights: 37500 BDT."',
    defaultMessage: 'Total for {nights}: {total, number, ::group-off} BDT.',
  },
  confirmLabel: {
    id: 'booking.staySummary.confirmLabel',
    defaultMessage: 'Confirm Booking: {suite}',
  },
  confirm: { id: 'booking.staySummary.confirm', defaultMessage: 'Confirm Booking' },
});

/** Who is coming: adults and children. */
export interface Party {
  adults: number;
  children: number;
}

function range(min: number, max: number) {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
}

/** The party as it fits a suite sleeping `capacity`: adults first, then children, each in range. */
export function partyWithin(party: Party, capacity: number): Party {
  const adults = Math.min(Math.max(party.adults, ADULTS.min), ADULTS.max, capacity);
  const children = Math.min(
    Math.max(party.children, CHILDREN.min),
    CHILDREN.max,
    capacity - adults,
  );
  return { adults, children: Math.max(children, CHILDREN.min) };
}

interface StaySummaryProps {
  /** The suite's name (labels the button) and how many it sleeps. */
  suiteName: string;
  capacity: number;
  /** The chosen dates, once both are chosen. */
  dates: { checkIn: string; checkOut: string } | null;
  party: Party;
  onPartyChange: (party: Party) => void;
  /** The server's quote of the stay; undefined while none is asked for or it is on its way. */
  quote: StayQuote | undefined;
  /** A quote is being fetched. */
  pending: boolean;
  /** The server refused the stay (its message shows beside the calendar). */
  refused: boolean;
  onConfirm: () => void;
}

/**
 * The stay being planned on a suite's page: the guests (within what the suite sleeps), the
 * chosen dates, the server's price line by line, and Confirm Booking, which goes on to /booking.
 */
export function StaySummary({
  suiteName,
  capacity,
  dates,
  party,
  onPartyChange,
  quote,
  pending,
  refused,
  onConfirm,
}: StaySummaryProps) {
  const id = useId();
  const adultsId = `${id}-adults`;
  const childrenId = `${id}-children`;
  const unavailable = quote !== undefined && !quote.available;
  return (
    <div className="flex flex-col gap-6 self-start border border-rule bg-ivory p-6 sm:p-8">
      <div className="grid grid-cols-2 gap-4">
        <FormField id={adultsId} label={t(stayFieldMessages.adult)}>
          {(describedBy) => (
            <select
              id={adultsId}
              className="field-input"
              aria-describedby={describedBy}
              value={party.adults}
              onChange={(event) =>
                onPartyChange(
                  partyWithin({ ...party, adults: Number(event.target.value) }, capacity),
                )
              }
            >
              {range(ADULTS.min, Math.min(ADULTS.max, capacity)).map((count) => (
                <option key={count} value={count}>
                  {t(stayFieldMessages.adultsOption, { count })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={childrenId} label={t(stayFieldMessages.children)}>
          {(describedBy) => (
            <select
              id={childrenId}
              className="field-input"
              aria-describedby={describedBy}
              value={party.children}
              onChange={(event) =>
                onPartyChange(
                  partyWithin({ ...party, children: Number(event.target.value) }, capacity),
                )
              }
            >
              {range(CHILDREN.min, Math.min(CHILDREN.max, capacity - party.adults)).map((count) => (
                <option key={count} value={count}>
                  {t(stayFieldMessages.childrenOption, { count })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <p className="-mt-3 text-sm text-ink-muted">
        {t(messages.sleeps, { suite: suiteName, capacity })}
      </p>

      <div className="border-t border-rule pt-5" aria-busy={pending}>
        {dates ? (
          <p className="mb-3 text-sm text-ink">
            {t(messages.dates, {
              checkIn: formatStayDate(dates.checkIn),
              checkOut: formatStayDate(dates.checkOut),
            })}
          </p>
        ) : null}
        {quote ? (
          <>
            <PriceLines quote={quote.quote} />
            {unavailable ? (
              <p className="mt-4 border-l-2 border-danger bg-danger/5 px-4 py-3 text-sm text-danger">
                {t(messages.taken)}
              </p>
            ) : null}
          </>
        ) : pending ? (
          <div className="space-y-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-8 w-2/3" />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            {t(refused ? messages.chooseOther : messages.chooseDates)}
          </p>
        )}
        <p role="status" className="sr-only">
          {quote && dates
            ? t(messages.total, {
                nights: formatNights(quote.quote.nights),
                total: quote.quote.total,
              })
            : ''}
        </p>
      </div>

      <Button
        onClick={onConfirm}
        disabled={!quote || unavailable}
        aria-label={t(messages.confirmLabel, { suite: suiteName })}
        className="w-full"
      >
        {t(messages.confirm)}
      </Button>
    </div>
  );
}
