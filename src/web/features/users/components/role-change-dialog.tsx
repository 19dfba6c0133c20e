import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type MouseEvent, useEffect, useRef } from 'react';
import type { UserSummary } from '#shared/account.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { useSetUserRole } from '#web/features/users/api/set-user-role.ts';

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
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    const dialog = event.currentTarget.closest('dialog');
    setRole.mutate(
      { userId: user.id, role: granting ? 'admin' : 'guest' },
      {
        onSuccess: (updated) => {
          dialog?.close();
          onChanged(
            updated.role === 'admin'
              ? `${updated.name} is now an admin.`
              : `${updated.name} is no longer an admin.`,
          );
        },
      },
    );
  };

  const title = granting
    ? `Make ${firstName} an admin?`
    : isSelf
      ? 'Revoke your own admin rights?'
      : `Revoke ${firstName}’s admin rights?`;

  return (
    <Dialog
      trigger={
        <>
          {granting ? 'Make Admin' : 'Revoke Admin'}
          <span className="sr-only">: {user.name}</span>
        </>
      }
      triggerClassName={buttonClasses(granting ? 'primary' : 'outline', 'sm', 'whitespace-nowrap')}
      title={title}
    >
      <div ref={bodyRef} className="space-y-3">
        <p>
          {granting ? (
            <>
              <strong className="font-medium text-ink">{user.name}</strong> ({user.email}) will be
              able to manage suites, see every booking and make or remove admins.
            </>
          ) : isSelf ? (
            'You will lose access to the staff pages at once, including this one.'
          ) : (
            <>
              <strong className="font-medium text-ink">{user.name}</strong> ({user.email}) will
              become a guest and lose access to the staff pages.
            </>
          )}
        </p>
        {setRole.isError ? (
          <FormAlert className="text-base">{setRole.error.message}</FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-3 sm:flex-row sm:justify-end">
          <form method="dialog">
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              Cancel
            </Button>
          </form>
          <Button onClick={confirm} disabled={setRole.isPending} className="sm:w-auto">
            {setRole.isPending ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:animate-none"
              />
            ) : null}
            {granting ? 'Yes, Make Admin' : 'Yes, Revoke Admin'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
