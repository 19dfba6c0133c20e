import { DashboardHeading } from '../../../components/ui/dashboard-heading.tsx';
import { SignInRequired } from '../../../components/ui/sign-in-required.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

export default function ProfileRoute() {
  useDocumentTitle('Profile');
  return (
    <>
      <DashboardHeading title="Profile">
        <p>Your photo, display name, email and phone number.</p>
      </DashboardHeading>
      <SignInRequired title="Sign in to see your profile">
        Log in to view and update your name, phone number and photo.
      </SignInRequired>
    </>
  );
}
