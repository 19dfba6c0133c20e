import { Link } from 'react-router';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { titles } from '#web/app/pages.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { authMessages } from '#web/features/auth/lib/auth-messages.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.forgotPassword.description',
    defaultMessage: 'Ask for a link to choose a new password for your {hotel} account.',
  },
});

const messages = defineMessages({
  lead: {
    id: 'auth.forgotPasswordPage.lead',
    defaultMessage:
      'Enter the email you signed up with and we will send you a link to choose a new password.',
  },
  remembered: {
    id: 'auth.forgotPasswordPage.remembered',
    defaultMessage: 'Remembered it? <link>Back to Log In</link>',
  },
});

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

export default function ForgotPasswordRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  return (
    <FormCard
      eyebrow={t(authMessages.accountHelp)}
      title={t(titles.forgotPassword)}
      lead={t(messages.lead)}
      footer={
        <p>
          <Message
            of={messages.remembered}
            values={{
              link: (chunks) => (
                <Link to={paths.login} className={linkClass}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      }
    >
      <ForgotPasswordForm />
    </FormCard>
  );
}
