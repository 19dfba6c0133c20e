import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminExtraListSchema, adminExtraSchema, type ExtraInput } from '#shared/extras.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { refreshGuestViews } from './refresh-guest-views.ts';

/** Staff-only data, under ['admin'] so signing out forgets it (src/web/lib/current-user.ts). */
const adminExtrasKey = [...queryKeys.admin, ...queryKeys.extras] as const;

function adminExtrasQueryOptions() {
  return queryOptions({
    queryKey: adminExtrasKey,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/extras', { schema: adminExtraListSchema, signal })).extras,
  });
}

/** Every extra, offered or not, in the hotel's order (admins only). */
export function useAdminExtras() {
  return useQuery(adminExtrasQueryOptions());
}

/** After a change: the list read again, and what guests see on /booking. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminExtrasKey }),
      refreshGuestViews(queryClient),
    ]);
}

export function useAddExtra() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (extra: ExtraInput) =>
      apiRequest('/api/admin/extras', { method: 'POST', body: extra, schema: adminExtraSchema }),
    onSuccess: refresh,
  });
}

/** Changes an extra's name, price or unit, or switches it off or on (the whole extra is sent). */
export function useChangeExtra() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, extra }: { id: string; extra: ExtraInput }) =>
      apiRequest(`/api/admin/extras/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: extra,
        schema: adminExtraSchema,
      }),
    onSuccess: refresh,
  });
}
