import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PromoCode,
  type PromoCodeInput,
  promoCodeListSchema,
  promoCodeSchema,
} from '#shared/promo-codes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { refreshGuestViews } from './refresh-guest-views.ts';

/** Staff-only data, under ['admin'] so signing out forgets it (src/web/lib/current-user.ts). */
const promoCodesKey = [...queryKeys.admin, 'promo-codes'] as const;

function promoCodesQueryOptions() {
  return queryOptions({
    queryKey: promoCodesKey,
    queryFn: async ({ signal }): Promise<PromoCode[]> =>
      (await apiRequest('/api/admin/promo-codes', { schema: promoCodeListSchema, signal }))
        .promoCodes,
  });
}

/** Every promo code with its uses, newest first (admins only). */
export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}

/** After a change: the list read again, and the prices guests see. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promoCodesKey }),
      refreshGuestViews(queryClient),
    ]);
}

export function useAddPromoCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: PromoCodeInput) =>
      apiRequest('/api/admin/promo-codes', { method: 'POST', body: code, schema: promoCodeSchema }),
    onSuccess: refresh,
  });
}

/** Switches a code off (guests can no longer apply it) or on again. */
export function useSwitchPromoCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest(`/api/admin/promo-codes/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { active },
        schema: promoCodeSchema,
      }),
    onSuccess: refresh,
  });
}
