import { defineMessages } from '#shared/messages.ts';
import type { Review } from '#shared/review.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useSuiteReviews } from '#web/features/reviews/api/get-suite-reviews.ts';
import { formatStayMonth } from '#web/features/reviews/lib/stay-month.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  stayed: { id: 'reviews.suiteReviews.stayed', defaultMessage: 'Stayed {month}' },
  loadFailed: {
    id: 'reviews.suiteReviews.loadFailed',
    defaultMessage: 'We could not load the reviews',
  },
  none: {
    id: 'reviews.suiteReviews.none',
    defaultMessage: 'No guest has reviewed a stay in {suite} yet.',
  },
});

function SuiteReview({ review }: { review: Review }) {
  return (
    <li>
      <figure className="flex h-full flex-col gap-4 border border-rule bg-ivory p-6">
        <div className="flex items-center justify-between gap-3">
          <StarRating value={review.rating} />
          {review.stay ? (
            <span className="text-xs uppercase tracking-[0.14em] text-ink-muted">
              {t(messages.stayed, { month: formatStayMonth(review.stay.month) })}
            </span>
          ) : null}
        </div>
        <blockquote className="flex-1 font-display text-lg leading-relaxed text-ink">
          <p className="whitespace-pre-line">{review.comment}</p>
        </blockquote>
        <figcaption className="flex items-center gap-3 border-t border-rule pt-4">
          <Avatar name={review.name} image={review.photo} size="md" />
          <span>
            <span className="block font-medium text-ink">{review.name}</span>
            <span className="block text-sm text-ink-muted">{review.address}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** What guests who stayed in a suite wrote about it, newest first. */
export function SuiteReviews({ suiteId, suiteName }: { suiteId: string; suiteName: string }) {
  const reviews = useSuiteReviews(suiteId);
  if (reviews.isPending) {
    return (
      <div aria-busy="true" className="grid gap-5 md:grid-cols-2">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <ErrorState
        title={t(messages.loadFailed)}
        error={reviews.error}
        onRetry={() => reviews.refetch()}
      />
    );
  }
  if (reviews.data.length === 0) {
    return (
      <p className="border border-dashed border-rule px-6 py-8 text-center text-ink-muted">
        {t(messages.none, { suite: suiteName })}
      </p>
    );
  }
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {reviews.data.map((review) => (
        <SuiteReview key={review.id} review={review} />
      ))}
    </ul>
  );
}
