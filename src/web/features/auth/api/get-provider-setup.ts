import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProviderSetup, providerSetupSchema } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getProviderSetup(signal?: AbortSignal): Promise<ProviderSetup> {
  return apiRequest('/api/admin/sign-in-providers', { schema: providerSetupSchema, signal });
}

/** Staff-only (the `admin` key is dropped on sign-out); the server's settings change on restart only. */
function providerSetupQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.admin, ...queryKeys.signInProviders],
    queryFn: ({ signal }) => getProviderSetup(signal),
    staleTime: 5 * 60_000,
  });
}

/** Which social sign-in providers are on, and which settings switch the others on. */
export function useProviderSetup() {
  return useQuery(providerSetupQueryOptions());
}
