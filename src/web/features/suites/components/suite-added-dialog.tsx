import Images from 'lucide-react/icons/images';
import SquarePlus from 'lucide-react/icons/square-plus';
import { defineMessages } from '#shared/messages.ts';
import type { AdminSuite } from '#shared/suite-admin.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { SuccessDialog } from '#web/components/ui/success-dialog.tsx';
import { staffSuiteName } from '#web/features/suites/api/admin-suites.ts';
import { editSuitePath } from '#web/features/suites/lib/edit-suite-path.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  added: { id: 'suitesAdmin.addedDialog.added', defaultMessage: 'Successfully added a suite.' },
  photos: { id: 'suitesAdmin.addedDialog.photos', defaultMessage: 'Manage Its Photos' },
  another: { id: 'suitesAdmin.addedDialog.another', defaultMessage: 'Add Another' },
  next: {
    id: 'suitesAdmin.addedDialog.next',
    defaultMessage:
      '<name>{suite}</name> is open for booking. Add more photos to its gallery, or add another suite.',
  },
});

/**
 * The popup after a suite is added, in the style of the review's: 'Success! Successfully added a
 * suite.', with the two likely next steps. `onClose` runs however it closes.
 */
export function SuiteAddedDialog({
  suite,
  onClose,
}: {
  suite: AdminSuite | undefined;
  onClose: () => void;
}) {
  return (
    <SuccessDialog
      open={suite !== undefined}
      message={t(messages.added)}
      onClose={onClose}
      wide
      actions={(close) => (
        <>
          {suite ? (
            <ButtonLink
              to={editSuitePath(suite.id)}
              variant="outline"
              className="whitespace-nowrap"
            >
              <Images aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t(messages.photos)}
            </ButtonLink>
          ) : null}
          <Button onClick={close} className="whitespace-nowrap" autoFocus>
            <SquarePlus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t(messages.another)}
          </Button>
        </>
      )}
    >
      {suite ? (
        <p className="mt-2 text-sm text-ink-muted">
          <Message
            of={messages.next}
            values={{
              suite: staffSuiteName(suite),
              name: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
            }}
          />
        </p>
      ) : null}
    </SuccessDialog>
  );
}
