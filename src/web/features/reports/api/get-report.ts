import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Report, reportSchema } from '#shared/front-desk.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Nights from `from` up to (not including) `to`. */
export interface ReportSpan {
  from: string;
  to: string;
}

const query = ({ from, to }: ReportSpan) => new URLSearchParams({ from, to });

function getReport(span: ReportSpan, signal?: AbortSignal): Promise<Report> {
  return apiRequest(`/api/admin/reports?${query(span)}`, { schema: reportSchema, signal });
}

/** Where the span's figures download from as CSV, a row per month. */
export function reportCsvUrl(span: ReportSpan): string {
  return `/api/admin/reports.csv?${query(span)}`;
}

/** The span's figures; read again each time the page opens, the last span shown while the next loads. */
export function useReport(span: ReportSpan) {
  return useQuery({
    queryKey: [...queryKeys.admin, 'reports', span.from, span.to],
    queryFn: ({ signal }) => getReport(span, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
