import { Suspense } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { firstNameOf } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { forgetCurrentUser, useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';
import { useSignOut } from '#web/lib/sign-out.ts';

const messages = defineMessages({
  logIn: { id: 'layout.account.logIn', defaultMessage: 'Log In' },
  signOut: { id: 'layout.account.signOut', defaultMessage: 'Sign Out' },
  signingOut: { id: 'layout.account.signingOut', defaultMessage: 'Signing Out…' },
  retrySignOut: { id: 'layout.account.retrySignOut', defaultMessage: 'Retry Sign Out' },
  signOutFailed: {
    id: 'layout.account.signOutFailed',
    defaultMessage: 'We could not sign you out. Check your connection and try again.',
  },
  signedInAs: { id: 'layout.account.signedInAs', defaultMessage: 'Signed in as {name}' },
  yourProfile: { id: 'layout.account.yourProfile', defaultMessage: 'Your profile ({firstName})' },
});

interface AccountLinkProps {
  className: (state: { isActive: boolean }) => string;
  onNavigate?: () => void;
  /** Shows the signed-in user's photo or initials before Sign Out, linking to their profile. */
  showAvatar?: boolean;
}

/**
 * The last item of the navigation: Log In for a visitor, Sign Out (which signs out and goes to
 * /login) for a signed-in user. While the session is being read it keeps its place, empty, so
 * nothing jumps. A Suspense boundary of its own: the server fills it in for each visitor on a
 * page it prerendered for everyone (decision 043).
 */
export function AccountLink(props: AccountLinkProps) {
  return (
    <Suspense fallback={<AccountPlaceholder className={props.className} />}>
      <SessionAccountLink {...props} />
    </Suspense>
  );
}

/** The link's place, kept empty while the session is being read. */
function AccountPlaceholder({ className }: Pick<AccountLinkProps, 'className'>) {
  return (
    <span aria-hidden="true" className={`${className({ isActive: false })} invisible`}>
      {t(messages.logIn)}
    </span>
  );
}

function SessionAccountLink({ className, onNavigate, showAvatar = false }: AccountLinkProps) {
  const currentUser = useCurrentUser();
  const signOut = useSignOut();
  const untilHydrated = useDisabledUntilHydrated(signOut.isPending);
  const navigate = useNavigate();
  const user = currentUser.data;

  if (currentUser.isPending) return <AccountPlaceholder className={className} />;

  if (!user) {
    return (
      <NavLink to={paths.login} className={className} onClick={onNavigate}>
        {t(messages.logIn)}
      </NavLink>
    );
  }

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate(paths.login),
      onError: (error) => {
        // A session that had already ended cannot be ended again: the visitor is signed out.
        if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) {
          forgetCurrentUser();
          navigate(paths.login);
        }
      },
    });

  const signOutButton = (
    <>
      <button
        type="button"
        onClick={onSignOut}
        {...untilHydrated}
        className={`${className({ isActive: false })} cursor-pointer disabled:cursor-wait disabled:opacity-70 ${showAvatar ? '' : 'w-full text-left'}`}
      >
        {t(
          signOut.isPending
            ? messages.signingOut
            : signOut.isError
              ? messages.retrySignOut
              : messages.signOut,
        )}
      </button>
      {signOut.isError ? (
        <span role="alert" className="sr-only">
          {t(messages.signOutFailed)}
        </span>
      ) : null}
    </>
  );
  if (!showAvatar) return signOutButton;

  const firstName = firstNameOf(user.name);
  return (
    <span className="inline-flex items-center gap-4">
      <Link
        to={paths.dashboardProfile}
        title={t(messages.signedInAs, { name: user.name })}
        className="inline-flex rounded-full ring-1 ring-brass/40 transition-shadow hover:ring-2 hover:ring-brass"
      >
        <Avatar name={user.name} image={user.image} size="sm" />
        <span className="sr-only">{t(messages.yourProfile, { firstName })}</span>
      </Link>
      {signOutButton}
    </span>
  );
}
