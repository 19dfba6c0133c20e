import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatArrivalTime } from '#web/features/bookings/lib/arrival-times.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  arrivalTime: { id: 'booking.guestDetailsNote.arrivalTime', defaultMessage: 'Arrival time' },
  notGiven: { id: 'booking.guestDetailsNote.notGiven', defaultMessage: 'Not given' },
  requests: { id: 'booking.guestDetailsNote.requests', defaultMessage: 'Special requests' },
  none: {
    id: 'booking.guestDetailsNote.none',
    description: 'No special requests were made.',
    defaultMessage: 'None',
  },
});

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
        <dt className="font-medium text-ink">{t(messages.arrivalTime)}</dt>
        <dd className={booking.arrivalTime ? 'tabular-nums text-ink' : 'text-ink-muted'}>
          {booking.arrivalTime ? formatArrivalTime(booking.arrivalTime) : t(messages.notGiven)}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-ink">{t(messages.requests)}</dt>
        <dd
          className={
            booking.specialRequests
              ? 'mt-0.5 whitespace-pre-line break-words text-ink'
              : 'mt-0.5 text-ink-muted'
          }
        >
          {booking.specialRequests ?? t(messages.none)}
        </dd>
      </div>
    </dl>
  );
}
