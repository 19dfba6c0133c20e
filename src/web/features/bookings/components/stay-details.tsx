import { defineMessages } from '#shared/messages.ts';
import type { Stay } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  checkIn: { id: 'bookings.stayDetails.checkIn', defaultMessage: 'Check In' },
  checkOut: { id: 'bookings.stayDetails.checkOut', defaultMessage: 'Check Out' },
  nights: { id: 'bookings.stayDetails.nights', defaultMessage: 'Nights' },
  guests: { id: 'bookings.stayDetails.guests', defaultMessage: 'Guests' },
});

/** Check In, Check Out, Nights and Guests of a stay, as a definition list. */
export function StayDetails({ stay, nights }: { stay: Stay; nights: number }) {
  const items = [
    { term: t(messages.checkIn), value: formatStayDate(stay.checkIn) },
    { term: t(messages.checkOut), value: formatStayDate(stay.checkOut) },
    { term: t(messages.nights), value: formatNights(nights) },
    { term: t(messages.guests), value: formatParty(stay) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      {items.map(({ term, value }) => (
        <div key={term}>
          <dt className="text-xs font-medium uppercase tracking-[0.16em] text-ink-muted">{term}</dt>
          <dd className="mt-1 text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
