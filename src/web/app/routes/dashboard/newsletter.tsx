import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { SubscriberList } from '#web/features/newsletter/components/subscriber-list.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'newsletter.dashboard.title', defaultMessage: 'Newsletter' },
  lead: {
    id: 'newsletter.dashboard.lead',
    defaultMessage:
      'Everyone on the seasonal letter’s list, newest first. The CSV holds every address that matches the search; each download is recorded under Activity.',
  },
});

export default function NewsletterRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.lead)}</p>
      </DashboardHeading>
      <SubscriberList />
    </>
  );
}
