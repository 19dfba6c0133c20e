import { BedDouble, Maximize, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBdt } from '#shared/money.ts';
import type { Suite } from '#shared/suite.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';

interface SuiteResultCardProps {
  suite: Suite;
  /** Load the picture at once: the first card is usually in view. */
  eager?: boolean;
  /** What the page adds under the price: the searched stay and its booking action. */
  children?: ReactNode;
}

/** A suite in the search results, with the spec's fields. */
export function SuiteResultCard({ suite, eager = false, children }: SuiteResultCardProps) {
  return (
    <article className="grid overflow-hidden border border-rule bg-ivory md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <img
        src={suite.image.src}
        srcSet={suite.image.srcSet}
        sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw"
        width={suite.image.width}
        height={suite.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        alt={`${suite.name}, interior`}
        className="aspect-[3/2] h-full w-full bg-parchment object-cover"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={`suite-${suite.id}`} className="text-3xl leading-tight text-forest">
            {suite.name}
          </h3>
          <StarRating value={suite.rating} className="mt-2" />
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
          <li className="flex items-center gap-2">
            <BedDouble aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {suite.bed}
          </li>
          <li className="flex items-center gap-2">
            <UsersRound aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {suite.capacity} Guest
          </li>
          <li className="flex items-center gap-2">
            <Maximize aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {suite.sizeSqft} sqr <span className="sr-only">(square feet)</span>
          </li>
        </ul>
        <p className="leading-relaxed text-ink-muted">{suite.description}</p>
        <p className="mt-auto border-t border-rule pt-4">
          <span className="font-display text-3xl text-forest">
            {formatBdt(suite.pricePerNight)}
          </span>
          <span className="ml-2 text-sm uppercase tracking-[0.16em] text-ink-muted">per night</span>
        </p>
        {children}
      </div>
    </article>
  );
}

export function SuiteResultCardSkeleton() {
  return (
    <div className="grid border border-rule md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <Skeleton className="aspect-[3/2] w-full" />
      <div className="space-y-4 p-8">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-8 w-40" />
      </div>
    </div>
  );
}
