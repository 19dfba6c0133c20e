import { Link, Navigate, useSearchParams } from 'react-router';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { type PrefetchContext, titles } from '#web/app/pages.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { signInProvidersQueryOptions } from '#web/features/auth/api/get-sign-in-providers.ts';
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx';
import { SocialSignIn } from '#web/features/auth/components/social-sign-in.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';
import { safeRedirectPath } from '#web/lib/redirect-to.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.signUp.description',
    defaultMessage: 'Create your {hotel} account to book suites and manage your stays.',
  },
});

const messages = defineMessages({
  eyebrow: { id: 'auth.signUpPage.eyebrow', defaultMessage: 'Join us' },
  lead: {
    id: 'auth.signUpPage.lead',
    defaultMessage: 'Create an account to book suites and keep your stays in one place.',
  },
  haveAccount: {
    id: 'auth.signUpPage.haveAccount',
    defaultMessage: 'Already have an account? <link>Log In</link>',
  },
});

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/** On the server: the providers this hotel has switched on, so the page renders them at once. */
export function prefetch({ queryClient }: PrefetchContext) {
  return [queryClient.prefetchQuery(signInProvidersQueryOptions())];
}

/** Sign Up; once the new account is signed in, on to `?redirectTo=` or home (spec: home). */
export default function SignUpRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  const [searchParams] = useSearchParams();
  const currentUser = useCurrentUser();
  const redirectTo = safeRedirectPath(searchParams.get('redirectTo'));
  const loginHref = redirectTo
    ? `${paths.login}?${new URLSearchParams({ redirectTo })}`
    : paths.login;

  if (currentUser.data) return <Navigate to={redirectTo ?? paths.home} replace />;

  return (
    <FormCard
      eyebrow={t(messages.eyebrow)}
      title={t(titles.signUp)}
      lead={t(messages.lead)}
      footer={
        <p>
          <Message
            of={messages.haveAccount}
            values={{
              link: (chunks) => (
                <Link to={loginHref} className={linkClass}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      }
    >
      <div className="grid gap-8">
        <SignUpForm />
        <SocialSignIn callbackURL={redirectTo ?? paths.home} errorCallbackURL={loginHref} />
      </div>
    </FormCard>
  );
}
