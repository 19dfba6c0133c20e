import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Review, reviewListSchema } from '#shared/review.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function getSuiteReviews(suiteId: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest(`/api/suites/${encodeURIComponent(suiteId)}/reviews`, {
    schema: reviewListSchema,
    signal,
  });
}

export function suiteReviewsQueryOptions(suiteId: string) {
  return queryOptions({
    queryKey: [...queryKeys.reviews, 'suite', suiteId],
    queryFn: ({ signal }) => getSuiteReviews(suiteId, signal),
  });
}

/** The visible reviews of a suite's stays, newest first. */
export function useSuiteReviews(suiteId: string) {
  return useQuery(suiteReviewsQueryOptions(suiteId));
}
