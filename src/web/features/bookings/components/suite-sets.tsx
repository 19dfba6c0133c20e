import { useId } from 'react';
import { Link } from 'react-router';
import type { Availability } from '#shared/availability.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { suitePath } from '#shared/paths.ts';
import type { Stay } from '#shared/stay.ts';
import { formatNights, formatParty } from '#shared/stay-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { ReservationDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { suiteNames } from '#web/features/bookings/lib/suite-names.ts';
import { t } from '#web/lib/intl.ts';
import { offerMessages } from './stay-offer.tsx';
import { SuiteImage } from './suite-row.tsx';

type SuiteSet = Availability['combinations'][number];

const messages = defineMessages({
  title: {
    id: 'booking.suiteSets.title',
    description:
      'A set of suites (2 to 5, in words) for a party: "Two suites for your party of 6".',
    defaultMessage:
      '{rooms, plural, =0 {None} =1 {One} =2 {Two} =3 {Three} =4 {Four} =5 {Five} other {#}} suites for your party of {party, number}',
  },
  reserve: {
    id: 'booking.suiteSets.reserve',
    defaultMessage:
      '{rooms, plural, =0 {Reserve all none suites} =1 {Reserve all one suites} =2 {Reserve both suites} =3 {Reserve all three suites} =4 {Reserve all four suites} =5 {Reserve all five suites} other {Reserve all # suites}}',
  },
  lowest: { id: 'booking.suiteSets.lowest', defaultMessage: 'Lowest price' },
  forNights: {
    id: 'booking.suiteSets.forNights',
    description: 'Under a suite’s price in the set: "for 2 nights".',
    defaultMessage: 'for {nights}',
  },
});

/** "Two suites for your party of 6". */
export function setTitle(rooms: number, party: number): string {
  return t(messages.title, { rooms, party });
}

/** "Reserve both suites", "Reserve all three suites". */
function reserveLabel(rooms: number): string {
  return t(messages.reserve, { rooms });
}

interface SuiteSetsProps {
  /** The search's sets of free suites that together hold the party, cheapest first. */
  sets: readonly SuiteSet[];
  /** The stay searched for: its party is split across each set's suites. */
  stay: Stay;
  /** Reserve pressed on a set: the set as a draft, for the page to keep and open /booking. */
  onReserve: (draft: ReservationDraft) => void;
}

/**
 * Sets of suites for a party no one suite holds (issue 35), as cards: each suite with its photo,
 * who sleeps in it and its price for the nights, then the set's total, with one Reserve for the
 * whole set.
 */
export function SuiteSets({ sets, stay, onReserve }: SuiteSetsProps) {
  if (sets.length === 0) return null;
  const party = stay.adults + stay.children;
  return (
    <ul className="mt-8 grid gap-5 sm:gap-8 lg:grid-cols-2">
      {sets.map((set) => (
        <li key={set.rooms.map((room) => room.suite.id).join(',')}>
          <SuiteSetCard
            set={set}
            stay={stay}
            party={party}
            cheapest={set.quote.total === sets[0]?.quote.total}
            onReserve={onReserve}
          />
        </li>
      ))}
    </ul>
  );
}

function SuiteSetCard({
  set,
  stay,
  party,
  cheapest,
  onReserve,
}: {
  set: SuiteSet;
  stay: Stay;
  party: number;
  cheapest: boolean;
  onReserve: (draft: ReservationDraft) => void;
}) {
  const id = useId();
  const nights = set.rooms[0]?.quote.nights ?? 0;
  const names = set.rooms.map((room) => room.suite.name);
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`flex h-full flex-col border bg-ivory ${cheapest ? 'border-brass-dark' : 'border-rule'}`}
    >
      <div className="px-5 pt-5 sm:px-8 sm:pt-8">
        {cheapest ? (
          <p className="mb-2 inline-block bg-brass-light px-2 py-0.5 text-xs font-medium uppercase tracking-[0.14em] text-ink">
            {t(messages.lowest)}
          </p>
        ) : null}
        <h3 id={`${id}-title`} className="text-2xl leading-tight text-forest sm:text-3xl">
          {setTitle(set.rooms.length, party)}
        </h3>
        <p id={`${id}-names`} className="sr-only">
          {suiteNames(names)}
        </p>
      </div>
      <ul className="mt-4 divide-y divide-rule border-y border-rule px-5 sm:px-8">
        {set.rooms.map((room) => (
          <li
            key={room.suite.id}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-1 py-4 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto]"
          >
            <SuiteImage
              suite={room.suite}
              sizes="88px"
              alt=""
              lazy
              className="row-span-2 aspect-square w-full bg-parchment object-cover sm:row-span-1"
            />
            <div className="min-w-0">
              <Link
                to={suitePath(room.suite.id)}
                className="font-display text-xl leading-tight text-forest underline decoration-transparent underline-offset-[6px] transition-colors hover:text-brass-dark hover:decoration-brass"
              >
                {room.suite.name}
              </Link>
              <p className="text-sm text-ink-muted">{formatParty(room)}</p>
            </div>
            <p className="text-sm tabular-nums text-ink sm:text-right">
              {formatBdt(room.quote.subtotal)}
              <span className="block text-xs text-ink-muted">
                {t(messages.forNights, { nights: formatNights(room.quote.nights) })}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-1 flex-wrap content-end items-end justify-between gap-4 bg-ivory-deep/70 px-5 py-5 sm:px-8">
        <p>
          <span className="block text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(offerMessages.totalFor, { nights: formatNights(nights), party: formatParty(stay) })}
          </span>
          <span className="font-display text-2xl tabular-nums text-forest sm:text-3xl">
            {formatBdt(set.quote.total)}
          </span>
          <span className="block text-xs text-ink-muted sm:text-sm">
            {t(offerMessages.included)}
          </span>
        </p>
        <Button
          onClick={() =>
            onReserve({
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
              rooms: set.rooms.map(({ suite, adults, children }) => ({
                suiteId: suite.id,
                adults,
                children,
              })),
            })
          }
          aria-describedby={`${id}-names`}
          className="w-full sm:w-auto"
        >
          {reserveLabel(set.rooms.length)}
        </Button>
      </div>
    </article>
  );
}
