import type { Stay } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';

/** Check In, Check Out, Nights and Guests of a stay, as a definition list. */
export function StayDetails({ stay, nights }: { stay: Stay; nights: number }) {
  const items = [
    { term: 'Check In', value: formatStayDate(stay.checkIn) },
    { term: 'Check Out', value: formatStayDate(stay.checkOut) },
    { term: 'Nights', value: formatNights(nights) },
    { term: 'Guests', value: formatParty(stay) },
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
