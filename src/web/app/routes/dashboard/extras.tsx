import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ExtrasPanel } from '#web/features/offers/components/extras-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'offers.extrasPage.title', defaultMessage: 'Extras' },
  intro: {
    id: 'offers.extrasPage.intro',
    defaultMessage:
      'The services guests may add to a stay when they reserve, in the order they are shown. A change of price applies to new reservations; bookings keep the price they were quoted.',
  },
});

export default function ExtrasRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <ExtrasPanel />
    </>
  );
}
