import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { PageErrorBoundary } from '#web/app/route-error.tsx';
import { ScrollRestoration } from '#web/app/scroll-restoration.tsx';
import { Footer } from '#web/components/layout/footer.tsx';
import { LanguageOffer } from '#web/components/layout/language-offer.tsx';
import { Navbar } from '#web/components/layout/navbar.tsx';
import { SkipLink } from '#web/components/layout/skip-link.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  loading: { id: 'layout.loading', defaultMessage: 'Loading…' },
});

/** Navigation, the page, the footer: the frame of every page. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Each part of the frame a boundary of its own: React hydrates them one by one, the one a
          visitor touches first. */}
      <Suspense>
        <Navbar />
      </Suspense>
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary resetKey={pathname}>
          {/* A boundary for each part of the site, keyed by the path's first segment, so the
              dashboard's frame (and its menu's scroll on a phone) stays while its pages change,
              under a boundary of its own. */}
          <Suspense key={pathname.split('/')[1]} fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ScrollRestoration />
      <LanguageOffer />
    </div>
  );
}

/** Shown while a page's code loads: the frame already stands, so nothing jumps. */
function PageSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
      <Skeleton className="mx-auto h-4 w-32" />
      <Skeleton className="mx-auto mt-6 h-12 w-3/4 max-w-xl" />
      <Skeleton className="mt-16 h-72 w-full" />
      <span className="sr-only">{t(messages.loading)}</span>
    </div>
  );
}
