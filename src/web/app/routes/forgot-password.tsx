import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

export default function ForgotPasswordRoute() {
  useDocumentTitle();
  return (
    <FormCard
      eyebrow="Account help"
      title="Forgot Password"
      lead="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login} className={linkClass}>
            Back to Log In
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </FormCard>
  );
}
