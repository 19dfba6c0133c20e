import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * What guests see of the offers: the extras on /booking and the price of a draft. Keyed by name
 * here, as a feature never imports another (the bookings feature's get-extras.ts and
 * get-quote.ts own these keys).
 */
const guestFacingKeys = [queryKeys.extras, queryKeys.quote] as const;

/** Reads again what guests see, after a change to an extra or a promo code. */
export function refreshGuestViews(queryClient: QueryClient) {
  return Promise.all(
    guestFacingKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
