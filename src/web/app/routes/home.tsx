import { Suspense } from 'react';
import type { PrefetchContext } from '#web/app/pages.ts';
import { Hero } from '#web/features/home/components/hero.tsx';
import { AvailabilityCard } from '#web/features/suites/components/availability-card.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { laterPart } from '#web/lib/later-part.tsx';

/**
 * Below the first screen: on the page from the start (the server renders it), its code fetched
 * once the visitor scrolls or it comes into view, so the first screen's code is all the first
 * load carries.
 */
const BelowTheFold = laterPart('home', () => import('./home-below-the-fold.tsx'));

/**
 * On the server: the suites and the reviews the page shows further down, which the hotel's
 * structured data (home-below-the-fold.tsx) sums up in the HTML itself: its price range and
 * rating. Imported when asked, so their code stays out of the browser's first view (the part
 * below the fold that shows them brings it).
 */
export function prefetch({ queryClient }: PrefetchContext) {
  return [
    import('#web/features/suites/api/get-suites.ts').then(({ suitesQueryOptions }) =>
      queryClient.prefetchQuery(suitesQueryOptions()),
    ),
    import('#web/features/reviews/api/get-reviews.ts').then(({ reviewsQueryOptions }) =>
      queryClient.prefetchQuery(reviewsQueryOptions()),
    ),
  ];
}

/** The home page: the hero with the availability search, then the sections below it. */
export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <Hero>
        <AvailabilityCard />
      </Hero>
      <div data-later-part="home">
        <Suspense>
          <BelowTheFold />
        </Suspense>
      </div>
    </>
  );
}
