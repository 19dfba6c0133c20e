import { Suspense } from 'react';
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
