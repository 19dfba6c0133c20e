import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { InboxPanel } from '#web/features/inbox/components/inbox-panel.tsx';
import { OutgoingMail } from '#web/features/mail/components/outgoing-mail.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'staff.inboxPage.title', defaultMessage: 'Inbox' },
  intro: {
    id: 'staff.inboxPage.intro',
    defaultMessage:
      'Messages sent through the contact page, newest first. Reply by email, then mark a message handled so the team knows it has been answered.',
  },
});

export default function InboxRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <InboxPanel hotelName={hotel.name} />
      <OutgoingMail />
    </>
  );
}
