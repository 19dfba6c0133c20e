import { ADULTS } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  datesFirst: {
    id: 'booking.staySearchNotice.datesFirst',
    defaultMessage:
      'Choose your dates first: pick Check In and Check Out, press Search, then confirm your suite from the results.',
  },
  largeParty: {
    id: 'booking.staySearchNotice.largeParty',
    defaultMessage:
      'You asked for {guests, number} guests. The search counts at most {maxAdults, number} adults, so we have counted the others as children; change Adult and Children if that is not right. A party no one suite holds is offered sets of suites to reserve together.',
  },
});

interface StaySearchNoticeProps {
  /** The guest pressed Confirm Booking before searching: dates come first. */
  askForDates: boolean;
  /** The party the URL asked for, when it was more than one booking holds. */
  requestedGuests: number | null;
}

/** The search form's note above its fields, read out as it changes. */
export function StaySearchNotice({ askForDates, requestedGuests }: StaySearchNoticeProps) {
  return (
    <div role="status" className="empty:hidden">
      {askForDates ? (
        <p className="mb-6 border-l-2 border-brass bg-ivory-deep px-4 py-3 text-ink">
          {t(messages.datesFirst)}
        </p>
      ) : null}
      {requestedGuests !== null ? (
        <p className="mb-6 border-l-2 border-brass bg-ivory-deep px-4 py-3 text-ink">
          {t(messages.largeParty, { guests: requestedGuests, maxAdults: ADULTS.max })}
        </p>
      ) : null}
    </div>
  );
}
