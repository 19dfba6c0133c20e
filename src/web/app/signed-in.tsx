import { type ReactNode, useContext } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { StaffOnly, StaffTwoFactorNeeded } from '#web/components/ui/staff-only.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';
import { PageHeadDefaultsContext } from '#web/lib/page-head.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';
import { useSignOut } from '#web/lib/sign-out.ts';
import { SessionSkeleton } from './access-guard.tsx';

const messages = defineMessages({
  checkFailed: { id: 'ui.signedIn.checkFailed', defaultMessage: 'We could not check your sign-in' },
});

/** The check behind AccessGuard (access-guard.tsx) for a page that needs a signed-in user. */
export default function SignedIn({
  staffOnly,
  children,
}: {
  staffOnly: boolean;
  children: ReactNode;
}) {
  const currentUser = useCurrentUser();
  const location = useLocation();

  if (currentUser.isPending) return <SessionSkeleton />;
  if (currentUser.isError) {
    return (
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        <ErrorState
          title={t(messages.checkFailed)}
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
  if (staffOnly && user.staffNeedsTwoFactor) {
    return <ForStaff twoFactor={{ enabled: user.twoFactorEnabled === true }} />;
  }
  return children;
}

/**
 * A staff page as a guest sees it, or an admin without the second factor the hotel requires:
 * its heading (so they know where they are), and why not.
 */
function ForStaff({ twoFactor }: { twoFactor?: { enabled: boolean } }) {
  useDocumentTitle();
  const { title } = useContext(PageHeadDefaultsContext);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <DashboardHeading title={title ? t(title) : ''} />
      {twoFactor ? (
        <StaffTwoFactorNeeded
          enabled={twoFactor.enabled}
          onSignInAgain={() =>
            signOut.mutate(undefined, {
              onSuccess: () => navigate(loginPathFor(location.pathname + location.search)),
            })
          }
        />
      ) : (
        <StaffOnly />
      )}
    </>
  );
}
