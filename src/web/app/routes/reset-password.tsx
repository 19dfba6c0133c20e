import LinkIcon from 'lucide-react/icons/link';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { titles } from '#web/app/pages.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { authMessages } from '#web/features/auth/lib/auth-messages.ts';
import { loginNoticeState } from '#web/features/auth/lib/login-notice.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.resetPassword.description',
    defaultMessage: 'Choose a new password for your account.',
  },
});

const messages = defineMessages({
  leadInvalid: {
    id: 'auth.resetPasswordPage.leadInvalid',
    defaultMessage: 'Reset links work once, for one hour.',
  },
  lead: {
    id: 'auth.resetPasswordPage.lead',
    defaultMessage:
      'Choose a new password. Every device signed in to your account will be signed out.',
  },
  backToLogIn: { id: 'auth.resetPasswordPage.backToLogIn', defaultMessage: 'Back to Log In' },
  /** The server's words for a used or expired link, shown the same whichever way we learn it. */
  invalidLink: {
    id: 'auth.resetPasswordPage.invalidLink',
    defaultMessage: 'This link is invalid or has expired. Ask for a new one.',
  },
  askAgain: { id: 'auth.resetPasswordPage.askAgain', defaultMessage: 'Ask for a New Link' },
  changed: {
    id: 'auth.resetPasswordPage.changed',
    defaultMessage:
      'Your password has been changed and every device has been signed out. Log in with your new password.',
  },
});

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/**
 * Where the mailed link lands: `?token=…` to choose a new password, or `?error=INVALID_TOKEN`
 * when the link is used or expired.
 */
export default function ResetPasswordRoute() {
  useDocumentTitle(undefined, t(head.description));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const [linkInvalid, setLinkInvalid] = useState(Boolean(searchParams.get('error')) || !token);

  return (
    <FormCard
      eyebrow={t(authMessages.accountHelp)}
      title={t(titles.resetPassword)}
      lead={t(linkInvalid ? messages.leadInvalid : messages.lead)}
      footer={
        <p>
          <Link to={paths.login} className={linkClass}>
            {t(messages.backToLogIn)}
          </Link>
        </p>
      }
    >
      {linkInvalid || !token ? (
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full border border-brass/50 text-brass-dark">
            <LinkIcon aria-hidden="true" className="size-6" strokeWidth={1.5} />
          </span>
          <p className="text-lg text-ink">{t(messages.invalidLink)}</p>
          <ButtonLink to={paths.forgotPassword} className="mt-2">
            {t(messages.askAgain)}
          </ButtonLink>
        </div>
      ) : (
        <ResetPasswordForm
          token={token}
          onInvalidLink={() => setLinkInvalid(true)}
          onDone={() =>
            navigate(paths.login, {
              replace: true,
              state: loginNoticeState(t(messages.changed)),
            })
          }
        />
      )}
    </FormCard>
  );
}
