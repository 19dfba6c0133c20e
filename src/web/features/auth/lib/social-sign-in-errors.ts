/**
 * What the log-in page says when a provider sends the visitor back with `?error=<code>`
 * (better-auth's OAuth callback codes). Anything else gets the generic message.
 */
const messages: Record<string, string> = {
  account_not_linked:
    'An account with this email already exists. Log in with your email and password instead.',
  unable_to_link_account:
    'An account with this email already exists. Log in with your email and password instead.',
  account_already_linked_to_different_user:
    'That social account is already connected to another guest’s account.',
  email_not_found:
    'The provider did not share your email address with us. Allow access to your email, or sign up with your email instead.',
  email_not_verified:
    'The provider has not confirmed your email address yet. Confirm it there, or sign up with your email instead.',
  email_does_not_match: 'The social account’s email does not match this account.',
  access_denied: 'Sign-in was cancelled, so we did not sign you in. You can try again.',
  invalid_code: 'The sign-in took too long or was already used. Please try again.',
  no_code: 'The sign-in took too long or was already used. Please try again.',
  state_mismatch:
    'The sign-in could not be matched to this browser (it may have expired). Please try again.',
  state_not_found:
    'The sign-in could not be matched to this browser (it may have expired). Please try again.',
  please_restart_the_process:
    'The sign-in could not be matched to this browser (it may have expired). Please try again.',
  unable_to_get_user_info:
    'The provider did not send us your details. Please try again, or use your email and password.',
  signup_disabled: 'New accounts cannot be created this way. Please sign up with your email.',
  oauth_provider_not_found: 'That sign-in provider is not available at this hotel.',
  internal_server_error:
    'Something went wrong on our side while signing you in. Please try again in a moment.',
};

const fallback =
  'We could not sign you in with that provider. Please try again, or use your email and password.';

export function socialSignInErrorMessage(code: string): string {
  return messages[code.toLowerCase()] ?? fallback;
}
