import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ReviewModerationPanel } from '#web/features/reviews/components/review-moderation-panel.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'reviews.managePage.title', defaultMessage: 'Manage Reviews' },
  intro: {
    id: 'reviews.managePage.intro',
    defaultMessage:
      'Every review, newest first. Hide one to take it off the site (its author still sees it, marked hidden); show it again at any time.',
  },
});

export default function ManageReviewsRoute() {
  useDocumentTitle();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      <ReviewModerationPanel />
    </>
  );
}
