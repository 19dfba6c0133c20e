import { skipToken, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { quoteSchema } from '#shared/booking.ts';
import { suiteSchema } from '#shared/suite.ts';
import type { BookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { staySearchParams } from '#web/features/bookings/lib/stay-search.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const stayQuoteSchema = z.object({
  suite: suiteSchema,
  quote: quoteSchema,
  available: z.boolean(),
});
export type StayQuote = z.infer<typeof stayQuoteSchema>;

export function getQuote(draft: BookingDraft, signal?: AbortSignal): Promise<StayQuote> {
  const params = staySearchParams(draft);
  params.set('suiteId', draft.suiteId);
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
