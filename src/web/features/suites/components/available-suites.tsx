import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Availability } from '#shared/availability.ts';
import type { Quote, Stay } from '#shared/stay.ts';
import { formatParty, formatStayDate } from '#shared/stay-format.ts';
import type { Suite } from '#shared/suite.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { SuiteResultList } from '#web/features/suites/components/suite-result-list.tsx';
import {
  SuiteResultSkeletons,
  SuiteResultsSection,
} from '#web/features/suites/components/suite-results-section.tsx';
import { SuiteSortSelect } from '#web/features/suites/components/suite-sort-select.tsx';
import { orderSuites, type SuiteSort } from '#web/features/suites/lib/suite-order.ts';

interface AvailableSuitesProps {
  stay: Stay;
  /** The search's answer: the suites free for the stay, each priced. */
  availability: UseQueryResult<Availability>;
  /** The server refused the search itself (its messages show in the search form). */
  rejected: boolean;
  sort: SuiteSort;
  onSort: (sort: SuiteSort) => void;
  /** The suite from the URL's `?suite=`, and its name when it is one we offer. */
  chosenId: string | null;
  chosenName: string | null;
  /**
   * What the page shows when no suite is free for the stay, from the search's answer (which may
   * offer sets of suites that together hold the party).
   */
  noneFree: (answer: Availability) => ReactNode;
  /** What the page adds under a suite's price: the searched stay, its total and booking action. */
  offer: (suite: Suite, offer: { stay: Stay; quote: Quote }) => ReactNode;
}

/** The results of a search: the suites free for the stay, in the chosen order. */
export function AvailableSuites({
  stay,
  availability,
  rejected,
  sort,
  onSort,
  chosenId,
  chosenName,
  noneFree,
  offer,
}: AvailableSuitesProps) {
  // Results of the previous search stay on screen, dimmed, until the new ones arrive; they are
  // inert meanwhile, as their prices and availability belong to other dates.
  const stale = availability.isPlaceholderData;
  const data = availability.data;
  const summary = `${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}, ${formatParty(stay)}`;
  const results = data
    ? orderSuites(
        data.suites,
        sort,
        (result) => ({ suite: result.suite, price: result.quote.total }),
        chosenId,
      )
    : [];
  const chosenMissing =
    chosenName !== null &&
    data &&
    !stale &&
    !data.suites.some(({ suite }) => suite.id === chosenId);
  return (
    <SuiteResultsSection
      title="Available Suites"
      count={data && !stale ? data.suites.length : undefined}
      busy={availability.isPending || stale}
      progress={stale ? `Searching ${summary}…` : undefined}
      subtitle={summary}
      sortSelect={
        data && data.suites.length > 1 ? <SuiteSortSelect value={sort} onChange={onSort} /> : null
      }
    >
      {chosenMissing ? (
        <p className="mb-6 border-l-2 border-brass bg-ivory-deep px-4 py-3 text-ink">
          {chosenName} is not free for these dates or does not sleep your party. Here are the suites
          that are.
        </p>
      ) : null}
      {availability.isError ? (
        rejected ? (
          <FormAlert>{availability.error.message} See the messages in the search above.</FormAlert>
        ) : (
          <ErrorState
            title="We could not check availability"
            error={availability.error}
            onRetry={() => availability.refetch()}
          />
        )
      ) : !data ? (
        <SuiteResultSkeletons />
      ) : data.suites.length === 0 ? (
        <div className={`transition-opacity ${stale ? 'opacity-60' : ''}`} inert={stale}>
          {noneFree(data)}
        </div>
      ) : (
        <SuiteResultList
          results={results}
          suiteOf={(result) => result.suite}
          chosenId={chosenId}
          className={`space-y-5 transition-opacity sm:space-y-8 ${stale ? 'opacity-60' : ''}`}
          inert={stale}
        >
          {({ suite, quote }) => offer(suite, { stay: data.stay, quote })}
        </SuiteResultList>
      )}
    </SuiteResultsSection>
  );
}
