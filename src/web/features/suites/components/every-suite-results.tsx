import type { ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import type { Suite } from '#shared/suite.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import type { useSuites } from '#web/features/suites/api/get-suites.ts';
import { SuiteResultList } from '#web/features/suites/components/suite-result-list.tsx';
import {
  resultsMessages,
  SuiteResultSkeletons,
  SuiteResultsSection,
} from '#web/features/suites/components/suite-results-section.tsx';
import { SuiteSortSelect } from '#web/features/suites/components/suite-sort-select.tsx';
import { orderSuites, type SuiteSort } from '#web/features/suites/lib/suite-order.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failed: { id: 'suites.everySuite.failed', defaultMessage: 'We could not load our suites' },
  none: {
    id: 'suites.everySuite.none',
    defaultMessage: 'No suites are open for booking at the moment. Please call reception.',
  },
});

interface EverySuiteResultsProps {
  suites: ReturnType<typeof useSuites>;
  sort: SuiteSort;
  onSort: (sort: SuiteSort) => void;
  /** The suite from the URL's `?suite=`, marked and offered first. */
  chosenId: string | null;
  /** What the page adds under a suite's price, before any search. */
  offer: (suite: Suite) => ReactNode;
}

/** Every suite, before any search: each at its price per night, in the chosen order. */
export function EverySuiteResults({
  suites,
  sort,
  onSort,
  chosenId,
  offer,
}: EverySuiteResultsProps) {
  return (
    <SuiteResultsSection
      title={t(resultsMessages.availableSuites)}
      count={suites.data?.length}
      busy={suites.isPending}
      sortSelect={
        suites.data && suites.data.length > 1 ? (
          <SuiteSortSelect value={sort} onChange={onSort} />
        ) : null
      }
    >
      {suites.isPending ? (
        <SuiteResultSkeletons />
      ) : suites.isError ? (
        <ErrorState
          title={t(messages.failed)}
          error={suites.error}
          onRetry={() => suites.refetch()}
        />
      ) : suites.data.length === 0 ? (
        <p className="py-12 text-center text-ink-muted">{t(messages.none)}</p>
      ) : (
        <SuiteResultList
          results={orderSuites(
            suites.data,
            sort,
            (suite) => ({ suite, price: suite.pricePerNight }),
            chosenId,
          )}
          suiteOf={(suite) => suite}
          chosenId={chosenId}
          className="space-y-5 sm:space-y-8"
        >
          {offer}
        </SuiteResultList>
      )}
    </SuiteResultsSection>
  );
}
