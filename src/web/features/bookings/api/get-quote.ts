import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { type StayQuote, stayQuoteSchema } from '#shared/booking.ts';
import type { BookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { staySearchParams } from '#web/features/bookings/lib/stay-search.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getQuote(draft: BookingDraft, signal?: AbortSignal): Promise<StayQuote> {
  const params = staySearchParams(draft);
  params.set('suiteId', draft.suiteId);
  if (draft.promoCode) params.set('promoCode', draft.promoCode);
  if (draft.extras && draft.extras.length > 0) {
    params.set('extras', draft.extras.map(({ id, quantity }) => `${id}:${quantity}`).join(','));
  }
  return apiRequest(`/api/quote?${params}`, { schema: stayQuoteSchema, signal });
}

export const quoteKey = queryKeys.quote;

/**
 * The server's price of the draft's stay, line by line, and whether the suite is still free.
 * With `keepPrevious`, a change to the draft (an extra added) keeps the last price on screen
 * while the new one is asked for (`isPlaceholderData`), rather than going back to loading.
 */
export function useQuote(draft: BookingDraft | null, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: [...quoteKey, draft],
    queryFn: draft ? ({ signal }) => getQuote(draft, signal) : skipToken,
    staleTime: 15_000,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
