import type { ReactNode } from 'react';
import type { UserSummary } from '#shared/account.ts';
import { firstNameOf } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useResetTwoFactor } from '#web/features/users/api/reset-two-factor.ts';
import { t } from '#web/lib/intl.ts';
import { ROW_ACTION_CLASSES } from './row-action.ts';

const messages = defineMessages({
  trigger: {
    id: 'users.twoFactorReset.trigger',
    defaultMessage: 'Turn Off Two-Step<hidden>: {name}</hidden>',
    description: 'The button of a user’s row; <hidden> names the user to screen readers only.',
  },
  title: {
    id: 'users.twoFactorReset.title',
    defaultMessage: 'Turn off {firstName}’s two-step sign-in?',
  },
  text: {
    id: 'users.twoFactorReset.text',
    defaultMessage:
      'Only when <strong>{name}</strong> ({email}) has lost both their authenticator app and their backup codes, and you have made sure it is them asking.',
  },
  effect: {
    id: 'users.twoFactorReset.effect',
    defaultMessage:
      'They are logged out everywhere at once, log in again with their password alone and set two-step sign-in up again from their Profile. Where the hotel requires it, staff pages stay closed to them until they do.',
  },
  confirm: { id: 'users.twoFactorReset.confirm', defaultMessage: 'Yes, Turn It Off' },
  done: {
    id: 'users.twoFactorReset.done',
    defaultMessage: '{name}’s two-step sign-in is off, and they are logged out everywhere.',
  },
});

const strong = (chunks: ReactNode[]) => <strong className="font-medium text-ink">{chunks}</strong>;
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

interface TwoFactorResetDialogProps {
  user: UserSummary;
  /** Told what changed, for the page's status line. */
  onChanged: (message: string) => void;
}

/**
 * For an account that lost its authenticator and backup codes: another admin turns its two-step
 * sign-in off, behind a confirmation (decision 053).
 */
export function TwoFactorResetDialog({ user, onChanged }: TwoFactorResetDialogProps) {
  const reset = useResetTwoFactor();
  const firstName = firstNameOf(user.name);
  return (
    <ConfirmDialog
      trigger={<Message of={messages.trigger} values={{ name: user.name, hidden }} />}
      triggerClassName={buttonClasses('outline', 'sm', ROW_ACTION_CLASSES)}
      title={t(messages.title, { firstName })}
      description={
        <>
          <p>
            <Message of={messages.text} values={{ name: user.name, email: user.email, strong }} />
          </p>
          <p>{t(messages.effect)}</p>
        </>
      }
      confirmLabel={t(messages.confirm)}
      onConfirm={async () => {
        const updated = await reset.mutateAsync(user.id);
        onChanged(t(messages.done, { name: updated.name }));
      }}
    />
  );
}
