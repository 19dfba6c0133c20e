import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client-error.ts';

/** A query cache with the site's defaults; the server renderer makes one per request. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Retry network blips and outages, never a 4xx: asking again will not change the answer.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiClientError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The browser's cache. */
export const queryClient = createQueryClient();
