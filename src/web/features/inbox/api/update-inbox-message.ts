import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type InboxMessage, inboxMessageSchema } from '#shared/inbox.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { inboxKey } from './list-inbox.ts';

const messageUrl = (id: string) => `/api/admin/inbox/${encodeURIComponent(id)}` as const;

export type InboxChange =
  | { id: string; change: 'read'; value: boolean }
  | { id: string; change: 'handled'; value: boolean }
  | { id: string; change: 'delete' };

function changeInboxMessage(input: InboxChange): Promise<InboxMessage | null> {
  if (input.change === 'delete') {
    return apiRequest(messageUrl(input.id), { method: 'DELETE', schema: z.null() });
  }
  return apiRequest(`${messageUrl(input.id)}/${input.change}`, {
    method: 'PUT',
    body: { [input.change]: input.value },
    schema: inboxMessageSchema,
  });
}

/** Marks a message read, handled (or not), or deletes it; the lists and the count follow. */
export function useChangeInboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
