import { lazy, type ReactNode, Suspense } from 'react';
import { defineMessages } from '#shared/messages.ts';
import type { PageAccess } from '#shared/pages.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  loading: { id: 'ui.accessGuard.loading', defaultMessage: 'Loading your dashboard…' },
});

/**
 * What the `access` of a page (or of a layout: src/shared/pages.ts) lets through, for every
 * route in one place (router.tsx). A visitor is sent to log in and brought back after; a guest
 * on a staff page sees its heading and why it is closed, and nothing of its content: the page's
 * own queries never start (the server refuses them anyway). The check itself is fetched with the
 * first page that needs it: public pages, the first view of most visits, never do.
 */
export function AccessGuard({ access, children }: { access: PageAccess; children: ReactNode }) {
  if (access === 'public') return children;
  return (
    <Suspense fallback={<SessionSkeleton />}>
      <SignedIn staffOnly={access === 'admin'}>{children}</SignedIn>
    </Suspense>
  );
}

const loadSignedIn = () => import('./signed-in.tsx');
const SignedIn = lazy(loadSignedIn);

/** Fetches the check's code ahead of a page that needs it. */
export function preloadAccessGuard(access: PageAccess): Promise<unknown> | undefined {
  return access === 'public' ? undefined : loadSignedIn();
}

/**
 * While the session is read: the frame of the dashboard, where the signed-in pages live, so
 * nothing jumps when it arrives.
 */
export function SessionSkeleton() {
  return (
    <div
      aria-busy="true"
      className="mx-auto flex max-w-7xl flex-col lg:flex-row lg:gap-10 lg:px-8 lg:py-12"
    >
      <div className="h-14 bg-forest lg:h-96 lg:w-64 lg:shrink-0" />
      <div className="min-w-0 flex-1 px-5 py-10 sm:px-8 lg:px-0 lg:py-0">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="mt-4 h-10 w-64" />
        <Skeleton className="mt-10 h-64 w-full" />
        <span className="sr-only">{t(messages.loading)}</span>
      </div>
    </div>
  );
}
