import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Inbox, type InboxFilter, inboxSchema, unreadCountSchema } from '#shared/inbox.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Key of every inbox query: staff-only data (dropped on sign-out with the other admin keys). */
export const inboxKey = [...queryKeys.admin, 'inbox'] as const;
const unreadKey = [...inboxKey, 'unread'] as const;

function listInbox(
  filter: InboxFilter,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<Inbox> {
  const params = new URLSearchParams({ filter, offset: String(offset), limit: String(limit) });
  return apiRequest(`/api/admin/inbox?${params}`, { schema: inboxSchema, signal });
}

/** A page of the contact form's messages, newest first; the last page stays while the next loads. */
export function useInbox(filter: InboxFilter, offset: number, limit: number) {
  return useQuery({
    ...queryOptions({
      queryKey: [...inboxKey, 'list', filter, offset, limit],
      queryFn: ({ signal }) => listInbox(filter, offset, limit, signal),
      staleTime: 10_000,
    }),
    placeholderData: keepPreviousData,
  });
}

/** How many messages are unread, for the dashboard menu; asked again every minute. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/inbox/unread', { schema: unreadCountSchema, signal }),
    enabled,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}
