import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Booking, type BookingStatus, bookingListSchema } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

async function getBookings(
  status: BookingStatus | undefined,
  signal?: AbortSignal,
): Promise<Booking[]> {
  const path = status
    ? (`/api/bookings?${new URLSearchParams({ status })}` as const)
    : '/api/bookings';
  const { bookings } = await apiRequest(path, {
    schema: bookingListSchema,
    signal,
  });
  return bookings;
}

/** Where an admin downloads the booking list as CSV, the status filter applied. */
export function bookingsCsvUrl(status: BookingStatus | undefined): string {
  return `/api/admin/bookings.csv${status ? `?${new URLSearchParams({ status })}` : ''}`;
}

export const bookingsKey = queryKeys.bookings;

/** Keyed by the user, so one account's bookings never show for the next one on this browser. */
function bookingsQueryOptions(userId: string, status: BookingStatus | undefined) {
  return queryOptions({
    queryKey: [...bookingsKey, userId, status ?? 'all'],
    queryFn: ({ signal }) => getBookings(status, signal),
  });
}

/** A guest's own bookings, or everyone's for an admin: stays to come first, then past, then cancelled. */
export function useBookings(userId: string, status?: BookingStatus) {
  return useQuery({ ...bookingsQueryOptions(userId, status), placeholderData: keepPreviousData });
}
