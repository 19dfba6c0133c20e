import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  type RatePeriodInput,
  ratePeriodListSchema,
  ratePeriodSchema,
} from '#shared/rate-periods.ts';
import { adminSuitesKey, refreshGuestViews } from '#web/features/suites/api/admin-suites.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const ratePeriodsKey = (suiteId: string) => [...adminSuitesKey, 'rate-periods', suiteId] as const;
const ratePeriodsUrl = (suiteId: string) =>
  `/api/suites/${encodeURIComponent(suiteId)}/rate-periods` as const;
const ratePeriodUrl = (suiteId: string, periodId: string) =>
  `${ratePeriodsUrl(suiteId)}/${encodeURIComponent(periodId)}` as const;

function ratePeriodsQueryOptions(suiteId: string) {
  return queryOptions({
    queryKey: ratePeriodsKey(suiteId),
    queryFn: async ({ signal }) =>
      (await apiRequest(ratePeriodsUrl(suiteId), { schema: ratePeriodListSchema, signal }))
        .ratePeriods,
  });
}

/** A suite's seasons in date order (admins only). */
export function useRatePeriods(suiteId: string) {
  return useQuery(ratePeriodsQueryOptions(suiteId));
}

/** After a change: the seasons read again, and the prices guests see. */
function useRefresh(suiteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ratePeriodsKey(suiteId) }),
      refreshGuestViews(queryClient),
    ]);
}

export function useAddRatePeriod(suiteId: string) {
  const refresh = useRefresh(suiteId);
  return useMutation({
    mutationFn: (period: RatePeriodInput) =>
      apiRequest(ratePeriodsUrl(suiteId), {
        method: 'POST',
        body: period,
        schema: ratePeriodSchema,
      }),
    onSuccess: refresh,
  });
}

export function useChangeRatePeriod(suiteId: string) {
  const refresh = useRefresh(suiteId);
  return useMutation({
    mutationFn: ({ periodId, period }: { periodId: string; period: RatePeriodInput }) =>
      apiRequest(ratePeriodUrl(suiteId, periodId), {
        method: 'PUT',
        body: period,
        schema: ratePeriodSchema,
      }),
    onSuccess: refresh,
  });
}

export function useRemoveRatePeriod(suiteId: string) {
  const refresh = useRefresh(suiteId);
  return useMutation({
    mutationFn: (periodId: string) =>
      apiRequest(ratePeriodUrl(suiteId, periodId), { method: 'DELETE', schema: z.null() }),
    onSuccess: refresh,
  });
}
