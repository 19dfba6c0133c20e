import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ActivityLog } from '#web/features/audit/components/activity-log.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'staff.activityPage.title', defaultMessage: 'Activity' },
  intro: {
    id: 'staff.activityPage.intro',
    defaultMessage:
      'What admins have done, newest first: role changes, suites added, edited, archived or deleted, bookings cancelled for guests, inbox actions, reviews hidden or shown and newsletter downloads, with what changed.',
  },
});

export default function ActivityRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <ActivityLog />
    </>
  );
}
