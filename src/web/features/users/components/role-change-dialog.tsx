import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import type { UserSummary } from '#shared/account.ts';
import { firstNameOf } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useSetUserRole } from '#web/features/users/api/set-user-role.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { ROW_ACTION_CLASSES } from './row-action.ts';

const messages = defineMessages({
  nowAdmin: { id: 'users.roleChange.nowAdmin', defaultMessage: '{name} is now an admin.' },
  noLongerAdmin: {
    id: 'users.roleChange.noLongerAdmin',
    defaultMessage: '{name} is no longer an admin.',
  },
  grantTitle: { id: 'users.roleChange.grantTitle', defaultMessage: 'Make {firstName} an admin?' },
  revokeOwnTitle: {
    id: 'users.roleChange.revokeOwnTitle',
    defaultMessage: 'Revoke your own admin rights?',
  },
  revokeTitle: {
    id: 'users.roleChange.revokeTitle',
    defaultMessage: 'Revoke {firstName}’s admin rights?',
  },
  grant: {
    id: 'users.roleChange.grant',
    defaultMessage: 'Make Admin<hidden>: {name}</hidden>',
    description: 'The button of a user’s row; <hidden> names the user to screen readers only.',
  },
  revoke: {
    id: 'users.roleChange.revoke',
    defaultMessage: 'Revoke Admin<hidden>: {name}</hidden>',
    description: 'The button of a user’s row; <hidden> names the user to screen readers only.',
  },
  grantText: {
    id: 'users.roleChange.grantText',
    defaultMessage:
      '<strong>{name}</strong> ({email}) will be able to manage suites, see every booking and make or remove admins.',
  },
  revokeOwnText: {
    id: 'users.roleChange.revokeOwnText',
    defaultMessage: 'You will lose access to the staff pages at once, including this one.',
  },
  revokeText: {
    id: 'users.roleChange.revokeText',
    defaultMessage:
      '<strong>{name}</strong> ({email}) will become a guest and lose access to the staff pages.',
  },
  confirmGrant: { id: 'users.roleChange.confirmGrant', defaultMessage: 'Yes, Make Admin' },
  confirmRevoke: { id: 'users.roleChange.confirmRevoke', defaultMessage: 'Yes, Revoke Admin' },
});

const strong = (chunks: ReactNode[]) => <strong className="font-medium text-ink">{chunks}</strong>;
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

interface RoleChangeDialogProps {
  user: UserSummary;
  currentUserId: string;
  /** Told what changed, for the page's status line. */
  onChanged: (message: string) => void;
}

/** Make Admin / Revoke Admin for one user, each behind a confirmation. */
export function RoleChangeDialog({ user, currentUserId, onChanged }: RoleChangeDialogProps) {
  const setRole = useSetUserRole(currentUserId);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { reset } = setRole;

  // However the dialog closes (Cancel, Escape, the backdrop), the next opening starts clean.
  useEffect(() => {
    const dialog = bodyRef.current?.closest('dialog');
    if (!dialog) return;
    dialog.addEventListener('close', reset);
    return () => dialog.removeEventListener('close', reset);
  }, [reset]);
  const granting = user.role !== 'admin';
  const isSelf = user.id === currentUserId;
  const firstName = firstNameOf(user.name);

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    const dialog = event.currentTarget.closest('dialog');
    setRole.mutate(
      { userId: user.id, role: granting ? 'admin' : 'guest' },
      {
        onSuccess: (updated) => {
          dialog?.close();
          onChanged(
            t(updated.role === 'admin' ? messages.nowAdmin : messages.noLongerAdmin, {
              name: updated.name,
            }),
          );
        },
      },
    );
  };

  const title = t(
    granting ? messages.grantTitle : isSelf ? messages.revokeOwnTitle : messages.revokeTitle,
    { firstName },
  );

  return (
    <Dialog
      trigger={
        <Message
          of={granting ? messages.grant : messages.revoke}
          values={{ name: user.name, hidden }}
        />
      }
      triggerClassName={buttonClasses(granting ? 'primary' : 'outline', 'sm', ROW_ACTION_CLASSES)}
      title={title}
    >
      <div ref={bodyRef} className="space-y-3">
        <p>
          {isSelf && !granting ? (
            t(messages.revokeOwnText)
          ) : (
            <Message
              of={granting ? messages.grantText : messages.revokeText}
              values={{ name: user.name, email: user.email, strong }}
            />
          )}
        </p>
        {setRole.isError ? (
          <FormAlert className="text-base">{setRole.error.message}</FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-3 sm:flex-row sm:justify-end">
          <form method="dialog">
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              {t(commonMessages.cancel)}
            </Button>
          </form>
          <Button onClick={confirm} disabled={setRole.isPending} className="sm:w-auto">
            {setRole.isPending ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:animate-none"
              />
            ) : null}
            {t(granting ? messages.confirmGrant : messages.confirmRevoke)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
