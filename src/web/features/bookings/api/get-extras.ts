import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { type ChosenExtra, type Extra, extraListSchema } from '#shared/extras.ts';
import { withoutWithdrawn } from '#web/features/bookings/lib/withdrawn-extras.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getExtras(signal?: AbortSignal): Promise<Extra[]> {
  return apiRequest('/api/extras', { schema: extraListSchema, signal });
}

/** Keyed by name in the dashboard too, whose changes to the extras read this again. */
const extrasKey = queryKeys.extras;

function extrasQueryOptions() {
  return queryOptions({
    queryKey: extrasKey,
    queryFn: ({ signal }) => getExtras(signal),
    staleTime: 15_000,
  });
}

/** The extras a guest can add to a stay, in the hotel's order. */
export function useExtras() {
  return useQuery(extrasQueryOptions());
}

/**
 * When the quote refuses the chosen extras (`refused`): the offered list is read again, and
 * `onDrop` hears which chosen ones the hotel still offers and what to tell the guest about the
 * rest. A list that cannot be read keeps none.
 */
export function useWithdrawnExtras(
  refused: boolean,
  chosen: ChosenExtra[] | undefined,
  onDrop: (kept: ChosenExtra[], notice: string) => void,
) {
  const queryClient = useQueryClient();
  const drop = useEffectEvent(onDrop);
  useEffect(() => {
    if (!refused || !chosen || chosen.length === 0) return;
    const known = queryClient.getQueryData(extrasQueryOptions().queryKey) ?? [];
    let current = true;
    queryClient
      .fetchQuery({ ...extrasQueryOptions(), staleTime: 0 })
      .catch((): Extra[] => [])
      .then((offered) => {
        if (!current) return;
        const { kept, notice } = withoutWithdrawn(chosen, offered, known);
        drop(kept, notice);
      });
    return () => {
      current = false;
    };
  }, [refused, chosen, queryClient]);
}
