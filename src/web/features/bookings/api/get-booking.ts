import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Booking, bookingSchema } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(id)}`, { schema: bookingSchema, signal });
}

export const bookingKey = (id: string) => ['booking', id] as const;

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

/** One booking of the signed-in guest (any booking, for an admin). */
export function useBooking(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bookingQueryOptions(id), enabled });
}

/** The booking's receipt (PDF), for "Receipt". */
export function receiptFileUrl(id: string): string {
  return `/api/bookings/${encodeURIComponent(id)}/invoice.pdf`;
}
