import { Quote } from 'lucide-react';
import type { Review } from '../../../../shared/review.ts';
import { StarRating } from '../../../components/ui/star-rating.tsx';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function Testimonial({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col border border-ivory/15 bg-forest-soft/40 p-7">
      <Quote aria-hidden="true" className="size-7 text-brass-light" strokeWidth={1.25} />
      <StarRating value={review.rating} className="mt-4 [&_svg]:text-brass-light" />
      <blockquote className="mt-4 flex-1 font-display text-xl leading-relaxed text-ivory">
        <p>{review.comment}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-ivory/15 pt-5">
        {review.photo ? (
          <img
            src={review.photo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full bg-forest object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-brass-light font-display text-lg text-forest-deep"
          >
            {initials(review.name)}
          </span>
        )}
        <span>
          <span className="block font-medium text-ivory">{review.name}</span>
          <span className="block text-sm text-ivory/75">{review.address}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Guests' words as a simple grid; the home page's carousel replaces it later. */
export function TestimonialList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <Testimonial review={review} />
        </li>
      ))}
    </ul>
  );
}

export function TestimonialListSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          className="space-y-4 border border-ivory/15 p-7"
        >
          <div
            aria-hidden="true"
            className="h-24 animate-pulse bg-ivory/10 motion-reduce:animate-none"
          />
          <div
            aria-hidden="true"
            className="h-10 w-1/2 animate-pulse bg-ivory/10 motion-reduce:animate-none"
          />
        </div>
      ))}
    </div>
  );
}
