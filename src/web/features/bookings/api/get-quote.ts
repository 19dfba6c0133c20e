import { skipToken, useQuery } from '@tanstack/react-query';
import { type StayQuote, stayQuoteSchema } from '#shared/booking.ts';
import type { BookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { staySearchParams } from '#web/features/bookings/lib/stay-search.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getQuote(draft: BookingDraft, signal?: AbortSignal): Promise<StayQuote> {
  const params = staySearchParams(draft);
  params.set('suiteId', draft.suiteId);
  if (draft.promoCode) params.set('promoCode', draft.promoCode);
  return apiRequest(`/api/quote?${params}`, { schema: stayQuoteSchema, signal });
}

export const quoteKey = ['quote'] as const;

/** The server's price of the draft's stay, line by line, and whether the suite is still free. */
export function useQuote(draft: BookingDraft | null) {
  return useQuery({
    queryKey: [...quoteKey, draft],
    queryFn: draft ? ({ signal }) => getQuote(draft, signal) : skipToken,
    staleTime: 15_000,
  });
}
