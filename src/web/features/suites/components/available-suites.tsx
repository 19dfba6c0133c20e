import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Availability } from '#shared/availability.ts';
import { defineMessages } from '#shared/messages.ts';
import type { Quote, Stay } from '#shared/stay.ts';
import { formatParty, formatStayDate } from '#shared/stay-format.ts';
import type { Suite } from '#shared/suite.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
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
  summary: {
    id: 'suites.availableSuites.summary',
    defaultMessage: '{checkIn} to {checkOut}, {party}',
  },
  searching: { id: 'suites.availableSuites.searching', defaultMessage: 'Searching {summary}…' },
  chosenMissing: {
    id: 'suites.availableSuites.chosenMissing',
    defaultMessage:
      '{suite} is not free for these dates or does not sleep your party. Here are the suites that are.',
  },
  rejected: {
    id: 'suites.availableSuites.rejected',
    defaultMessage: '{error} See the messages in the search above.',
  },
  failed: {
    id: 'suites.availableSuites.failed',
    defaultMessage: 'We could not check availability',
  },
});

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
  const summary = t(messages.summary, {
    checkIn: formatStayDate(stay.checkIn),
    checkOut: formatStayDate(stay.checkOut),
    party: formatParty(stay),
  });
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
      title={t(resultsMessages.availableSuites)}
      count={data && !stale ? data.suites.length : undefined}
      busy={availability.isPending || stale}
      progress={stale ? t(messages.searching, { summary }) : undefined}
      subtitle={summary}
      sortSelect={
        data && data.suites.length > 1 ? <SuiteSortSelect value={sort} onChange={onSort} /> : null
      }
    >
      {chosenMissing ? (
        <p className="mb-6 border-l-2 border-brass bg-ivory-deep px-4 py-3 text-ink">
          {t(messages.chosenMissing, { suite: chosenName })}
        </p>
      ) : null}
      {availability.isError ? (
        rejected ? (
          <FormAlert>{t(messages.rejected, { error: availability.error.message })}</FormAlert>
        ) : (
          <ErrorState
            title={t(messages.failed)}
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
