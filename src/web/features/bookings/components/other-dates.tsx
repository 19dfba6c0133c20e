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
  /** How many sets of suites that together hold the party the page offers below (SuiteSets). */
  sets?: number;
}

/**
 * Nothing fits the search: says why, and offers what may: the sets of suites shown below for a
 * party no one suite holds (or free for it), the same stay on other dates, and reception.
 */
export function NoSuitesFree({ stay, today, largestCapacity, sets = 0 }: NoSuitesFreeProps) {
  const party = stay.adults + stay.children;
  const reception = (
    <a
      href={hotel.phone.href}
      className="text-forest underline decoration-brass underline-offset-4"
    >
      {hotel.phone.display}
    </a>
  );
  if (largestCapacity !== null && party > largestCapacity) {
    return (
      <div className="border border-rule bg-ivory">
        <EmptyState icon={CalendarSearch} title={`No suite sleeps ${party} guests`}>
          {sets > 0 ? (
            <p>
              Our largest suites sleep {largestCapacity}, so a party of {party} stays in two or
              three suites, reserved together in one go. Choose a set below, or call reception on{' '}
              {reception} and we will arrange it for you.
            </p>
          ) : (
            <p>
              Our largest suites sleep {largestCapacity}, and no set of suites for a party of{' '}
              {party} is free on every night of this stay. Call reception on {reception} and we will
              arrange neighbouring rooms, or try the same stay a few days earlier or later:
            </p>
          )}
        </EmptyState>
        {sets > 0 ? null : <OtherDates stay={stay} today={today} />}
      </div>
    );
  }
  return (
    <div className="border border-rule bg-ivory">
      <EmptyState
        icon={CalendarSearch}
        title={
          sets > 0 ? 'No one suite is free for your party' : 'No suites are free for these dates'
        }
      >
        <p>
          Every suite for {formatParty(stay)} is taken on some night of this stay.{' '}
          {sets > 0
            ? 'Two or three suites that together hold your party are free: choose a set below, or try the same stay a few days earlier or later:'
            : 'The same stay a few days earlier or later may be free:'}
        </p>
      </EmptyState>
      <OtherDates stay={stay} today={today} />
    </div>
  );
}

/** The same stay moved a few days either way, each a search. */
function OtherDates({ stay, today }: { stay: Stay; today: string }) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const options = SHIFTS.map((days) => addDays(stay.checkIn, days))
    .filter((checkIn) => checkIn >= today)
    .map((checkIn) => ({ ...stay, checkIn, checkOut: addDays(checkIn, nights) }));
  return (
    <ul className="flex flex-wrap justify-center gap-3 px-6 pb-10">
      {options.map((option) => (
        <li key={option.checkIn}>
          <ButtonLink to={staySearchPath(option)} variant="outline" size="sm">
            {formatStayDate(option.checkIn, 'short')} – {formatStayDate(option.checkOut, 'short')}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
