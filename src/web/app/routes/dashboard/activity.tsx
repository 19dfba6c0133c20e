import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ActivityLog } from '#web/features/audit/components/activity-log.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function ActivityRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title="Activity">
        <p>
          What admins have done, newest first: role changes, suites added, edited, archived or
          deleted, bookings cancelled for guests, inbox actions, reviews hidden or shown and
          newsletter downloads, with what changed.
        </p>
      </DashboardHeading>
      <ActivityLog />
    </>
  );
}
