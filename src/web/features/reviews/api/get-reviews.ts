import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Review, reviewSchema } from '../../../../shared/review.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiRequest('/api/reviews', { schema: z.array(reviewSchema), signal });
}

export function reviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => getReviews(signal),
  });
}

/** Published testimonials, newest first. */
export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
