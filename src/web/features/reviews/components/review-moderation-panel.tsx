import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import { useState } from 'react';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import type { AdminReview } from '#shared/review.ts';
import {
  AdminSearchList,
  countLine,
  useAdminSearch,
} from '#web/components/ui/admin-search-list.tsx';
import type { AdminColumn } from '#web/components/ui/admin-table.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useAllReviews, useSetReviewHidden } from '#web/features/reviews/api/moderate-reviews.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { locale, t } from '#web/lib/intl.ts';
import { StayBadge } from './stay-badge.tsx';

const messages = defineMessages({
  shownAgain: {
    id: 'reviews.moderation.shownAgain',
    defaultMessage: '{name}’s review is shown on the site again.',
  },
  hiddenNow: {
    id: 'reviews.moderation.hiddenNow',
    defaultMessage: '{name}’s review is hidden from the site.',
  },
  changeFailed: {
    id: 'reviews.moderation.changeFailed',
    defaultMessage: 'The review could not be changed.',
  },
  searchLabel: { id: 'reviews.moderation.searchLabel', defaultMessage: 'Search reviews' },
  searchPlaceholder: {
    id: 'reviews.moderation.searchPlaceholder',
    defaultMessage: 'Name, place, words, suite or email',
  },
  noun: { id: 'reviews.moderation.noun', defaultMessage: 'reviews' },
  counted: {
    id: 'reviews.moderation.counted',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  },
  noMatchTitle: { id: 'reviews.moderation.noMatchTitle', defaultMessage: 'No review matches' },
  emptyTitle: { id: 'reviews.moderation.emptyTitle', defaultMessage: 'No reviews yet' },
  noMatchText: {
    id: 'reviews.moderation.noMatchText',
    defaultMessage: 'No review’s name, place, words, suite or author contains “{query}”.',
  },
  emptyText: {
    id: 'reviews.moderation.emptyText',
    defaultMessage: 'Reviews guests write appear here, newest first.',
  },
  tableLabel: { id: 'reviews.moderation.tableLabel', defaultMessage: 'Reviews' },
  tableCaption: { id: 'reviews.moderation.tableCaption', defaultMessage: 'Reviews, newest first' },
  hotelTestimonial: {
    id: 'reviews.moderation.hotelTestimonial',
    defaultMessage: 'Hotel testimonial',
    description: 'The author of a review the hotel added itself, in place of a guest’s email.',
  },
  review: { id: 'reviews.moderation.review', defaultMessage: 'Review' },
  guest: { id: 'reviews.moderation.guest', defaultMessage: 'Guest' },
  shownHeader: { id: 'reviews.moderation.shownHeader', defaultMessage: 'Shown' },
  action: { id: 'reviews.moderation.action', defaultMessage: 'Action' },
  shown: { id: 'reviews.moderation.shown', defaultMessage: 'Shown' },
  hidden: { id: 'reviews.moderation.hidden', defaultMessage: 'Hidden' },
  hideLabel: { id: 'reviews.moderation.hideLabel', defaultMessage: 'Hide the review by {name}' },
  showLabel: { id: 'reviews.moderation.showLabel', defaultMessage: 'Show the review by {name}' },
  hide: { id: 'reviews.moderation.hide', defaultMessage: 'Hide' },
  show: { id: 'reviews.moderation.show', defaultMessage: 'Show' },
});

const dateFormat = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium' });

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
        t(updated.visible ? messages.shownAgain : messages.hiddenNow, { name: review.name }),
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t(messages.changeFailed));
    }
  };

  return (
    <AdminSearchList
      className="mt-10"
      search={search}
      box={{ label: t(messages.searchLabel), placeholder: t(messages.searchPlaceholder) }}
      announce={{ status, failure }}
      list={reviews}
      noun={t(messages.noun)}
      count={(data) =>
        countLine({
          total: data.total,
          shown: data.reviews.length,
          query,
          noun: messages.counted,
          newestFirst: true,
        })
      }
      rows={(data) => data.reviews}
      placeholder={{ height: 'h-16' }}
      empty={{
        icon: MessageSquareQuote,
        title: t(query ? messages.noMatchTitle : messages.emptyTitle),
        text: query ? t(messages.noMatchText, { query }) : t(messages.emptyText),
      }}
      table={{
        label: t(messages.tableLabel),
        caption: t(messages.tableCaption),
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

const authorOf = (review: AdminReview) => review.authorEmail ?? t(messages.hotelTestimonial);

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
      header: t(messages.review),
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
          <p className="mt-1 text-ink-muted sm:hidden">
            {t(review.visible ? messages.shown : messages.hidden)}
          </p>
        </>
      ),
    },
    {
      header: t(messages.guest),
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
      header: t(messages.shownHeader),
      hiddenBelow: 'sm',
      className: 'px-4 py-4',
      cell: (review) =>
        review.visible ? (
          <span className="text-forest">{t(messages.shown)}</span>
        ) : (
          <span className="font-medium text-danger">{t(messages.hidden)}</span>
        ),
    },
    {
      header: t(messages.action),
      headerHidden: true,
      headerClassName: 'text-right',
      className: 'py-4 pl-4 pr-5',
      cell: (review) => (
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => onToggle(review)}
            disabled={busy(review)}
            aria-label={t(review.visible ? messages.hideLabel : messages.showLabel, {
              name: review.name,
            })}
            className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-[2px] border border-forest px-3 text-xs font-medium uppercase tracking-[0.12em] text-forest transition-colors hover:bg-forest hover:text-ivory disabled:opacity-60"
          >
            {review.visible ? (
              <EyeOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
            ) : (
              <Eye aria-hidden="true" className="size-4" strokeWidth={1.5} />
            )}
            {t(
              busy(review) ? commonMessages.saving : review.visible ? messages.hide : messages.show,
            )}
          </button>
        </div>
      ),
    },
  ];
}
