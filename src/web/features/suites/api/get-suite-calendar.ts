import { skipToken, useQuery } from '@tanstack/react-query';
import { type SuiteCalendar, suiteCalendarSchema } from '#shared/suite-calendar.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The nights of a span: `from` up to, not including, `to`. */
interface CalendarSpan {
  from: string;
  to: string;
}

function getSuiteCalendar(
  suiteId: string,
  span: CalendarSpan,
  signal?: AbortSignal,
): Promise<SuiteCalendar> {
  const params = new URLSearchParams({ from: span.from, to: span.to });
  return apiRequest(`/api/suites/${encodeURIComponent(suiteId)}/calendar?${params}`, {
    schema: suiteCalendarSchema,
    signal,
  });
}

/**
 * Each night's price and whether it can be booked. Asked for in the browser only (null until
 * then): it changes with every booking, so it is never part of a kept page.
 */
export function useSuiteCalendar(suiteId: string, span: CalendarSpan | null) {
  return useQuery({
    queryKey: [...queryKeys.suites, suiteId, 'calendar', span],
    queryFn: span ? ({ signal }) => getSuiteCalendar(suiteId, span, signal) : skipToken,
    staleTime: 15_000,
  });
}
