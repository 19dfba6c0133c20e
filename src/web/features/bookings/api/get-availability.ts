import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type Availability, availabilitySchema } from '#shared/availability.ts';
import type { Stay } from '#shared/stay.ts';
import { staySearchParams } from '#web/features/bookings/lib/stay-search.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getAvailability(stay: Stay, signal?: AbortSignal): Promise<Availability> {
  return apiRequest(`/api/suites/availability?${staySearchParams(stay)}`, {
    schema: availabilitySchema,
    signal,
  });
}

export const availabilityKey = queryKeys.availability;

/** The suites free for the stay and big enough for the party, closest fit first, each priced. */
export function availabilityQueryOptions(stay: Stay | null) {
  return queryOptions({
    queryKey: [...availabilityKey, stay],
    queryFn: stay ? ({ signal }) => getAvailability(stay, signal) : skipToken,
    // Rooms get booked: a search is worth asking again soon.
    staleTime: 15_000,
    // A new search keeps the last results on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAvailability(stay: Stay | null) {
  return useQuery(availabilityQueryOptions(stay));
}
