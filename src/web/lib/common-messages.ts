import { defineMessages } from '#shared/messages.ts';

/**
 * Words the site says in many places, in the same role each time: a failure with no message of
 * its own, the buttons every dialog and form has, the email field's label.
 */
export const commonMessages = defineMessages({
  somethingWentWrong: {
    id: 'ui.common.somethingWentWrong',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  cancel: { id: 'ui.common.cancel', defaultMessage: 'Cancel' },
  retry: { id: 'ui.common.retry', defaultMessage: 'Retry' },
  saving: { id: 'ui.common.saving', defaultMessage: 'Saving…' },
  sending: { id: 'ui.common.sending', defaultMessage: 'Sending…' },
  email: { id: 'ui.common.email', defaultMessage: 'Email' },
});
