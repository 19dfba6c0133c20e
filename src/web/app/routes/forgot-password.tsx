import { Link } from 'react-router';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.forgotPassword.description',
    defaultMessage: 'Ask for a link to choose a new password for your {hotel} account.',
  },
});

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

export default function ForgotPasswordRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
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
