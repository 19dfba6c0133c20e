import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Reservation, reservationSchema } from '#shared/reservation.ts';
import { apiRequest } from '#web/lib/api-client.ts';

function getReservation(id: string, signal?: AbortSignal): Promise<Reservation> {
  return apiRequest(`/api/reservations/${encodeURIComponent(id)}`, {
    schema: reservationSchema,
    signal,
  });
}

export const reservationKey = (id: string) => ['reservation', id] as const;

function reservationQueryOptions(id: string) {
  return queryOptions({
    queryKey: reservationKey(id),
    queryFn: ({ signal }) => getReservation(id, signal),
  });
}

/**
 * One reservation of several suites of the signed-in guest, with each suite's booking; read
 * again every `refetchInterval` ms while it is set (waiting for the payment gateway's word).
 */
export function useReservation(
  id: string,
  {
    refetchInterval = false,
  }: {
    refetchInterval?:
      | number
      | false
      | ((query: { state: { data?: Reservation } }) => number | false);
  } = {},
) {
  return useQuery({ ...reservationQueryOptions(id), refetchInterval });
}

/** The reservation's receipt (PDF), for "Receipt" on the reservation. */
export function reservationReceiptFileUrl(id: string): string {
  return `/api/reservations/${encodeURIComponent(id)}/invoice.pdf`;
}
