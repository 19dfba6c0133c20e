import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type Channels, channelsSchema } from '#shared/channels.ts';
import { adminSuitesKey, refreshGuestViews } from '#web/features/suites/api/admin-suites.ts';
import { suiteBlocksKey } from '#web/features/suites/api/suite-blocks.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const channelsKey = (suiteId: string) => [...adminSuitesKey, 'channels', suiteId] as const;
const channelsUrl = (suiteId: string) =>
  `/api/admin/suites/${encodeURIComponent(suiteId)}/channels` as const;

/** The suite's export address and import feeds, with each feed's last fetch (admins only). */
export function useSuiteChannels(suiteId: string) {
  return useQuery(
    queryOptions({
      queryKey: channelsKey(suiteId),
      queryFn: ({ signal }) => apiRequest(channelsUrl(suiteId), { schema: channelsSchema, signal }),
    }),
  );
}

/**
 * A change of the feeds: the answer is the channels as they are now; the blocks (feeds make
 * blocks) and what guests can book are read again.
 */
function useChannelsWrite<Input>(
  suiteId: string,
  write: (input: Input) => Promise<Channels | null>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (channels) =>
      Promise.all([
        channels
          ? queryClient.setQueryData(channelsKey(suiteId), channels)
          : queryClient.invalidateQueries({ queryKey: channelsKey(suiteId) }),
        queryClient.invalidateQueries({ queryKey: suiteBlocksKey(suiteId) }),
        refreshGuestViews(queryClient),
      ]),
  });
}

/** Adds an OTA's feed; the server fetches it at once. */
export function useAddChannelFeed(suiteId: string) {
  return useChannelsWrite(suiteId, (url: string) =>
    apiRequest(channelsUrl(suiteId), { method: 'POST', body: { url }, schema: channelsSchema }),
  );
}

/** Fetches every feed of the suite now. */
export function useSyncChannels(suiteId: string) {
  return useChannelsWrite(suiteId, () =>
    apiRequest(`${channelsUrl(suiteId)}/sync`, { method: 'POST', schema: channelsSchema }),
  );
}

/** Stops importing a feed: its nights open again. */
export function useRemoveChannelFeed(suiteId: string) {
  return useChannelsWrite(suiteId, async (importId: string) => {
    await apiRequest(`${channelsUrl(suiteId)}/${encodeURIComponent(importId)}`, {
      method: 'DELETE',
      schema: z.null(),
    });
    return null;
  });
}

/** Gives the export feed a new secret address. */
export function useRenewExportAddress(suiteId: string) {
  return useChannelsWrite(suiteId, () =>
    apiRequest(`${channelsUrl(suiteId)}/export-token`, { method: 'POST', schema: channelsSchema }),
  );
}
