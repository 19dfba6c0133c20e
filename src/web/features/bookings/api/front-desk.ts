import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type FrontDesk,
  frontDeskSchema,
  type Occupancy,
  occupancySchema,
} from '#shared/front-desk.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { frontDeskKey } from './front-desk-key.ts';

function getFrontDesk(date: string, signal?: AbortSignal): Promise<FrontDesk> {
  return apiRequest(`/api/admin/front-desk?${new URLSearchParams({ date })}`, {
    schema: frontDeskSchema,
    signal,
  });
}

/** A day's arrivals, departures and guests in the house; asked again each time the page opens. */
export function useFrontDesk(date: string) {
  return useQuery({
    queryKey: [...frontDeskKey, 'day', date],
    queryFn: ({ signal }) => getFrontDesk(date, signal),
    staleTime: 0,
  });
}

function getOccupancy(from: string, days: number, signal?: AbortSignal): Promise<Occupancy> {
  const query = new URLSearchParams({ from, days: String(days) });
  return apiRequest(`/api/admin/occupancy?${query}`, { schema: occupancySchema, signal });
}

/** What occupies each suite for `days` nights from `from`; the last span stays shown while the next loads. */
export function useOccupancy(from: string, days: number) {
  return useQuery({
    queryKey: [...frontDeskKey, 'occupancy', from, days],
    queryFn: ({ signal }) => getOccupancy(from, days, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
