import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { type ReservationQuote, reservationQuoteSchema } from '#shared/reservation.ts';
import type { ReservationDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { quoteKey } from './get-quote.ts';

/** `?rooms=<suiteId>:<adults>:<children>,…`, as the quote of a set takes its rooms. */
function roomsParam(draft: ReservationDraft): string {
  return draft.rooms.map((room) => `${room.suiteId}:${room.adults}:${room.children}`).join(',');
}

export function getReservationQuote(
  draft: ReservationDraft,
  signal?: AbortSignal,
): Promise<ReservationQuote> {
  const params = new URLSearchParams({
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    rooms: roomsParam(draft),
  });
  if (draft.promoCode) params.set('promoCode', draft.promoCode);
  if (draft.extras && draft.extras.length > 0) {
    params.set('extras', draft.extras.map(({ id, quantity }) => `${id}:${quantity}`).join(','));
  }
  return apiRequest(`/api/quote?${params}`, { schema: reservationQuoteSchema, signal });
}

/**
 * The server's price of a set of suites for one stay: each suite's own lines and the whole's,
 * which is what is paid, and whether every suite is still free. Kept under the quotes' key, so a
 * booking made anywhere asks for it again. `keepPrevious` as for one suite (useQuote).
 */
export function useReservationQuote(
  draft: ReservationDraft | null,
  options: { keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: [...quoteKey, 'rooms', draft],
    queryFn: draft ? ({ signal }) => getReservationQuote(draft, signal) : skipToken,
    staleTime: 15_000,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
