import { DashboardHeading } from '../../../components/ui/dashboard-heading.tsx';
import { UserAdminPanel } from '../../../features/users/components/user-admin-panel.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { AdminOnly } from '../../admin-only.tsx';

export default function MakeAdminRoute() {
  useDocumentTitle('Make Admin');
  const user = useCurrentUser().data;
  return (
    <AdminOnly title="Make Admin">
      <DashboardHeading title="Make Admin">
        <p>
          Find a guest or a member of staff by name or email, and grant or revoke admin rights.
          There is always at least one admin.
        </p>
      </DashboardHeading>
      {user ? <UserAdminPanel currentUserId={user.id} /> : null}
    </AdminOnly>
  );
}
