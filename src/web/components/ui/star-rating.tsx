import { RATING } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  rated: {
    id: 'ui.starRating.rated',
    defaultMessage: 'Rated {value, number} out of {max, number}',
  },
});

/** A star's side and the gap between stars, in the star's own units (24 = 1rem drawn). */
const STAR = 24;
const GAP = 3;
const WIDTH = RATING.max * STAR + (RATING.max - 1) * GAP;

/**
 * Stars for a 1–5 rating, read out as "Rated 4 out of 5". One small SVG draws the five from the
 * star defined once in the page (index.html's `#shape-star`): a page of suites shows a dozen
 * ratings, and a whole SVG per star made the largest part of its HTML. Restyle the stars through
 * their `use` elements (`[&_use]:…`).
 */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={t(messages.rated, { value, max: RATING.max })}
      className={`inline-flex items-center ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${STAR}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        // 1rem high, so WIDTH / STAR = 5.5rem wide (no inline style: the CSP allows none).
        className="h-4 w-22 shrink-0 overflow-visible"
      >
        {Array.from({ length: RATING.max }, (_, index) => (
          <use
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of identical stars.
            key={index}
            href="#shape-star"
            x={index * (STAR + GAP)}
            width={STAR}
            height={STAR}
            className={index < value ? 'fill-brass text-brass-dark' : 'text-rule'}
          />
        ))}
      </svg>
    </span>
  );
}
