import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import type { AdminReview } from '#shared/review.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { TableFrame } from '#web/components/ui/table-frame.tsx';
import { useAllReviews, useSetReviewHidden } from '#web/features/reviews/api/moderate-reviews.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { StayBadge } from './stay-badge.tsx';

const SEARCH_DELAY_MS = 300;
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

const headerCell =
  'px-4 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink first:pl-5 last:pr-5';

/** Every review, newest first, searchable; admins hide one from the public list or show it again. */
export function ReviewModerationPanel() {
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const reviews = useAllReviews(query);
  const setHidden = useSetReviewHidden();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const searching = reviews.isFetching && (query !== text.trim() || reviews.isPlaceholderData);

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
    <div className="mt-10">
      <search className="grid gap-2">
        <label
          htmlFor={`${id}-search`}
          className="text-xs font-medium uppercase tracking-[0.16em] text-ink"
        >
          Search reviews
        </label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder="Name, place, words, suite or email"
            className="field-input pl-10"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-count`}
          />
        </div>
      </search>

      <FormStatus className="mt-6">{status}</FormStatus>
      {failure ? <FormAlert className="mt-6">{failure}</FormAlert> : null}

      <div className="mt-6 border border-rule bg-ivory" aria-busy={reviews.isPending || searching}>
        <p
          id={`${id}-count`}
          aria-live="polite"
          className="border-b border-rule px-5 py-3 text-sm text-ink-muted"
        >
          {reviews.isPending
            ? 'Loading reviews…'
            : reviews.isError
              ? 'Reviews could not be loaded.'
              : resultLine(reviews.data.reviews.length, reviews.data.total, query)}
        </p>
        {reviews.isPending ? (
          <div className="grid gap-3 p-5">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        ) : reviews.isError ? (
          <div className="p-6">
            <ErrorState
              title="We could not load the reviews"
              error={reviews.error}
              onRetry={() => reviews.refetch()}
            />
          </div>
        ) : reviews.data.reviews.length === 0 ? (
          <EmptyState
            icon={MessageSquareQuote}
            title={query ? 'No review matches' : 'No reviews yet'}
          >
            <p>
              {query
                ? `No review’s name, place, words, suite or author contains “${query}”.`
                : 'Reviews guests write appear here, newest first.'}
            </p>
          </EmptyState>
        ) : (
          <TableFrame label="Reviews" className="">
            <table
              className={`w-full min-w-[20rem] border-collapse text-sm transition-opacity ${searching ? 'opacity-60' : ''}`}
            >
              <caption className="sr-only">Reviews, newest first</caption>
              <thead className="bg-ivory-deep">
                <tr>
                  <th scope="col" className={headerCell}>
                    Review
                  </th>
                  <th scope="col" className={`${headerCell} hidden md:table-cell`}>
                    Guest
                  </th>
                  <th scope="col" className={`${headerCell} hidden sm:table-cell`}>
                    Shown
                  </th>
                  <th scope="col" className={`${headerCell} text-right`}>
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {reviews.data.reviews.map((review) => (
                  <ReviewRow
                    key={review.id}
                    review={review}
                    busy={setHidden.isPending && setHidden.variables?.id === review.id}
                    onToggle={() => void toggle(review)}
                  />
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </div>
    </div>
  );
}

function resultLine(shown: number, total: number, query: string) {
  const counted = `${total} ${total === 1 ? 'review' : 'reviews'}`;
  const matching = query ? ` matching “${query}”` : '';
  return shown < total
    ? `Showing the newest ${shown} of ${counted}${matching}. Search to narrow the list.`
    : `${counted}${matching}, newest first.`;
}

function ReviewRow({
  review,
  busy,
  onToggle,
}: {
  review: AdminReview;
  busy: boolean;
  onToggle: () => void;
}) {
  const author = review.authorEmail ?? 'Hotel testimonial';
  return (
    <tr className={`border-t border-rule align-top ${review.visible ? '' : 'bg-ivory-deep/60'}`}>
      <th scope="row" className="max-w-xl py-4 pl-5 pr-4 text-left font-normal">
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
          {review.name}, {review.address} · {author}
        </p>
        <p className="mt-1 text-ink-muted sm:hidden">{review.visible ? 'Shown' : 'Hidden'}</p>
      </th>
      <td className="hidden px-4 py-4 md:table-cell">
        <p className="font-medium text-ink">{review.name}</p>
        <p className="text-ink-muted">{review.address}</p>
        <p className="text-ink-muted [overflow-wrap:anywhere]">{author}</p>
      </td>
      <td className="hidden px-4 py-4 sm:table-cell">
        {review.visible ? (
          <span className="text-forest">Shown</span>
        ) : (
          <span className="font-medium text-danger">Hidden</span>
        )}
      </td>
      <td className="py-4 pl-4 pr-5">
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onToggle}
            disabled={busy}
            aria-label={`${review.visible ? 'Hide' : 'Show'} the review by ${review.name}`}
            className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-[2px] border border-forest px-3 text-xs font-medium uppercase tracking-[0.12em] text-forest transition-colors hover:bg-forest hover:text-ivory disabled:opacity-60"
          >
            {review.visible ? (
              <EyeOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
            ) : (
              <Eye aria-hidden="true" className="size-4" strokeWidth={1.5} />
            )}
            {busy ? 'Saving…' : review.visible ? 'Hide' : 'Show'}
          </button>
        </div>
      </td>
    </tr>
  );
}
