import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { MyReviews } from '#web/features/reviews/components/my-reviews.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';

export default function ReviewRoute() {
  useDocumentTitle();
  const user = useCurrentUser().data;
  return (
    <>
      <DashboardHeading title="Add a Review">
        <p>Tell future guests about your stay; your words appear among our testimonials.</p>
      </DashboardHeading>
      {user ? <MyReviews name={user.name} /> : null}
    </>
  );
}
