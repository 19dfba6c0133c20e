import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import type { CurrentUser } from '#shared/account.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Who is signed in: the single source for the navigation, the dashboard's guards and every
 * screen that shows the user. Shared (not a feature) because the layout and several features
 * read it.
 */
export const currentUserKey = queryKeys.me;

/** Query keys of data that belongs to one signed-in user; dropped when they sign out. */
const privateQueryKeys = [queryKeys.me, queryKeys.admin] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKey,
    // Every page's navigation asks this: the request code (the API client and its schemas)
    // loads on demand, so it stays out of the first-load bundle.
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      const { getCurrentUser } = await import('./get-current-user.ts');
      return getCurrentUser(signal);
    },
  });
}

/**
 * True while the server prerenders a page for no one in particular (decision 043): what shows
 * the session suspends there, and is rendered for each visitor when the page is resumed. Each
 * such part sits in a Suspense boundary of its own, whose fallback keeps its place.
 */
export const SessionLaterContext = createContext(false);

/** Never settles: a part waiting on it is left for the resumed render. */
const sessionLater = new Promise<never>(() => undefined);

export function useCurrentUser() {
  if (use(SessionLaterContext)) use(sessionLater);
  return useQuery(currentUserQueryOptions());
}

/**
 * Reads the session again after signing in or up, and waits for the answer: a page that needs
 * sign-in must not see the old "signed out" before it.
 */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  return queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
}

/** Forgets everything the signed-in user could see; the next screen shows a visitor. */
export function forgetCurrentUser() {
  for (const queryKey of privateQueryKeys) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(currentUserKey, null);
}

/** Puts the server's newer copy of the user in place (after a profile change). */
export function storeCurrentUser(user: CurrentUser) {
  queryClient.setQueryData(currentUserKey, user);
}
