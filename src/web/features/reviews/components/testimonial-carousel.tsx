import Quote from 'lucide-react/icons/quote';
import { CAROUSEL } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import type { Review } from '#shared/review.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Carousel } from '#web/components/ui/carousel.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { TESTIMONIALS_SHOWN, useReviews } from '#web/features/reviews/api/get-reviews.ts';
import { t } from '#web/lib/intl.ts';
import { StayBadge } from './stay-badge.tsx';
import { TestimonialPlaceholder } from './testimonial-placeholder.tsx';

const messages = defineMessages({
  loading: { id: 'reviews.testimonials.loading', defaultMessage: 'Loading our guests’ reviews…' },
  loadFailed: {
    id: 'reviews.testimonials.loadFailed',
    defaultMessage: 'We could not load our guests’ reviews',
  },
  none: {
    id: 'reviews.testimonials.none',
    defaultMessage: 'No reviews yet. Stayed with us? Be the first to tell others about it.',
  },
  label: { id: 'reviews.testimonials.label', defaultMessage: 'Guest reviews' },
  itemName: {
    id: 'reviews.testimonials.itemName',
    defaultMessage: 'review',
    description: 'One slide of the carousel, in its buttons: "Previous review", "Next review".',
  },
});

function Testimonial({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col border border-ivory/15 bg-forest-soft/40 p-7 sm:p-9">
      <div className="flex items-center justify-between">
        <Quote aria-hidden="true" className="size-8 text-brass-light" strokeWidth={1.25} />
        <StarRating value={review.rating} className="[&_use]:text-brass-light" />
      </div>
      <blockquote className="mt-6 flex-1 font-display text-xl leading-relaxed text-ivory sm:text-[1.35rem]">
        <p className="whitespace-pre-line">{review.comment}</p>
      </blockquote>
      {review.stay ? (
        <p className="mt-5">
          <StayBadge stay={review.stay} tone="light" />
        </p>
      ) : null}
      <figcaption className="mt-7 flex items-center gap-4 border-t border-ivory/15 pt-6">
        <Avatar
          name={review.name}
          image={review.photo}
          size="lg"
          className="ring-1 ring-brass-light/50"
        />
        <span>
          <span className="block font-medium text-ivory">{review.name}</span>
          <span className="block text-sm text-ivory/75">{review.address}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** 'Clients Testimonial': the newest published reviews, one to three at once, 2 s autoplay. */
export default function TestimonialCarousel() {
  const reviews = useReviews();
  if (reviews.isPending) {
    return (
      <div aria-busy="true">
        <TestimonialPlaceholder />
        <span className="sr-only">{t(messages.loading)}</span>
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
    return <p className="text-center text-ivory/85">{t(messages.none)}</p>;
  }
  return (
    <Carousel
      label={t(messages.label)}
      itemName={t(messages.itemName)}
      delayMs={CAROUSEL.testimonialsDelayMs}
      slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
      tone="light"
    >
      {reviews.data.slice(0, TESTIMONIALS_SHOWN).map((review) => (
        <Testimonial key={review.id} review={review} />
      ))}
    </Carousel>
  );
}
