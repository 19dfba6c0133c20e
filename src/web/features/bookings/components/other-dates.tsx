import CalendarSearch from 'lucide-react/icons/calendar-search';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { addDays, nightsBetween, type Stay } from '#shared/stay.ts';
import { formatParty, formatStayDate } from '#shared/stay-format.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { staySearchPath } from '#web/features/bookings/lib/stay-search.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  tooMany: {
    id: 'booking.otherDates.tooMany',
    defaultMessage: 'No suite sleeps {party, number} guests',
  },
  setsOffered: {
    id: 'booking.otherDates.setsOffered',
    description: '{reception} is the reception’s phone number, as a link.',
    defaultMessage:
      'Our largest suites sleep {largest, number}, so a party of {party, number} stays in two or three suites, reserved together in one go. Choose a set below, or call reception on {reception} and we will arrange it for you.',
  },
  noSets: {
    id: 'booking.otherDates.noSets',
    description: '{reception} is the reception’s phone number, as a link; the other dates follow.',
    defaultMessage:
      'Our largest suites sleep {largest, number}, and no set of suites for a party of {party, number} is free on every night of this stay. Call reception on {reception} and we will arrange neighbouring rooms, or try the same stay a few days earlier or later:',
  },
  noOneSuite: {
    id: 'booking.otherDates.noOneSuite',
    defaultMessage: 'No one suite is free for your party',
  },
  noSuites: {
    id: 'booking.otherDates.noSuites',
    defaultMessage: 'No suites are free for these dates',
  },
  takenSetsFree: {
    id: 'booking.otherDates.takenSetsFree',
    description: '{party} is who is coming: "2 adults, 1 child".',
    defaultMessage:
      'Every suite for {party} is taken on some night of this stay. Two or three suites that together hold your party are free: choose a set below, or try the same stay a few days earlier or later:',
  },
  taken: {
    id: 'booking.otherDates.taken',
    description: '{party} is who is coming: "2 adults, 1 child"; the other dates follow.',
    defaultMessage:
      'Every suite for {party} is taken on some night of this stay. The same stay a few days earlier or later may be free:',
  },
  dates: {
    id: 'booking.otherDates.dates',
    description: 'The same stay on other dates, as a search: "Mon, 7 Dec 2026 – Thu, 10 Dec 2026".',
    defaultMessage: '{checkIn} – {checkOut}',
  },
});

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
        <EmptyState icon={CalendarSearch} title={t(messages.tooMany, { party })}>
          <p>
            <Message
              of={sets > 0 ? messages.setsOffered : messages.noSets}
              values={{ largest: largestCapacity, party, reception }}
            />
          </p>
        </EmptyState>
        {sets > 0 ? null : <OtherDates stay={stay} today={today} />}
      </div>
    );
  }
  return (
    <div className="border border-rule bg-ivory">
      <EmptyState
        icon={CalendarSearch}
        title={t(sets > 0 ? messages.noOneSuite : messages.noSuites)}
      >
        <p>{t(sets > 0 ? messages.takenSetsFree : messages.taken, { party: formatParty(stay) })}</p>
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
            {t(messages.dates, {
              checkIn: formatStayDate(option.checkIn, 'short'),
              checkOut: formatStayDate(option.checkOut, 'short'),
            })}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
