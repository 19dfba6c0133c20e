import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Suite, suiteListSchema } from '#shared/suite.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getSuites(signal?: AbortSignal): Promise<Suite[]> {
  return apiRequest('/api/suites', { schema: suiteListSchema, signal });
}

export function suitesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.suites,
    queryFn: ({ signal }) => getSuites(signal),
  });
}

/** Every suite guests can book, in the server's order. */
export function useSuites() {
  return useQuery(suitesQueryOptions());
}
