import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client-error.ts';

export const queryClient = new QueryClient({
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
