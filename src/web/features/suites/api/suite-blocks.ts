import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  type SuiteBlockInput,
  suiteBlockListSchema,
  suiteBlockSchema,
} from '#shared/suite-blocks.ts';
import { adminSuitesKey, refreshGuestViews } from '#web/features/suites/api/admin-suites.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const suiteBlocksKey = (suiteId: string) => [...adminSuitesKey, 'blocks', suiteId] as const;
const suiteBlocksUrl = (suiteId: string) =>
  `/api/suites/${encodeURIComponent(suiteId)}/blocks` as const;

function suiteBlocksQueryOptions(suiteId: string) {
  return queryOptions({
    queryKey: suiteBlocksKey(suiteId),
    queryFn: async ({ signal }) =>
      (await apiRequest(suiteBlocksUrl(suiteId), { schema: suiteBlockListSchema, signal })).blocks,
  });
}

/** A suite's blocked nights that have not ended yet, in date order (admins only). */
export function useSuiteBlocks(suiteId: string) {
  return useQuery(suiteBlocksQueryOptions(suiteId));
}

/** After a change: the blocks read again, and what guests can book. */
function useRefresh(suiteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: suiteBlocksKey(suiteId) }),
      refreshGuestViews(queryClient),
    ]);
}

/** Takes nights off sale; the server answers 409 when a booking or a block holds one. */
export function useAddSuiteBlock(suiteId: string) {
  const refresh = useRefresh(suiteId);
  return useMutation({
    mutationFn: (block: SuiteBlockInput) =>
      apiRequest(suiteBlocksUrl(suiteId), {
        method: 'POST',
        body: block,
        schema: suiteBlockSchema,
      }),
    onSuccess: refresh,
  });
}

/** Puts blocked nights back on sale. */
export function useRemoveSuiteBlock(suiteId: string) {
  const refresh = useRefresh(suiteId);
  return useMutation({
    mutationFn: (blockId: string) =>
      apiRequest(`${suiteBlocksUrl(suiteId)}/${encodeURIComponent(blockId)}`, {
        method: 'DELETE',
        schema: z.null(),
      }),
    onSuccess: refresh,
  });
}
