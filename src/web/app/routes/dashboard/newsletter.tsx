import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { SubscriberList } from '#web/features/newsletter/components/subscriber-list.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function NewsletterRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title="Newsletter">
        <p>
          Everyone on the seasonal letter’s list, newest first. The CSV holds every address that
          matches the search; each download is recorded under Activity.
        </p>
      </DashboardHeading>
      <SubscriberList />
    </>
  );
}
