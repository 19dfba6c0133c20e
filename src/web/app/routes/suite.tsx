import BedDouble from 'lucide-react/icons/bed-double';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import Maximize from 'lucide-react/icons/maximize';
import UsersRound from 'lucide-react/icons/users-round';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { SuiteDetail } from '#shared/suite.ts';
import type { PrefetchContext } from '#web/app/pages.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Ornament } from '#web/components/ui/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useQuote } from '#web/features/bookings/api/get-quote.ts';
import {
  type Party,
  partyWithin,
  StaySummary,
} from '#web/features/bookings/components/stay-summary.tsx';
import { type BookingDraft, saveBookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { suiteReviewsQueryOptions } from '#web/features/reviews/api/get-suite-reviews.ts';
import { SuiteReviews } from '#web/features/reviews/components/suite-reviews.tsx';
import { suiteQueryOptions, useSuite } from '#web/features/suites/api/get-suite.ts';
import StayCalendar from '#web/features/suites/components/stay-calendar.tsx';
import { SuitePhotoGallery } from '#web/features/suites/components/suite-photo-gallery.tsx';
import type { DateRange } from '#web/features/suites/lib/stay-picks.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import NotFoundRoute from './not-found.tsx';

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
          title="We could not load this suite"
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
  const refusal =
    quote.error instanceof ApiClientError && quote.error.status === 400
      ? (quote.error.fields.checkOut ??
        quote.error.fields.checkIn ??
        quote.error.fields.adults ??
        quote.error.message)
      : null;

  const photos = suite.photos.length > 0 ? suite.photos : [suite.image];

  const confirm = () => {
    if (!draft) return;
    saveBookingDraft(draft);
    navigate(paths.booking);
  };

  return (
    <article>
      <header className="border-b border-rule bg-ivory-deep">
        <div className="mx-auto max-w-6xl animate-settle px-5 pt-8 pb-12 sm:px-8 sm:pb-16">
          <Link
            to={paths.allSuites}
            className="inline-flex min-h-10 items-center gap-1 text-[0.8rem] font-medium uppercase tracking-[0.16em] text-forest underline decoration-brass underline-offset-[6px] hover:text-brass-dark"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            All suites
          </Link>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
            <div>
              <p className="eyebrow">Suite</p>
              <h1 className="mt-3 text-4xl text-forest sm:text-5xl lg:text-6xl">{suite.name}</h1>
              <Ornament className="mt-5" />
            </div>
            <div className="flex flex-col items-start gap-2 sm:items-end">
              <StarRating value={suite.rating} />
              <p>
                <span className="mr-2 text-xs uppercase tracking-[0.16em] text-ink-muted">
                  From
                </span>
                <span className="font-display text-3xl text-forest">
                  {formatBdt(suite.pricePerNight)}
                </span>
                <span className="ml-2 text-xs uppercase tracking-[0.16em] text-ink-muted">
                  per night
                </span>
              </p>
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
        <SuitePhotoGallery suiteName={suite.name} photos={photos} />

        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
          <p className="text-lg leading-relaxed text-ink-muted">{suite.description}</p>
          <dl className="grid grid-cols-3 gap-4 self-start border-y border-rule py-5 lg:grid-cols-1 lg:gap-5">
            <Fact
              icon={
                <BedDouble
                  aria-hidden="true"
                  className="size-5 text-brass-dark"
                  strokeWidth={1.5}
                />
              }
              term="Bed"
            >
              {suite.bed}
            </Fact>
            <Fact
              icon={
                <UsersRound
                  aria-hidden="true"
                  className="size-5 text-brass-dark"
                  strokeWidth={1.5}
                />
              }
              term="Guests"
            >
              {suite.capacity} Guest
            </Fact>
            <Fact
              icon={
                <Maximize aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
              }
              term="Size"
            >
              {suite.sizeSqft} sqr <span className="sr-only">(square feet)</span>
            </Fact>
          </dl>
        </div>

        <section aria-labelledby={headingId} className="mt-16 sm:mt-20">
          <div className="border-b border-rule pb-4">
            <h2 id={headingId} className="text-3xl text-forest sm:text-4xl">
              Choose your dates
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              Prices are per night, in BDT. Crossed-out days are taken.
            </p>
          </div>
          <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
            <div className="flex flex-col gap-5">
              <StayCalendar
                suiteId={suite.id}
                suiteName={suite.name}
                today={today}
                range={range}
                onChange={setRange}
                labelledBy={headingId}
              />
              {refusal ? (
                <FormAlert>{refusal}</FormAlert>
              ) : quote.isError ? (
                <ErrorState
                  title="We could not price your stay"
                  error={quote.error}
                  onRetry={() => quote.refetch()}
                />
              ) : null}
            </div>
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
          </div>
        </section>

        <section aria-labelledby="suite-reviews" className="mt-16 sm:mt-20">
          <h2
            id="suite-reviews"
            className="border-b border-rule pb-4 text-3xl text-forest sm:text-4xl"
          >
            Guest reviews
          </h2>
          <div className="mt-8">
            <SuiteReviews suiteId={suite.id} suiteName={suite.name} />
          </div>
        </section>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 lg:flex-row lg:items-center lg:justify-between">
      <dt className="flex items-center gap-2 text-xs uppercase tracking-[0.14em] text-ink-muted">
        {icon}
        {term}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function SuiteSkeleton() {
  useDocumentTitle();
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-5 py-12 sm:px-8">
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="mt-8 aspect-[3/2] w-full lg:aspect-[16/9]" />
      <Skeleton className="mt-8 h-24 w-full" />
      <span className="sr-only">Loading the suite…</span>
    </div>
  );
}
