import { hotel } from '#shared/hotel.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { InboxPanel } from '#web/features/inbox/components/inbox-panel.tsx';
import { OutgoingMail } from '#web/features/mail/components/outgoing-mail.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function InboxRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title="Inbox">
        <p>
          Messages sent through the contact page, newest first. Reply by email, then mark a message
          handled so the team knows it has been answered.
        </p>
      </DashboardHeading>
      <InboxPanel hotelName={hotel.name} />
      <OutgoingMail />
    </>
  );
}
