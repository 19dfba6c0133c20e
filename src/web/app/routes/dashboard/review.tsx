import { useSearchParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { MyReviews } from '#web/features/reviews/components/my-reviews.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'reviews.reviewPage.title', defaultMessage: 'Add a Review' },
  intro: {
    id: 'reviews.reviewPage.intro',
    defaultMessage: 'Tell future guests about your stay; your words appear among our testimonials.',
  },
});

export default function ReviewRoute() {
  useDocumentTitle();
  const user = useCurrentUser().data;
  // The mail after a stay links here with that stay (`?stay=<booking id>`).
  const [searchParams] = useSearchParams();
  return (
    <>
      <DashboardHeading title={t(messages.title)}>
        <p>{t(messages.intro)}</p>
      </DashboardHeading>
      {user ? <MyReviews name={user.name} chosenStay={searchParams.get('stay')} /> : null}
    </>
  );
}
