import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type NewsletterSubscriberList,
  newsletterSubscriberListSchema,
} from '#shared/newsletter.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

interface SubscriberSearch {
  q: string;
  offset: number;
  limit: number;
}

function searchParams(options: Partial<SubscriberSearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (options.q) params.set('q', options.q);
  if (options.offset !== undefined) params.set('offset', String(options.offset));
  if (options.limit !== undefined) params.set('limit', String(options.limit));
  return params;
}

function listSubscribers(
  options: SubscriberSearch,
  signal?: AbortSignal,
): Promise<NewsletterSubscriberList> {
  return apiRequest(`/api/admin/newsletter?${searchParams(options)}`, {
    schema: newsletterSubscriberListSchema,
    signal,
  });
}

/** Where the CSV of every subscriber matching `q` downloads from. */
export function subscribersCsvUrl(q: string): string {
  const params = searchParams({ q });
  return `/api/admin/newsletter.csv${params.size > 0 ? `?${params}` : ''}`;
}

/** Subscribers, newest first; asked again each time the page opens. */
export function useSubscribers(options: SubscriberSearch) {
  return useQuery({
    queryKey: [...queryKeys.admin, 'newsletter', options],
    queryFn: ({ signal }) => listSubscribers(options, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
