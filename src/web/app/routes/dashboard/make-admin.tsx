import { defineMessages } from '#shared/messages.ts';
import { titles } from '#web/app/pages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ProviderSetupPanel } from '#web/features/auth/components/provider-setup-panel.tsx';
import { UserAdminPanel } from '#web/features/users/components/user-admin-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  lead: {
    id: 'users.makeAdminPage.lead',
    defaultMessage:
      'Find a guest or a member of staff by name or email, and grant or revoke admin rights. There is always at least one admin.',
  },
});

export default function MakeAdminRoute() {
  useDocumentTitle();
  const user = useCurrentUser().data;
  return (
    <>
      <DashboardHeading title={t(titles.dashboardAdmin)}>
        <p>{t(messages.lead)}</p>
      </DashboardHeading>
      {user ? <UserAdminPanel currentUserId={user.id} /> : null}
      <ProviderSetupPanel />
    </>
  );
}
