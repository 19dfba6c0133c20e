import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { Navbar } from '../../components/layout/navbar.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** Navigation, the page, the footer: the frame of every page. */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first page's code loads: the frame already, so nothing jumps. */
export function RootFallback() {
  return (
    <RootLayout>
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
        <Skeleton className="mx-auto h-4 w-32" />
        <Skeleton className="mx-auto mt-6 h-12 w-3/4 max-w-xl" />
        <Skeleton className="mt-16 h-72 w-full" />
      </div>
    </RootLayout>
  );
}
