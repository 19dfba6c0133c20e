import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ProviderSetupPanel } from '#web/features/auth/components/provider-setup-panel.tsx';
import { UserAdminPanel } from '#web/features/users/components/user-admin-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';

export default function MakeAdminRoute() {
  useDocumentTitle();
  const user = useCurrentUser().data;
  return (
    <>
      <DashboardHeading title="Make Admin">
        <p>
          Find a guest or a member of staff by name or email, and grant or revoke admin rights.
          There is always at least one admin.
        </p>
      </DashboardHeading>
      {user ? <UserAdminPanel currentUserId={user.id} /> : null}
      <ProviderSetupPanel />
    </>
  );
}
