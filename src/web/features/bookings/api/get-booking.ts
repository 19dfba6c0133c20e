import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Booking, bookingSchema } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';

function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(id)}`, { schema: bookingSchema, signal });
}

export const bookingKey = (id: string) => ['booking', id] as const;

function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

/**
 * One booking of the signed-in guest (any booking, for an admin); read again every
 * `refetchInterval` ms while it is set (waiting for the payment gateway's word).
 */
export function useBooking(
  id: string,
  {
    enabled = true,
    refetchInterval = false,
  }: {
    enabled?: boolean;
    refetchInterval?: number | false | ((query: { state: { data?: Booking } }) => number | false);
  } = {},
) {
  return useQuery({
    ...bookingQueryOptions(id),
    enabled,
    refetchInterval,
  });
}

/** The booking's receipt (PDF), for "Receipt". */
export function receiptFileUrl(id: string): string {
  return `/api/bookings/${encodeURIComponent(id)}/invoice.pdf`;
}
