import { type ReactNode, useContext } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PageAccess } from '#shared/pages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StaffOnly } from '#web/components/ui/staff-only.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { PageHeadDefaultsContext } from '#web/lib/page-head.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';

/**
 * What the `access` of a page (or of a layout: src/shared/pages.ts) lets through, for every
 * route in one place (router.tsx). A visitor is sent to log in and brought back after; a guest
 * on a staff page sees its heading and why it is closed, and nothing of its content: the page's
 * own queries never start (the server refuses them anyway).
 */
export function AccessGuard({ access, children }: { access: PageAccess; children: ReactNode }) {
  if (access === 'public') return children;
  return <SignedIn staffOnly={access === 'admin'}>{children}</SignedIn>;
}

function SignedIn({ staffOnly, children }: { staffOnly: boolean; children: ReactNode }) {
  const currentUser = useCurrentUser();
  const location = useLocation();

  if (currentUser.isPending) return <SessionSkeleton />;
  if (currentUser.isError) {
    return (
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        <ErrorState
          title="We could not check your sign-in"
          error={currentUser.error}
          onRetry={() => currentUser.refetch()}
        />
      </div>
    );
  }
  const user = currentUser.data;
  if (!user) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  if (staffOnly && user.role !== 'admin') return <ForStaff />;
  return children;
}

/** A staff page as a guest sees it: its heading (so they know where they are), and why not. */
function ForStaff() {
  useDocumentTitle();
  const { title = '' } = useContext(PageHeadDefaultsContext);
  return (
    <>
      <DashboardHeading title={title} />
      <StaffOnly />
    </>
  );
}

/**
 * While the session is read: the frame of the dashboard, where the signed-in pages live, so
 * nothing jumps when it arrives.
 */
function SessionSkeleton() {
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
        <span className="sr-only">Loading your dashboard…</span>
      </div>
    </div>
  );
}
