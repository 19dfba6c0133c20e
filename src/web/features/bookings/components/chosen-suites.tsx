import { defineMessages } from '#shared/messages.ts';
import type { ReservationQuote } from '#shared/reservation.ts';
import type { Stay } from '#shared/stay.ts';
import { t } from '#web/lib/intl.ts';
import { RoomPriceLines } from './price-lines.tsx';
import { StayDetails } from './stay-details.tsx';
import { SuiteRow } from './suite-row.tsx';
import { setTitle } from './suite-sets.tsx';

const messages = defineMessages({
  eyebrow: { id: 'booking.chosenSuites.eyebrow', defaultMessage: 'Your suites' },
});

/**
 * The set of suites chosen for one stay: the dates and whole party, then each suite with its
 * picture, who sleeps in it and its own lines (its nights and extra guests, its subtotal).
 */
export function ChosenSuites({ rooms, stay }: { rooms: ReservationQuote['rooms']; stay: Stay }) {
  const nights = rooms[0]?.quote.nights ?? 0;
  return (
    <article aria-labelledby="chosen-suites" className="border border-rule bg-ivory">
      <div className="p-6 sm:p-8">
        <p className="eyebrow">{t(messages.eyebrow)}</p>
        <h2 id="chosen-suites" className="mt-2 text-4xl leading-tight text-forest">
          {setTitle(rooms.length, stay.adults + stay.children)}
        </h2>
        <div className="mt-6 border-t border-rule pt-6">
          <StayDetails stay={stay} nights={nights} />
        </div>
      </div>
      <ul className="border-t border-rule">
        {rooms.map((room) => (
          <SuiteRow
            key={room.suite.id}
            suite={room.suite}
            party={room}
            layout="priced"
            after={
              <div className="col-span-2 sm:col-span-1 sm:col-start-2 sm:-mt-2">
                <RoomPriceLines quote={room.quote} />
              </div>
            }
          />
        ))}
      </ul>
    </article>
  );
}
