import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Charges, chargesSchema } from '#shared/charges.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Public data: the rates every new quote is made at. */
const chargesKey = queryKeys.charges;

/**
 * What a change of the charges reprices for guests: the price of a draft on /booking and the
 * search's totals. Keyed by name here, as a feature never imports another (the bookings
 * feature's get-quote.ts and get-availability.ts own these keys).
 */
const repricedKeys = [queryKeys.quote, queryKeys.availability] as const;

function chargesQueryOptions() {
  return queryOptions({
    queryKey: chargesKey,
    queryFn: ({ signal }) => apiRequest('/api/charges', { schema: chargesSchema, signal }),
  });
}

/** The hotel's charges in force: service charge, VAT and tax, in percent. */
export function useCharges() {
  return useQuery(chargesQueryOptions());
}

/** Sets the charges for new quotes (admins only); bookings already made keep theirs. */
export function useSetCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (charges: Charges) =>
      apiRequest('/api/admin/charges', { method: 'PUT', body: charges, schema: chargesSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(chargesKey, saved);
      return Promise.all(
        repricedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
