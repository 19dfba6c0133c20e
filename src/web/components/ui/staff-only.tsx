import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { t } from '#web/lib/intl.ts';
import { Button, ButtonLink } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const messages = defineMessages({
  title: { id: 'ui.staffOnly.title', defaultMessage: 'This page is for hotel staff' },
  toBookings: { id: 'ui.staffOnly.toBookings', defaultMessage: 'Go to your bookings' },
  text: {
    id: 'ui.staffOnly.text',
    defaultMessage:
      'Your account is a guest account, so this page is not available to you. If you work at the hotel, ask an administrator to give your account staff access.',
  },
});

/** What a signed-in guest sees on a page for the hotel's staff: why, and where to go instead. */
export function StaffOnly() {
  return (
    <div className="mt-10 border border-rule bg-ivory">
      <EmptyState
        icon={ShieldAlert}
        title={t(messages.title)}
        action={
          <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="mt-2">
            {t(messages.toBookings)}
          </ButtonLink>
        }
      >
        <p>{t(messages.text)}</p>
      </EmptyState>
    </div>
  );
}

const twoFactorMessages = defineMessages({
  title: {
    id: 'ui.staffTwoFactor.title',
    defaultMessage: 'Staff work needs two-step sign-in',
  },
  setUpText: {
    id: 'ui.staffTwoFactor.setUpText',
    defaultMessage:
      'An admin account can change every booking and read every guest’s details, so the hotel asks for a code from an authenticator app after the password. Set it up on your profile, then come back.',
  },
  setUp: { id: 'ui.staffTwoFactor.setUp', defaultMessage: 'Set up two-step sign-in' },
  signInText: {
    id: 'ui.staffTwoFactor.signInText',
    defaultMessage:
      'You are signed in without your authenticator’s code (with a sign-in provider, or from before two-step sign-in was required). Log out and log in again with your password and code.',
  },
  signIn: { id: 'ui.staffTwoFactor.signIn', defaultMessage: 'Log in with your code' },
});

/**
 * What an admin without a second factor sees on a staff page where the hotel requires one
 * (decision 050): why, and the one step that lets them in. The server refuses the page's data
 * all the same (403 TWO_FACTOR_REQUIRED).
 */
export function StaffTwoFactorNeeded({
  enabled,
  onSignInAgain,
}: {
  /** The account has two-step sign-in; only this session was opened without it. */
  enabled: boolean;
  onSignInAgain: () => void;
}) {
  return (
    <div className="mt-10 border border-rule bg-ivory">
      <EmptyState
        icon={ShieldAlert}
        title={t(twoFactorMessages.title)}
        action={
          enabled ? (
            <Button variant="outline" size="sm" className="mt-2" onClick={onSignInAgain}>
              {t(twoFactorMessages.signIn)}
            </Button>
          ) : (
            <ButtonLink to={paths.dashboardProfile} variant="outline" size="sm" className="mt-2">
              {t(twoFactorMessages.setUp)}
            </ButtonLink>
          )
        }
      >
        <p>{t(enabled ? twoFactorMessages.signInText : twoFactorMessages.setUpText)}</p>
      </EmptyState>
    </div>
  );
}
