import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailOutboxSchema, outboxMessageSchema } from '#shared/mail-outbox.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Staff-only data (dropped on sign-out with the other admin keys). */
const mailOutboxKey = [...queryKeys.admin, 'mail'] as const;

/** The outgoing mail: counts, and what is not sent yet; asked again every 30 seconds. */
export function useMailOutbox() {
  return useQuery({
    queryKey: mailOutboxKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/mail', { schema: mailOutboxSchema, signal }),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

/** Sends again a message that failed every try. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/mail/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        schema: outboxMessageSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailOutboxKey }),
  });
}
