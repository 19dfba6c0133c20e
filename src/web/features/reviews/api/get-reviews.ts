import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Review, reviewListSchema } from '#shared/review.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How many of the newest reviews the home page's carousel shows. */
export const TESTIMONIALS_SHOWN = 8;

function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiRequest('/api/reviews', { schema: reviewListSchema, signal });
}

export function reviewsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reviews,
    queryFn: ({ signal }) => getReviews(signal),
  });
}

/** Published testimonials, newest first. */
export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
