import type { ReservationQuote } from '#shared/reservation.ts';
import type { Stay } from '#shared/stay.ts';
import { formatParty } from '#shared/stay-format.ts';
import { RoomPriceLines } from './price-lines.tsx';
import { StayDetails } from './stay-details.tsx';
import { setTitle } from './suite-sets.tsx';

/**
 * The set of suites chosen for one stay: the dates and whole party, then each suite with its
 * picture, who sleeps in it and its own lines (its nights and extra guests, its subtotal).
 */
export function ChosenSuites({ rooms, stay }: { rooms: ReservationQuote['rooms']; stay: Stay }) {
  const nights = rooms[0]?.quote.nights ?? 0;
  return (
    <article aria-labelledby="chosen-suites" className="border border-rule bg-ivory">
      <div className="p-6 sm:p-8">
        <p className="eyebrow">Your suites</p>
        <h2 id="chosen-suites" className="mt-2 text-4xl leading-tight text-forest">
          {setTitle(rooms.length, stay.adults + stay.children)}
        </h2>
        <div className="mt-6 border-t border-rule pt-6">
          <StayDetails stay={stay} nights={nights} />
        </div>
      </div>
      <ul className="border-t border-rule">
        {rooms.map((room) => (
          <li
            key={room.suite.id}
            className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-3 border-b border-rule p-6 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6 sm:p-8"
          >
            <img
              src={room.suite.image.src}
              srcSet={room.suite.image.srcSet}
              sizes="(min-width: 640px) 192px, 88px"
              width={room.suite.image.width}
              height={room.suite.image.height}
              alt={`${room.suite.name}, interior`}
              className="sm:row-span-2 aspect-square w-full bg-parchment object-cover sm:aspect-[3/2]"
            />
            <div className="min-w-0 self-center sm:self-start">
              <h3 className="text-2xl leading-tight text-forest">{room.suite.name}</h3>
              <p className="mt-1 text-sm text-ink-muted">
                {room.suite.bed} · {formatParty(room)}
              </p>
            </div>
            <div className="col-span-2 sm:col-span-1 sm:col-start-2 sm:-mt-2">
              <RoomPriceLines quote={room.quote} />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
