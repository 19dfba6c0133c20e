import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthProviders, authProvidersSchema } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getSignInProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiRequest('/api/sign-in-providers', { schema: authProvidersSchema, signal });
}

export function signInProvidersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.signInProviders,
    queryFn: ({ signal }) => getSignInProviders(signal),
    // Switched on by the server's configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Google, Facebook and GitHub, each with whether this hotel has switched it on. */
export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions());
}
