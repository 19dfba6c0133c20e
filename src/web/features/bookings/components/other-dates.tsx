import CalendarSearch from 'lucide-react/icons/calendar-search';
import { hotel } from '#shared/hotel.ts';
import { addDays, nightsBetween, type Stay } from '#shared/stay.ts';
import { formatParty, formatStayDate } from '#shared/stay-format.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { staySearchPath } from '#web/features/bookings/lib/stay-search.ts';

/** Moves of the whole stay, in days, offered when nothing is free. */
const SHIFTS = [-7, -3, 3, 7, 14];

interface NoSuitesFreeProps {
  stay: Stay;
  today: string;
  /** The most guests any suite sleeps (unknown while the suites load). */
  largestCapacity: number | null;
}

/** Nothing fits the search: says why, and offers the same stay on other dates. */
export function NoSuitesFree({ stay, today, largestCapacity }: NoSuitesFreeProps) {
  const party = stay.adults + stay.children;
  if (largestCapacity !== null && party > largestCapacity) {
    return (
      <div className="border border-rule bg-ivory">
        <EmptyState icon={CalendarSearch} title={`No suite sleeps ${party} guests`}>
          <p>
            Our largest suites sleep {largestCapacity}. For a party of {party}, book two suites:
            search for each part of your party in turn, or call reception on{' '}
            <a
              href={hotel.phone.href}
              className="text-forest underline decoration-brass underline-offset-4"
            >
              {hotel.phone.display}
            </a>{' '}
            and we will arrange neighbouring rooms.
          </p>
        </EmptyState>
      </div>
    );
  }
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const options = SHIFTS.map((days) => addDays(stay.checkIn, days))
    .filter((checkIn) => checkIn >= today)
    .map((checkIn) => ({ ...stay, checkIn, checkOut: addDays(checkIn, nights) }));
  return (
    <div className="border border-rule bg-ivory">
      <EmptyState icon={CalendarSearch} title="No suites are free for these dates">
        <p>
          Every suite for {formatParty(stay)} is taken on some night of this stay. The same stay a
          few days earlier or later may be free:
        </p>
      </EmptyState>
      <ul className="flex flex-wrap justify-center gap-3 px-6 pb-10">
        {options.map((option) => (
          <li key={option.checkIn}>
            <ButtonLink to={staySearchPath(option)} variant="outline" size="sm">
              {formatStayDate(option.checkIn, 'short')} – {formatStayDate(option.checkOut, 'short')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
