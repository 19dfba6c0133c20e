import type { ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { SuiteResultCardSkeleton } from '#web/features/suites/components/suite-result-card.tsx';
import { t } from '#web/lib/intl.ts';

/** The results' heading, the same before and after a search. */
export const resultsMessages = defineMessages({
  availableSuites: { id: 'suites.results.availableSuites', defaultMessage: 'Available Suites' },
});

const messages = defineMessages({
  count: { id: 'suites.results.count', defaultMessage: '({count, number})' },
  found: {
    id: 'suites.results.found',
    defaultMessage: '{count, plural, one {# suite found.} other {# suites found.}}',
  },
});

interface SuiteResultsSectionProps {
  title: string;
  count?: number | undefined;
  busy: boolean;
  /** What the page is doing while `busy`, shown and read out (politely). */
  progress?: string | undefined;
  subtitle?: string;
  sortSelect?: ReactNode;
  children: ReactNode;
}

/** The search page's list of suites: its heading and count, the order, and the results. */
export function SuiteResultsSection({
  title,
  count,
  busy,
  progress,
  subtitle,
  sortSelect,
  children,
}: SuiteResultsSectionProps) {
  return (
    <section aria-labelledby="results-title" className="mt-14">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2 border-b border-rule pb-4">
        <h2 id="results-title" className="text-3xl text-forest sm:text-4xl">
          {title}
          {count !== undefined ? (
            <span className="font-sans text-lg text-ink-muted">
              {' '}
              {t(messages.count, { count })}
            </span>
          ) : null}
        </h2>
        {count === undefined && busy ? <Skeleton className="h-5 w-16" /> : null}
        {subtitle ? <p className="text-sm text-ink-muted">{subtitle}</p> : null}
      </div>
      {sortSelect ? <div className="mt-4 flex justify-end">{sortSelect}</div> : null}
      <p role="status" className={progress ? 'mt-4 text-sm text-ink-muted' : 'sr-only'}>
        {progress ?? (count !== undefined ? t(messages.found, { count }) : '')}
      </p>
      {/* The status stays outside the busy part: screen readers hold back news from inside it. */}
      <div className="mt-8" aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}

export function SuiteResultSkeletons() {
  return (
    <div className="space-y-8">
      <SuiteResultCardSkeleton />
      <SuiteResultCardSkeleton />
    </div>
  );
}
