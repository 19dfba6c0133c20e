import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  type MyReviews,
  myReviewsSchema,
  type OwnReview,
  ownReviewSchema,
  type ReviewInput,
  type ReviewUpdate,
} from '#shared/review.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Under the session's key, so signing out forgets them (src/web/lib/current-user.ts). */
const myReviewsKey = [...queryKeys.me, ...queryKeys.reviews] as const;
/** Every list of reviews: the public one (['reviews']) and the guest's own. */
const publicReviewsKey = queryKeys.reviews;

function myReviewsQueryOptions() {
  return queryOptions({
    queryKey: myReviewsKey,
    queryFn: ({ signal }) => apiRequest('/api/reviews/mine', { schema: myReviewsSchema, signal }),
  });
}

/** The guest's reviews and the past stays they can still review. */
export function useMyReviews() {
  return useQuery(myReviewsQueryOptions());
}

/** After any change the testimonials and the guest's list are read again. */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: publicReviewsKey }),
      queryClient.invalidateQueries({ queryKey: myReviewsKey }),
    ]);
}

export function useCreateReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (input: ReviewInput): Promise<OwnReview> =>
      apiRequest('/api/reviews', { method: 'POST', body: input, schema: ownReviewSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ id, ...changes }: ReviewUpdate & { id: string }): Promise<OwnReview> =>
      apiRequest(`/api/reviews/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: changes,
        schema: ownReviewSchema,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.null() }),
    onSuccess: (_nothing, id) => {
      // Gone from the list at once; the refetch brings back the stay it named.
      queryClient.setQueryData<MyReviews>(myReviewsKey, (mine) =>
        mine ? { ...mine, reviews: mine.reviews.filter((review) => review.id !== id) } : mine,
      );
      return refresh();
    },
  });
}
