import { defineMessages, type Message } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  notLinked: {
    id: 'auth.socialSignInErrors.notLinked',
    defaultMessage:
      'An account with this email already exists. Log in with your email and password instead.',
  },
  linkedToOther: {
    id: 'auth.socialSignInErrors.linkedToOther',
    defaultMessage: 'That social account is already connected to another guest’s account.',
  },
  emailNotFound: {
    id: 'auth.socialSignInErrors.emailNotFound',
    defaultMessage:
      'The provider did not share your email address with us. Allow access to your email, or sign up with your email instead.',
  },
  emailNotVerified: {
    id: 'auth.socialSignInErrors.emailNotVerified',
    defaultMessage:
      'The provider has not confirmed your email address yet. Confirm it there, or sign up with your email instead.',
  },
  emailMismatch: {
    id: 'auth.socialSignInErrors.emailMismatch',
    defaultMessage: 'The social account’s email does not match this account.',
  },
  cancelled: {
    id: 'auth.socialSignInErrors.cancelled',
    defaultMessage: 'Sign-in was cancelled, so we did not sign you in. You can try again.',
  },
  codeInvalid: {
    id: 'auth.socialSignInErrors.codeInvalid',
    defaultMessage: 'The sign-in took too long or was already used. Please try again.',
  },
  stateMismatch: {
    id: 'auth.socialSignInErrors.stateMismatch',
    defaultMessage:
      'The sign-in could not be matched to this browser (it may have expired). Please try again.',
  },
  noUserInfo: {
    id: 'auth.socialSignInErrors.noUserInfo',
    defaultMessage:
      'The provider did not send us your details. Please try again, or use your email and password.',
  },
  signUpDisabled: {
    id: 'auth.socialSignInErrors.signUpDisabled',
    defaultMessage: 'New accounts cannot be created this way. Please sign up with your email.',
  },
  providerNotFound: {
    id: 'auth.socialSignInErrors.providerNotFound',
    defaultMessage: 'That sign-in provider is not available at this hotel.',
  },
  serverError: {
    id: 'auth.socialSignInErrors.serverError',
    defaultMessage:
      'Something went wrong on our side while signing you in. Please try again in a moment.',
  },
  twoFactorRequired: {
    id: 'auth.socialSignInErrors.twoFactorRequired',
    defaultMessage:
      'This account signs in in two steps. Please log in with your email and password, then the code from your authenticator app.',
  },
  fallback: {
    id: 'auth.socialSignInErrors.fallback',
    defaultMessage:
      'We could not sign you in with that provider. Please try again, or use your email and password.',
  },
});

/**
 * What the log-in page says when a provider sends the visitor back with `?error=<code>`
 * (better-auth's OAuth callback codes). Anything else gets the generic message.
 */
const byCode: Record<string, Message> = {
  account_not_linked: messages.notLinked,
  unable_to_link_account: messages.notLinked,
  account_already_linked_to_different_user: messages.linkedToOther,
  email_not_found: messages.emailNotFound,
  email_not_verified: messages.emailNotVerified,
  email_does_not_match: messages.emailMismatch,
  access_denied: messages.cancelled,
  invalid_code: messages.codeInvalid,
  no_code: messages.codeInvalid,
  state_mismatch: messages.stateMismatch,
  state_not_found: messages.stateMismatch,
  please_restart_the_process: messages.stateMismatch,
  unable_to_get_user_info: messages.noUserInfo,
  signup_disabled: messages.signUpDisabled,
  oauth_provider_not_found: messages.providerNotFound,
  internal_server_error: messages.serverError,
  two_factor_required: messages.twoFactorRequired,
};

export function socialSignInErrorMessage(code: string): string {
  const key = code.toLowerCase();
  return t(Object.hasOwn(byCode, key) ? (byCode[key] ?? messages.fallback) : messages.fallback);
}
