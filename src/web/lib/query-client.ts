import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client-error.ts';

/** How long before the one retry: long enough to ride out a blip, short enough to feel instant. */
export const QUERY_RETRY_DELAY_MS = 300;

/**
 * Whether a failed query is asked once more. Only an outage (5xx) or a lost connection may be
 * cured by asking again, and only once: the guest should see the error and its Retry within 2 s,
 * not wait through a series of back-offs. A 4xx is the same answer the next time; anything else
 * (a response that breaks the contract) is our bug, not a blip.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return error instanceof ApiClientError && (error.status === 0 || error.status >= 500);
}

/** A query cache with the site's defaults; the server renderer makes one per request. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetryQuery,
        retryDelay: QUERY_RETRY_DELAY_MS,
      },
    },
  });
}

/** The browser's cache. */
export const queryClient = createQueryClient();
