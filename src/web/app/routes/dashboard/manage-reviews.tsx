import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ReviewModerationPanel } from '#web/features/reviews/components/review-moderation-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function ManageReviewsRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title="Manage Reviews">
        <p>
          Every review, newest first. Hide one to take it off the site (its author still sees it,
          marked hidden); show it again at any time.
        </p>
      </DashboardHeading>
      <ReviewModerationPanel />
    </>
  );
}
