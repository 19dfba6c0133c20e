import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditEventList, auditEventListSchema } from '#shared/audit.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function listAuditEvents(
  options: { action: string; offset: number; limit: number },
  signal?: AbortSignal,
): Promise<AuditEventList> {
  const params = new URLSearchParams({
    offset: String(options.offset),
    limit: String(options.limit),
  });
  if (options.action) params.set('action', options.action);
  return apiRequest(`/api/admin/audit?${params}`, { schema: auditEventListSchema, signal });
}

/** What admins did, newest first; asked again each time the page opens. */
export function useAuditEvents(options: { action: string; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...queryKeys.admin, 'audit', options],
    queryFn: ({ signal }) => listAuditEvents(options, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
