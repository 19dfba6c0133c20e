import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import type { SuiteDetail } from '#shared/suite.ts';
import type { PrefetchContext } from '#web/app/pages.ts';
import { SuiteStructuredData } from '#web/components/seo/suite-structured-data.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useQuote } from '#web/features/bookings/api/get-quote.ts';
import {
  type Party,
  partyWithin,
  StaySummary,
} from '#web/features/bookings/components/stay-summary.tsx';
import { type BookingDraft, saveBookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { quoteRefusal } from '#web/features/bookings/lib/quote-refusal.ts';
import { suiteReviewsQueryOptions } from '#web/features/reviews/api/get-suite-reviews.ts';
import { SuiteReviews } from '#web/features/reviews/components/suite-reviews.tsx';
import { suiteQueryOptions, useSuite } from '#web/features/suites/api/get-suite.ts';
import { SuiteDatesSection } from '#web/features/suites/components/suite-dates-section.tsx';
import { SuiteHeader } from '#web/features/suites/components/suite-header.tsx';
import { SuiteOverview } from '#web/features/suites/components/suite-overview.tsx';
import { SuitePhotoGallery } from '#web/features/suites/components/suite-photo-gallery.tsx';
import type { DateRange } from '#web/features/suites/lib/stay-picks.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';
import NotFoundRoute from './not-found.tsx';

const messages = defineMessages({
  failed: { id: 'suites.suitePage.failed', defaultMessage: 'We could not load this suite' },
  quoteFailed: {
    id: 'suites.suitePage.quoteFailed',
    defaultMessage: 'We could not price your stay',
  },
  reviews: { id: 'suites.suitePage.reviews', defaultMessage: 'Guest reviews' },
  loading: { id: 'suites.suitePage.loading', defaultMessage: 'Loading the suite…' },
});

/** The suite's id from a `/suites/:id` path. */
function suiteIdIn(pathname: string): string {
  return decodeURIComponent(pathname.split('/')[2] ?? '');
}

/** On the server: the suite and its reviews, both public reads (the page is kept like them). */
export function prefetch({ queryClient, url }: PrefetchContext) {
  const id = suiteIdIn(url.pathname);
  return [
    queryClient.prefetchQuery(suiteQueryOptions(id)),
    queryClient.prefetchQuery(suiteReviewsQueryOptions(id)),
  ];
}

/**
 * One suite's page, `/suites/:id`, to share and to book from: its photos, what it is, a
 * calendar of its nights with their prices to choose a stay on, the server's price of that stay
 * and Confirm Booking, and its guests' reviews. An unknown or archived suite is the 404 page.
 */
export default function SuiteRoute() {
  const { id = '' } = useParams();
  const suite = useSuite(id);
  if (suite.isPending) return <SuiteSkeleton />;
  if (suite.isError) {
    return (
      <div className="mx-auto max-w-6xl px-5 py-24 sm:px-8">
        <ErrorState
          title={t(messages.failed)}
          error={suite.error}
          onRetry={() => suite.refetch()}
        />
      </div>
    );
  }
  if (suite.data === null) return <NotFoundRoute />;
  // A new suite starts a new plan: nothing chosen for one suite carries over to another.
  return <SuitePage key={suite.data.id} suite={suite.data} />;
}

/** The first sentence or so of a description, for search results and link previews. */
function summaryOf(description: string): string {
  return description.length <= 160 ? description : `${description.slice(0, 157).trimEnd()}…`;
}

function SuitePage({ suite }: { suite: SuiteDetail }) {
  useDocumentTitle(suite.name, summaryOf(suite.description));
  const navigate = useNavigate();
  const today = hotelDay();
  const headingId = useId();
  const [range, setRange] = useState<DateRange | null>(null);
  const [party, setParty] = useState<Party>(() =>
    partyWithin({ adults: 2, children: 0 }, suite.capacity),
  );
  const dates = range?.checkOut ? { checkIn: range.checkIn, checkOut: range.checkOut } : null;
  const draft: BookingDraft | null = dates ? { suiteId: suite.id, ...dates, ...party } : null;
  const quote = useQuote(draft);
  const refusal = quoteRefusal(quote.error);

  const photos = suite.photos.length > 0 ? suite.photos : [suite.image];

  const confirm = () => {
    if (!draft) return;
    saveBookingDraft(draft);
    navigate(paths.booking);
  };

  return (
    <article>
      <SuiteStructuredData suite={suite} />
      <SuiteHeader suite={suite} />

      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
        <SuitePhotoGallery suiteName={suite.name} photos={photos} />

        <SuiteOverview suite={suite} />

        <SuiteDatesSection
          headingId={headingId}
          suite={suite}
          today={today}
          range={range}
          onRangeChange={setRange}
          notice={
            refusal ? (
              <FormAlert>{refusal}</FormAlert>
            ) : quote.isError ? (
              <ErrorState
                title={t(messages.quoteFailed)}
                error={quote.error}
                onRetry={() => quote.refetch()}
              />
            ) : null
          }
          summary={
            <StaySummary
              suiteName={suite.name}
              capacity={suite.capacity}
              dates={dates}
              party={party}
              onPartyChange={setParty}
              quote={quote.data}
              pending={draft !== null && quote.isPending}
              refused={refusal !== null}
              onConfirm={confirm}
            />
          }
        />

        <section aria-labelledby="suite-reviews" className="mt-16 sm:mt-20">
          <h2
            id="suite-reviews"
            className="border-b border-rule pb-4 text-3xl text-forest sm:text-4xl"
          >
            {t(messages.reviews)}
          </h2>
          <div className="mt-8">
            <SuiteReviews suiteId={suite.id} suiteName={suite.name} />
          </div>
        </section>
      </div>
    </article>
  );
}

function SuiteSkeleton() {
  useDocumentTitle();
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-5 py-12 sm:px-8">
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="mt-8 aspect-[3/2] w-full lg:aspect-[16/9]" />
      <Skeleton className="mt-8 h-24 w-full" />
      <span className="sr-only">{t(messages.loading)}</span>
    </div>
  );
}
