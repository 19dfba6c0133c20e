import { useSearchParams } from 'react-router';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { MyReviews } from '#web/features/reviews/components/my-reviews.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';

export default function ReviewRoute() {
  useDocumentTitle();
  const user = useCurrentUser().data;
  // The mail after a stay links here with that stay (`?stay=<booking id>`).
  const [searchParams] = useSearchParams();
  return (
    <>
      <DashboardHeading title="Add a Review">
        <p>Tell future guests about your stay; your words appear among our testimonials.</p>
      </DashboardHeading>
      {user ? <MyReviews name={user.name} chosenStay={searchParams.get('stay')} /> : null}
    </>
  );
}
