import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import { useState } from 'react';
import type { AdminReview } from '#shared/review.ts';
import {
  AdminSearchList,
  countLine,
  useAdminSearch,
} from '#web/components/ui/admin-search-list.tsx';
import type { AdminColumn } from '#web/components/ui/admin-table.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useAllReviews, useSetReviewHidden } from '#web/features/reviews/api/moderate-reviews.ts';
import { StayBadge } from './stay-badge.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** Every review, newest first, searchable; admins hide one from the public list or show it again. */
export function ReviewModerationPanel() {
  const search = useAdminSearch();
  const { query } = search;
  const reviews = useAllReviews(query);
  const setHidden = useSetReviewHidden();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const toggle = async (review: AdminReview) => {
    setStatus(undefined);
    setFailure(undefined);
    try {
      const updated = await setHidden.mutateAsync({ id: review.id, hidden: review.visible });
      setStatus(
        updated.visible
          ? `${review.name}’s review is shown on the site again.`
          : `${review.name}’s review is hidden from the site.`,
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The review could not be changed.');
    }
  };

  return (
    <AdminSearchList
      className="mt-10"
      search={search}
      box={{ label: 'Search reviews', placeholder: 'Name, place, words, suite or email' }}
      announce={{ status, failure }}
      list={reviews}
      noun="reviews"
      count={(data) =>
        countLine({
          total: data.total,
          shown: data.reviews.length,
          query,
          noun: ['review', 'reviews'],
          first: 'newest',
          order: ', newest first',
        })
      }
      rows={(data) => data.reviews}
      placeholder={{ height: 'h-16' }}
      empty={{
        icon: MessageSquareQuote,
        title: query ? 'No review matches' : 'No reviews yet',
        text: query
          ? `No review’s name, place, words, suite or author contains “${query}”.`
          : 'Reviews guests write appear here, newest first.',
      }}
      table={{
        label: 'Reviews',
        caption: 'Reviews, newest first',
        columns: reviewColumns({
          busy: (review) => setHidden.isPending && setHidden.variables?.id === review.id,
          onToggle: (review) => void toggle(review),
        }),
        rowKey: (review) => review.id,
        rowProps: (review) => ({
          className: `align-top ${review.visible ? '' : 'bg-ivory-deep/60'}`,
        }),
      }}
    />
  );
}

const authorOf = (review: AdminReview) => review.authorEmail ?? 'Hotel testimonial';

/** The columns of the reviews table; `busy` says whose Hide or Show is being saved. */
function reviewColumns({
  busy,
  onToggle,
}: {
  busy: (review: AdminReview) => boolean;
  onToggle: (review: AdminReview) => void;
}): AdminColumn<AdminReview>[] {
  return [
    {
      header: 'Review',
      rowHeader: true,
      className: 'max-w-xl py-4 pl-5 pr-4 text-left font-normal',
      cell: (review) => (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <StarRating value={review.rating} />
            <span className="text-ink-muted">{dateFormat.format(new Date(review.createdAt))}</span>
          </div>
          <p className="mt-2 whitespace-pre-line break-words text-ink">{review.comment}</p>
          {review.stay ? (
            <p className="mt-2">
              <StayBadge stay={review.stay} />
            </p>
          ) : null}
          <p className="mt-2 text-ink-muted [overflow-wrap:anywhere] md:hidden">
            {review.name}, {review.address} · {authorOf(review)}
          </p>
          <p className="mt-1 text-ink-muted sm:hidden">{review.visible ? 'Shown' : 'Hidden'}</p>
        </>
      ),
    },
    {
      header: 'Guest',
      hiddenBelow: 'md',
      className: 'px-4 py-4',
      cell: (review) => (
        <>
          <p className="font-medium text-ink">{review.name}</p>
          <p className="text-ink-muted">{review.address}</p>
          <p className="text-ink-muted [overflow-wrap:anywhere]">{authorOf(review)}</p>
        </>
      ),
    },
    {
      header: 'Shown',
      hiddenBelow: 'sm',
      className: 'px-4 py-4',
      cell: (review) =>
        review.visible ? (
          <span className="text-forest">Shown</span>
        ) : (
          <span className="font-medium text-danger">Hidden</span>
        ),
    },
    {
      header: 'Action',
      headerHidden: true,
      headerClassName: 'text-right',
      className: 'py-4 pl-4 pr-5',
      cell: (review) => (
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => onToggle(review)}
            disabled={busy(review)}
            aria-label={`${review.visible ? 'Hide' : 'Show'} the review by ${review.name}`}
            className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-[2px] border border-forest px-3 text-xs font-medium uppercase tracking-[0.12em] text-forest transition-colors hover:bg-forest hover:text-ivory disabled:opacity-60"
          >
            {review.visible ? (
              <EyeOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
            ) : (
              <Eye aria-hidden="true" className="size-4" strokeWidth={1.5} />
            )}
            {busy(review) ? 'Saving…' : review.visible ? 'Hide' : 'Show'}
          </button>
        </div>
      ),
    },
  ];
}
