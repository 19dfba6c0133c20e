import type { Booking } from '#shared/booking.ts';

/**
 * What the guest told the hotel about their arrival, for staff: when they expect to come and
 * what they asked for, in their own words (line breaks kept).
 */
export function GuestDetailsNote({
  booking,
  className = '',
}: {
  booking: Pick<Booking, 'arrivalTime' | 'specialRequests'>;
  className?: string;
}) {
  return (
    <dl
      className={`grid gap-2 border-l-2 border-brass bg-ivory-deep px-4 py-3 text-sm ${className}`}
    >
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-medium text-ink">Arrival time</dt>
        <dd className={booking.arrivalTime ? 'tabular-nums text-ink' : 'text-ink-muted'}>
          {booking.arrivalTime ?? 'Not given'}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-ink">Special requests</dt>
        <dd
          className={
            booking.specialRequests
              ? 'mt-0.5 whitespace-pre-line break-words text-ink'
              : 'mt-0.5 text-ink-muted'
          }
        >
          {booking.specialRequests ?? 'None'}
        </dd>
      </div>
    </dl>
  );
}
