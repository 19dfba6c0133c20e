import { DashboardHeading } from '../../../components/ui/dashboard-heading.tsx';
import { SignInRequired } from '../../../components/ui/sign-in-required.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

export default function MakeAdminRoute() {
  useDocumentTitle('Make Admin');
  return (
    <>
      <DashboardHeading title="Make Admin">
        <p>Find a member of staff by email and grant or revoke admin rights.</p>
      </DashboardHeading>
      <SignInRequired title="Admins only">
        Managing who can administer the site needs an admin sign-in. Log in with an admin account to
        continue.
      </SignInRequired>
    </>
  );
}
