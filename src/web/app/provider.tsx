import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as browserQueryClient } from '#web/lib/query-client.ts';

interface AppProviderProps {
  children: ReactNode;
  /** The server renderer passes a fresh cache per request; the browser has one for its life. */
  client?: QueryClient;
}

/** Everything the app needs around the router: the query cache (which holds the session too). */
export function AppProvider({ children, client = browserQueryClient }: AppProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
