import { type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { Stay } from '#shared/stay.ts';
import { formatParty, formatStayDate } from '#shared/stay-format.ts';
import type { Suite } from '#shared/suite.ts';
import type { PrefetchContext } from '#web/app/pages.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  availabilityQueryOptions,
  useAvailability,
} from '#web/features/bookings/api/get-availability.ts';
import { NoSuitesFree } from '#web/features/bookings/components/other-dates.tsx';
import { StayOffer } from '#web/features/bookings/components/stay-offer.tsx';
import {
  type StayErrors,
  StaySearchForm,
} from '#web/features/bookings/components/stay-search-form.tsx';
import { saveBookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { parseStaySearch, staySearchParams } from '#web/features/bookings/lib/stay-search.ts';
import { suitesQueryOptions, useSuites } from '#web/features/suites/api/get-suites.ts';
import {
  SuiteResultCard,
  SuiteResultCardSkeleton,
} from '#web/features/suites/components/suite-result-card.tsx';
import { SuiteSortSelect } from '#web/features/suites/components/suite-sort-select.tsx';
import {
  DEFAULT_SUITE_SORT,
  orderSuites,
  parseSuiteSort,
  type SuiteSort,
} from '#web/features/suites/lib/suite-order.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { CHOSEN_SUITE_PARAM } from '#web/lib/chosen-suite.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';

const STAY_FIELDS = ['checkIn', 'checkOut', 'adults', 'children'] as const;

/** Search params that are not the search itself: the order, and the suite chosen on the home page. */
const VIEW_PARAMS = ['sort', CHOSEN_SUITE_PARAM] as const;

/** `params` without the view's own params: what the search form starts from. */
function searchOnly(params: URLSearchParams): string {
  const search = new URLSearchParams(params);
  for (const name of VIEW_PARAMS) search.delete(name);
  return search.toString();
}

/** The server's field messages that belong to the search form. */
function stayFieldErrors(error: unknown): StayErrors {
  if (!(error instanceof ApiClientError)) return {};
  const errors: StayErrors = {};
  for (const field of STAY_FIELDS) {
    const message = error.fields[field];
    if (message) errors[field] = message;
  }
  return errors;
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
  useDocumentTitle();
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
  const sortSelect = <SuiteSortSelect value={sort} onChange={onSort} />;

  const confirm = (suite: Suite) => {
    if (!stay) {
      setAskForDates(true);
      checkInRef.current?.focus();
      return;
    }
    saveBookingDraft({ suiteId: suite.id, ...stay });
    navigate(paths.booking);
  };

  const largestCapacity = suites.data
    ? Math.max(0, ...suites.data.map((suite) => suite.capacity))
    : null;

  const notice = (
    <div role="status" className="empty:hidden">
      {askForDates ? (
        <p className="mb-6 border-l-2 border-brass bg-ivory-deep px-4 py-3 text-ink">
          Choose your dates first: pick Check In and Check Out, press Search, then confirm your
          suite from the results.
        </p>
      ) : null}
      {requestedGuests !== null ? (
        <p className="mb-6 border-l-2 border-brass bg-ivory-deep px-4 py-3 text-ink">
          You asked for {requestedGuests} guests. One booking holds at most 4 adults, so we have
          counted the others as children; change Adult and Children if that is not right.
        </p>
      ) : null}
    </div>
  );

  return (
    <>
      <PageHeader eyebrow="Stay with us" title="Our Suites">
        <p>
          Twelve rooms of the old estate, each restored with its own character. Choose your dates
          and party to find the suite that suits your stay.
        </p>
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
            notice={notice}
          />
        </Suspense>
        {stay ? (
          <SearchResults
            stay={stay}
            today={today}
            availability={availability}
            rejected={rejected}
            largestCapacity={largestCapacity}
            onConfirm={confirm}
            sort={sort}
            sortSelect={sortSelect}
            chosenId={chosenId}
            chosenName={suites.data?.find((suite) => suite.id === chosenId)?.name ?? null}
          />
        ) : search.kind === 'invalid' ? (
          <ResultsSection title="Available Suites" busy={false}>
            <p className="py-10 text-center text-ink-muted">
              Please correct the search above to see which suites are free for your stay.
            </p>
          </ResultsSection>
        ) : (
          <ResultsSection
            title="Available Suites"
            count={suites.data?.length}
            busy={suites.isPending}
            sortSelect={suites.data && suites.data.length > 1 ? sortSelect : null}
          >
            {suites.isPending ? (
              <ResultSkeletons />
            ) : suites.isError ? (
              <ErrorState
                title="We could not load our suites"
                error={suites.error}
                onRetry={() => suites.refetch()}
              />
            ) : suites.data.length === 0 ? (
              <p className="py-12 text-center text-ink-muted">
                No suites are open for booking at the moment. Please call reception.
              </p>
            ) : (
              <ul className="space-y-5 sm:space-y-8">
                {orderSuites(
                  suites.data,
                  sort,
                  (suite) => ({ suite, price: suite.pricePerNight }),
                  chosenId,
                ).map((suite, index) => (
                  <Suspense key={suite.id}>
                    <li>
                      <SuiteResultCard
                        suite={suite}
                        eager={index === 0}
                        chosen={suite.id === chosenId}
                      >
                        <StayOffer
                          offer={null}
                          suiteNameId={`suite-${suite.id}`}
                          onConfirm={() => confirm(suite)}
                        />
                      </SuiteResultCard>
                    </li>
                  </Suspense>
                ))}
              </ul>
            )}
          </ResultsSection>
        )}
      </div>
    </>
  );
}

interface SearchResultsProps {
  stay: Stay;
  today: string;
  availability: ReturnType<typeof useAvailability>;
  rejected: boolean;
  largestCapacity: number | null;
  onConfirm: (suite: Suite) => void;
  sort: SuiteSort;
  sortSelect: ReactNode;
  /** The suite from the URL's `?suite=`, and its name when it is one we offer. */
  chosenId: string | null;
  chosenName: string | null;
}

function SearchResults({
  stay,
  today,
  availability,
  rejected,
  largestCapacity,
  onConfirm,
  sort,
  sortSelect,
  chosenId,
  chosenName,
}: SearchResultsProps) {
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
    <ResultsSection
      title="Available Suites"
      count={data && !stale ? data.suites.length : undefined}
      busy={availability.isPending || stale}
      progress={stale ? `Searching ${summary}…` : undefined}
      subtitle={summary}
      sortSelect={data && data.suites.length > 1 ? sortSelect : null}
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
        <ResultSkeletons />
      ) : data.suites.length === 0 ? (
        <NoSuitesFree stay={stay} today={today} largestCapacity={largestCapacity} />
      ) : (
        <ul
          className={`space-y-5 transition-opacity sm:space-y-8 ${stale ? 'opacity-60' : ''}`}
          inert={stale}
        >
          {results.map(({ suite, quote }, index) => (
            <Suspense key={suite.id}>
              <li>
                <SuiteResultCard suite={suite} eager={index === 0} chosen={suite.id === chosenId}>
                  <StayOffer
                    offer={{ stay: data.stay, quote }}
                    suiteNameId={`suite-${suite.id}`}
                    onConfirm={() => onConfirm(suite)}
                  />
                </SuiteResultCard>
              </li>
            </Suspense>
          ))}
        </ul>
      )}
    </ResultsSection>
  );
}

interface ResultsSectionProps {
  title: string;
  count?: number | undefined;
  busy: boolean;
  /** What the page is doing while `busy`, shown and read out (politely). */
  progress?: string | undefined;
  subtitle?: string;
  sortSelect?: ReactNode;
  children: ReactNode;
}

function ResultsSection({
  title,
  count,
  busy,
  progress,
  subtitle,
  sortSelect,
  children,
}: ResultsSectionProps) {
  return (
    <section aria-labelledby="results-title" className="mt-14">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2 border-b border-rule pb-4">
        <h2 id="results-title" className="text-3xl text-forest sm:text-4xl">
          {title}
          {count !== undefined ? (
            <span className="font-sans text-lg text-ink-muted"> ({count})</span>
          ) : null}
        </h2>
        {count === undefined && busy ? <Skeleton className="h-5 w-16" /> : null}
        {subtitle ? <p className="text-sm text-ink-muted">{subtitle}</p> : null}
      </div>
      {sortSelect ? <div className="mt-4 flex justify-end">{sortSelect}</div> : null}
      <p role="status" className={progress ? 'mt-4 text-sm text-ink-muted' : 'sr-only'}>
        {progress ??
          (count !== undefined ? `${count} ${count === 1 ? 'suite' : 'suites'} found.` : '')}
      </p>
      {/* The status stays outside the busy part: screen readers hold back news from inside it. */}
      <div className="mt-8" aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}

function ResultSkeletons() {
  return (
    <div className="space-y-8">
      <SuiteResultCardSkeleton />
      <SuiteResultCardSkeleton />
    </div>
  );
}
