import { defineMessages } from '#shared/messages.ts';

/** Words the account pages share, in the same role on each. */
export const authMessages = defineMessages({
  password: { id: 'auth.common.password', defaultMessage: 'Password' },
  passwordHint: {
    id: 'auth.common.passwordHint',
    defaultMessage: 'At least {min, number} characters.',
  },
  accountHelp: { id: 'auth.common.accountHelp', defaultMessage: 'Account help' },
});
