import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { type PrefetchContext, titles } from '#web/app/pages.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { signInProvidersQueryOptions } from '#web/features/auth/api/get-sign-in-providers.ts';
import { LogInForm } from '#web/features/auth/components/log-in-form.tsx';
import { SocialSignIn } from '#web/features/auth/components/social-sign-in.tsx';
import { loginNoticeFrom } from '#web/features/auth/lib/login-notice.ts';
import { socialSignInErrorMessage } from '#web/features/auth/lib/social-sign-in-errors.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';
import { safeRedirectPath } from '#web/lib/redirect-to.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.login.description',
    defaultMessage: 'Log in to {hotel} to see and manage your bookings.',
  },
});

const messages = defineMessages({
  eyebrow: { id: 'auth.loginPage.eyebrow', defaultMessage: 'Welcome back' },
  leadRedirect: {
    id: 'auth.loginPage.leadRedirect',
    defaultMessage: 'Please log in to continue; we will take you straight back.',
  },
  lead: {
    id: 'auth.loginPage.lead',
    defaultMessage: 'Sign in to see your bookings and share your stay.',
  },
  newHere: {
    id: 'auth.loginPage.newHere',
    defaultMessage: 'New to Chandrabati? <link>Create an account</link>',
  },
});

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/** `?redirectTo=` kept on links between the sign-in pages, so the visitor still gets back. */
function withRedirect(path: string, target: string | undefined) {
  return target ? `${path}?${new URLSearchParams({ redirectTo: target })}` : path;
}

/** On the server: the providers this hotel has switched on, so the page renders them at once. */
export function prefetch({ queryClient }: PrefetchContext) {
  return [queryClient.prefetchQuery(signInProvidersQueryOptions())];
}

/**
 * Log In: email and password, or a social provider. A signed-in visitor (including one who has
 * just logged in here) goes on to `?redirectTo=` when it is a page of this site, else home.
 */
export default function LoginRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const currentUser = useCurrentUser();
  const redirectTo = safeRedirectPath(searchParams.get('redirectTo'));
  const socialError = searchParams.get('error');
  const notice = loginNoticeFrom(location.state);

  if (currentUser.data) return <Navigate to={redirectTo ?? paths.home} replace />;

  return (
    <FormCard
      eyebrow={t(messages.eyebrow)}
      title={t(titles.login)}
      lead={t(redirectTo ? messages.leadRedirect : messages.lead)}
      footer={
        <p>
          <Message
            of={messages.newHere}
            values={{
              link: (chunks) => (
                <Link to={withRedirect(paths.signUp, redirectTo)} className={linkClass}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      }
    >
      <div className="grid gap-8">
        {socialError ? <FormAlert>{socialSignInErrorMessage(socialError)}</FormAlert> : null}
        <FormStatus>{notice}</FormStatus>
        <LogInForm forgotPasswordHref={paths.forgotPassword} />
        <SocialSignIn
          callbackURL={redirectTo ?? paths.home}
          errorCallbackURL={withRedirect(paths.login, redirectTo)}
        />
      </div>
    </FormCard>
  );
}
