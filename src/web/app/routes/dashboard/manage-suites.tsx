import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ManageSuitesPanel } from '#web/features/suites/components/manage-suites-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'suitesAdmin.manageSuitesPage.title', defaultMessage: 'Manage Suites' },
  intro: {
    id: 'suitesAdmin.manageSuitesPage.intro',
    defaultMessage:
      'Every suite with its nightly price, bed and size. Edit one and its photos, archive it to take it off sale while keeping its bookings, or delete one that was never booked.',
  },
});

export default function ManageSuitesRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <ManageSuitesPanel />
    </>
  );
}
