import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type UserList, type UserSummary, userListSchema } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const USER_SEARCH_LIMIT = 50;

/** Key of every user search; all of them hold staff-only data (dropped on sign-out). */
export const userSearchKey = [...queryKeys.admin, 'users'] as const;

function findUsers(query: string, signal?: AbortSignal): Promise<UserList> {
  const params = new URLSearchParams({ limit: String(USER_SEARCH_LIMIT) });
  if (query) params.set('q', query);
  return apiRequest(`/api/admin/users?${params}`, { schema: userListSchema, signal });
}

function findUsersQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...userSearchKey, query],
    queryFn: ({ signal }) => findUsers(query, signal),
    staleTime: 10_000,
  });
}

/** Users whose name or email contains the text (admins only); the last answer stays while typing. */
export function useFindUsers(query: string) {
  return useQuery({ ...findUsersQueryOptions(query), placeholderData: keepPreviousData });
}

/** A user as changed (role, two-step sign-in), put in every search at once. */
export function showChangedUser(queryClient: QueryClient, updated: UserSummary) {
  queryClient.setQueriesData<UserList>({ queryKey: userSearchKey }, (list) =>
    list
      ? { ...list, users: list.users.map((user) => (user.id === updated.id ? updated : user)) }
      : list,
  );
}
