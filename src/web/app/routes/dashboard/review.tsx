import { DashboardHeading } from '../../../components/ui/dashboard-heading.tsx';
import { SignInRequired } from '../../../components/ui/sign-in-required.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

export default function ReviewRoute() {
  useDocumentTitle('Review');
  return (
    <>
      <DashboardHeading title="Add a Review">
        <p>Tell future guests about your stay; your words appear among our testimonials.</p>
      </DashboardHeading>
      <SignInRequired title="Sign in to write a review">
        Reviews come from our guests’ accounts, so every testimonial is signed with a real name. Log
        in to share yours.
      </SignInRequired>
    </>
  );
}
