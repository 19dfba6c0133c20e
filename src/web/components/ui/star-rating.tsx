import { Star } from 'lucide-react';
import { RATING } from '#shared/constants.ts';

/** Stars for a 1–5 rating, read out as "Rated 4 out of 5". */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${RATING.max}`}
      className={`inline-flex items-center gap-0.5 ${className}`}
    >
      {Array.from({ length: RATING.max }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of identical stars.
          key={index}
          aria-hidden="true"
          strokeWidth={1.5}
          className={`size-4 ${index < value ? 'fill-brass text-brass-dark' : 'text-rule'}`}
        />
      ))}
    </span>
  );
}
