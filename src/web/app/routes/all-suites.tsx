import { Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import type { Quote, Stay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import type { PrefetchContext } from '#web/app/pages.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import {
  availabilityQueryOptions,
  useAvailability,
} from '#web/features/bookings/api/get-availability.ts';
import { NoSuitesFree } from '#web/features/bookings/components/other-dates.tsx';
import { StayOffer } from '#web/features/bookings/components/stay-offer.tsx';
import { StaySearchForm } from '#web/features/bookings/components/stay-search-form.tsx';
import { StaySearchNotice } from '#web/features/bookings/components/stay-search-notice.tsx';
import { SuiteSets } from '#web/features/bookings/components/suite-sets.tsx';
import {
  type ReservationDraft,
  saveBookingDraft,
} from '#web/features/bookings/lib/booking-draft.ts';
import { stayFieldErrors } from '#web/features/bookings/lib/stay-field-errors.ts';
import { parseStaySearch, staySearchParams } from '#web/features/bookings/lib/stay-search.ts';
import { suitesQueryOptions, useSuites } from '#web/features/suites/api/get-suites.ts';
import { AvailableSuites } from '#web/features/suites/components/available-suites.tsx';
import { EverySuiteResults } from '#web/features/suites/components/every-suite-results.tsx';
import {
  resultsMessages,
  SuiteResultsSection,
} from '#web/features/suites/components/suite-results-section.tsx';
import {
  DEFAULT_SUITE_SORT,
  parseSuiteSort,
  type SuiteSort,
} from '#web/features/suites/lib/suite-order.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { CHOSEN_SUITE_PARAM } from '#web/lib/chosen-suite.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.allSuites.description',
    defaultMessage:
      'Search the twelve suites of {hotel} by date and party size: rates per night in BDT, beds, size and live availability.',
  },
});

const messages = defineMessages({
  eyebrow: { id: 'suites.allSuitesPage.eyebrow', defaultMessage: 'Stay with us' },
  title: { id: 'suites.allSuitesPage.title', defaultMessage: 'Our Suites' },
  intro: {
    id: 'suites.allSuitesPage.intro',
    defaultMessage:
      'Twelve rooms of the old estate, each restored with its own character. Choose your dates and party to find the suite that suits your stay.',
  },
  correctSearch: {
    id: 'suites.allSuitesPage.correctSearch',
    defaultMessage: 'Please correct the search above to see which suites are free for your stay.',
  },
});

/** Search params that are not the search itself: the order, and the suite chosen on the home page. */
const VIEW_PARAMS = ['sort', CHOSEN_SUITE_PARAM] as const;

/** `params` without the view's own params: what the search form starts from. */
function searchOnly(params: URLSearchParams): string {
  const search = new URLSearchParams(params);
  for (const name of VIEW_PARAMS) search.delete(name);
  return search.toString();
}

/** On the server: every suite, and the results of the search in the URL if it is a valid one. */
export function prefetch({ queryClient, url, today }: PrefetchContext) {
  const { search } = parseStaySearch(url.searchParams, today);
  return [
    queryClient.prefetchQuery(suitesQueryOptions()),
    ...(search.kind === 'valid'
      ? [queryClient.prefetchQuery(availabilityQueryOptions(search.stay))]
      : []),
  ];
}

/**
 * The suite search. The search lives in the URL (`?checkIn&checkOut&adults&children`), so it can
 * be shared, bookmarked and reloaded, and the home page's card opens it ready-run. Before any
 * search the page lists every suite; Confirm Booking then asks for dates first. `?sort=` orders
 * the results; `?suite=<id>` (a home gallery's Booking link) marks that suite and offers it first,
 * and is ignored when no such suite is offered.
 */
export default function AllSuitesRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = hotelDay();
  const { search, requestedGuests } = useMemo(
    () => parseStaySearch(params, today),
    [params, today],
  );
  const stay = search.kind === 'valid' ? search.stay : null;
  const sort = parseSuiteSort(params.get('sort'));
  const chosenId = params.get(CHOSEN_SUITE_PARAM);
  const availability = useAvailability(stay);
  const suites = useSuites();
  const checkInRef = useRef<HTMLInputElement>(null);
  const [askForDates, setAskForDates] = useState(false);

  const serverErrors = stay ? stayFieldErrors(availability.error) : {};
  const rejected = Object.keys(serverErrors).length > 0;
  const formErrors = search.kind === 'invalid' ? search.problems : serverErrors;

  const onSearch = (next: Stay) => {
    setAskForDates(false);
    const nextParams = staySearchParams(next);
    for (const name of VIEW_PARAMS) {
      const value = params.get(name);
      if (value !== null) nextParams.set(name, value);
    }
    setParams(nextParams);
  };

  // A new order is the same search seen differently: it replaces the history entry.
  const onSort = (next: SuiteSort) => {
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next === DEFAULT_SUITE_SORT) nextParams.delete('sort');
        else nextParams.set('sort', next);
        return nextParams;
      },
      { replace: true },
    );
  };

  const confirm = (suite: Suite) => {
    if (!stay) {
      setAskForDates(true);
      checkInRef.current?.focus();
      return;
    }
    saveBookingDraft({ suiteId: suite.id, ...stay });
    navigate(paths.booking);
  };

  /** A set of suites for a party no one suite holds, reserved as one on /booking. */
  const reserveSet = (set: ReservationDraft) => {
    saveBookingDraft(set);
    navigate(paths.booking);
  };

  /** A result's stay and Confirm Booking: the searched stay's price, or none before a search. */
  const offerFor = (suite: Suite, offer: { stay: Stay; quote: Quote } | null) => (
    <StayOffer offer={offer} suiteNameId={`suite-${suite.id}`} onConfirm={() => confirm(suite)} />
  );

  const largestCapacity = suites.data
    ? Math.max(0, ...suites.data.map((suite) => suite.capacity))
    : null;

  return (
    <>
      <PageHeader eyebrow={t(messages.eyebrow)} title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <Suspense>
          <StaySearchForm
            // A new search in the URL (a search, the back button, a suggested date) starts the
            // form afresh; a new order does not, so half-typed dates survive it.
            key={`${searchOnly(params)}|${rejected}`}
            initial={search.stay}
            errors={formErrors}
            today={today}
            onSearch={onSearch}
            checkInRef={checkInRef}
            notice={
              <StaySearchNotice askForDates={askForDates} requestedGuests={requestedGuests} />
            }
          />
        </Suspense>
        {stay ? (
          <AvailableSuites
            stay={stay}
            availability={availability}
            rejected={rejected}
            sort={sort}
            onSort={onSort}
            chosenId={chosenId}
            chosenName={suites.data?.find((suite) => suite.id === chosenId)?.name ?? null}
            noneFree={(answer) => (
              <>
                <NoSuitesFree
                  stay={answer.stay}
                  today={today}
                  largestCapacity={largestCapacity}
                  sets={answer.combinations.length}
                />
                <SuiteSets sets={answer.combinations} stay={answer.stay} onReserve={reserveSet} />
              </>
            )}
            offer={offerFor}
          />
        ) : search.kind === 'invalid' ? (
          <SuiteResultsSection title={t(resultsMessages.availableSuites)} busy={false}>
            <p className="py-10 text-center text-ink-muted">{t(messages.correctSearch)}</p>
          </SuiteResultsSection>
        ) : (
          <EverySuiteResults
            suites={suites}
            sort={sort}
            onSort={onSort}
            chosenId={chosenId}
            offer={(suite) => offerFor(suite, null)}
          />
        )}
      </div>
    </>
  );
}
