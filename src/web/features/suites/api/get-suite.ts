import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SuiteDetail, suiteDetailSchema } from '#shared/suite.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * One suite with its gallery; null when there is no such suite open for booking. A missing suite
 * is an answer, not a failure: the server renders the 404 page from it, and the browser, which
 * receives only successful answers with the page, shows the same without asking again.
 */
async function getSuite(id: string, signal?: AbortSignal): Promise<SuiteDetail | null> {
  try {
    return await apiRequest(`/api/suites/${encodeURIComponent(id)}`, {
      schema: suiteDetailSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export function suiteQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.suites, id],
    queryFn: ({ signal }) => getSuite(id, signal),
  });
}

/** A suite guests can book, with its photos, or null when there is none by that id. */
export function useSuite(id: string) {
  return useQuery(suiteQueryOptions(id));
}
