import Images from 'lucide-react/icons/images';
import SquarePlus from 'lucide-react/icons/square-plus';
import type { AdminSuite } from '#shared/suite-admin.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { SuccessDialog } from '#web/components/ui/success-dialog.tsx';
import { editSuitePath } from '#web/features/suites/lib/edit-suite-path.ts';

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
      message="Successfully added a suite."
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
              Manage Its Photos
            </ButtonLink>
          ) : null}
          <Button onClick={close} className="whitespace-nowrap" autoFocus>
            <SquarePlus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            Add Another
          </Button>
        </>
      )}
    >
      {suite ? (
        <p className="mt-2 text-sm text-ink-muted">
          <span className="font-medium text-ink">{suite.name}</span> is open for booking. Add more
          photos to its gallery, or add another suite.
        </p>
      ) : null}
    </SuccessDialog>
  );
}
