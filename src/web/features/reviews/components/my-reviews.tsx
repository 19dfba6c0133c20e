import EyeOff from 'lucide-react/icons/eye-off';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import type { OwnReview } from '#shared/review.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormStatus } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useDeleteReview, useMyReviews } from '#web/features/reviews/api/my-reviews.ts';
import { locale, t } from '#web/lib/intl.ts';
import { ReviewForm } from './review-form.tsx';
import { StayBadge } from './stay-badge.tsx';

const messages = defineMessages({
  loading: { id: 'reviews.mine.loading', defaultMessage: 'Loading your reviews…' },
  loadFailed: { id: 'reviews.mine.loadFailed', defaultMessage: 'We could not load your reviews' },
  editTitle: { id: 'reviews.mine.editTitle', defaultMessage: 'Edit your review' },
  writeTitle: { id: 'reviews.mine.writeTitle', defaultMessage: 'Write a review' },
  editIntro: {
    id: 'reviews.mine.editIntro',
    defaultMessage: 'Change your words or your rating; the stay it is about stays the same.',
  },
  chooseStayIntro: {
    id: 'reviews.mine.chooseStayIntro',
    defaultMessage:
      'Choose the stay you are writing about and your review carries a “Stayed in” badge.',
  },
  writeIntro: {
    id: 'reviews.mine.writeIntro',
    defaultMessage: 'Your review appears among our testimonials at once.',
  },
  updated: { id: 'reviews.mine.updated', defaultMessage: 'Your review is updated.' },
  yourReviews: { id: 'reviews.mine.yourReviews', defaultMessage: 'Your reviews' },
  emptyTitle: { id: 'reviews.mine.emptyTitle', defaultMessage: 'No reviews yet' },
  emptyText: {
    id: 'reviews.mine.emptyText',
    defaultMessage: 'What you write above appears here, where you can change or delete it later.',
  },
  deleted: { id: 'reviews.mine.deleted', defaultMessage: 'Your review is deleted.' },
  hidden: { id: 'reviews.mine.hidden', defaultMessage: 'Hidden by the hotel' },
  edit: { id: 'reviews.mine.edit', defaultMessage: 'Edit' },
  delete: { id: 'reviews.mine.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'reviews.mine.deleteLabel', defaultMessage: 'Delete this review' },
  deleteTitle: { id: 'reviews.mine.deleteTitle', defaultMessage: 'Are you sure?' },
  deleteWarning: {
    id: 'reviews.mine.deleteWarning',
    defaultMessage: "You won't be able to revert this!",
  },
  deleteText: {
    id: 'reviews.mine.deleteText',
    defaultMessage: 'Your review leaves our testimonials for good.',
  },
  deleteConfirm: { id: 'reviews.mine.deleteConfirm', defaultMessage: 'Yes, Delete it!' },
});

const dateFormat = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium' });

/**
 * The review page's body: the form for a new review, then the guest's own reviews, each of
 * which they may edit (in place of the list) or delete.
 */
export function MyReviews({ name, chosenStay }: { name: string; chosenStay?: string | null }) {
  const mine = useMyReviews();
  const [editing, setEditing] = useState<OwnReview>();
  const [status, setStatus] = useState<string>();

  if (mine.isPending) {
    return (
      <div aria-busy="true" className="mt-10 grid gap-6">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-40 w-full" />
        <span className="sr-only">{t(messages.loading)}</span>
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div className="mt-10">
        <ErrorState
          title={t(messages.loadFailed)}
          error={mine.error}
          onRetry={() => mine.refetch()}
        />
      </div>
    );
  }

  const { reviews, stays } = mine.data;
  return (
    <>
      <section
        aria-labelledby="review-form-title"
        className="mt-10 border border-rule bg-ivory p-6 sm:p-10"
      >
        <h2 id="review-form-title" className="text-3xl text-forest">
          {t(editing ? messages.editTitle : messages.writeTitle)}
        </h2>
        <p className="mt-2 text-ink-muted">
          {t(
            editing
              ? messages.editIntro
              : stays.length > 0
                ? messages.chooseStayIntro
                : messages.writeIntro,
          )}
        </p>
        <div className="mt-8">
          <ReviewForm
            key={editing?.id ?? 'new'}
            name={name}
            stays={stays}
            chosenStay={chosenStay}
            editing={editing}
            onDone={(saved) => {
              setEditing(undefined);
              setStatus(saved ? t(messages.updated) : undefined);
            }}
          />
        </div>
      </section>

      <section aria-labelledby="my-reviews-title" className="mt-12">
        <h2 id="my-reviews-title" className="text-3xl text-forest">
          {t(messages.yourReviews)}
        </h2>
        <FormStatus className="mt-6">{status}</FormStatus>
        {reviews.length === 0 ? (
          <div className="mt-6 border border-rule bg-ivory">
            <EmptyState icon={MessageSquareQuote} title={t(messages.emptyTitle)}>
              <p>{t(messages.emptyText)}</p>
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-6 grid gap-5">
            {reviews.map((review) => (
              <OwnReviewCard
                key={review.id}
                review={review}
                onEdit={() => {
                  setStatus(undefined);
                  setEditing(review);
                  document.getElementById('review-form-title')?.scrollIntoView({ block: 'start' });
                }}
                onDeleted={() => setStatus(t(messages.deleted))}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function OwnReviewCard({
  review,
  onEdit,
  onDeleted,
}: {
  review: OwnReview;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteReview();
  return (
    <li className="border border-rule bg-ivory p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StarRating value={review.rating} />
        <p className="text-sm text-ink-muted">{dateFormat.format(new Date(review.createdAt))}</p>
      </div>
      <p className="mt-4 whitespace-pre-line break-words font-display text-xl leading-relaxed text-ink">
        {review.comment}
      </p>
      <p className="mt-3 text-sm text-ink-muted">
        {review.name} · {review.address}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {review.stay ? <StayBadge stay={review.stay} /> : null}
        {review.visible ? null : (
          <span className="inline-flex items-center gap-1.5 rounded-full border border-danger/40 px-3 py-1 text-xs font-medium text-danger">
            <EyeOff aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            {t(messages.hidden)}
          </span>
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3 border-t border-rule pt-5">
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex min-h-10 items-center gap-2 rounded-[2px] border border-forest px-4 text-xs font-medium uppercase tracking-[0.16em] text-forest transition-colors hover:bg-forest hover:text-ivory"
        >
          <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t(messages.edit)}
        </button>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t(messages.delete)}
            </>
          }
          triggerLabel={t(messages.deleteLabel)}
          triggerClassName="inline-flex min-h-10 items-center justify-center gap-2 rounded-[2px] border border-danger/60 px-4 text-xs font-medium uppercase tracking-[0.16em] text-danger transition-colors hover:bg-danger hover:text-ivory"
          title={t(messages.deleteTitle)}
          description={
            <>
              <p className="text-lg text-ink">{t(messages.deleteWarning)}</p>
              <p className="text-sm">{t(messages.deleteText)}</p>
            </>
          }
          confirmLabel={t(messages.deleteConfirm)}
          onConfirm={async () => {
            await remove.mutateAsync(review.id);
            onDeleted();
          }}
        />
      </div>
    </li>
  );
}
