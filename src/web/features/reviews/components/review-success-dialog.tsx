import { Button } from '#web/components/ui/button.tsx';
import { SuccessDialog } from '#web/components/ui/success-dialog.tsx';

/** The spec's popup after a review is stored: 'Success! Successfully added a review.' */
export function ReviewSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SuccessDialog
      open={open}
      message="Successfully added a review."
      onClose={onClose}
      actions={(close) => (
        <Button onClick={close} autoFocus>
          OK
        </Button>
      )}
    />
  );
}
