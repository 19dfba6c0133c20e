import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type AdminReviewList, adminReviewListSchema, adminReviewSchema } from '#shared/review.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const REVIEW_SEARCH_LIMIT = 100;

/** Staff-only data, under ['admin'] so signing out forgets it. */
const adminReviewsKey = [...queryKeys.admin, ...queryKeys.reviews] as const;

function allReviewsQueryOptions(query: string) {
  const params = new URLSearchParams({ limit: String(REVIEW_SEARCH_LIMIT) });
  if (query) params.set('q', query);
  return queryOptions({
    queryKey: [...adminReviewsKey, query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/reviews?${params}`, { schema: adminReviewListSchema, signal }),
  });
}

/** Every review, newest first, matching the text (admins only); the last answer stays while typing. */
export function useAllReviews(query: string) {
  return useQuery({ ...allReviewsQueryOptions(query), placeholderData: keepPreviousData });
}

/** Hides a review from the public list, or shows it again; the testimonials follow. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      apiRequest(`/api/reviews/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { hidden },
        schema: adminReviewSchema,
      }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminReviewList>({ queryKey: adminReviewsKey }, (list) =>
        list
          ? {
              ...list,
              reviews: list.reviews.map((review) => (review.id === updated.id ? updated : review)),
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
    },
  });
}
