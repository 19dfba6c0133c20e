import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SuccessDialog } from '#web/components/ui/success-dialog.tsx';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  added: { id: 'reviews.success.added', defaultMessage: 'Successfully added a review.' },
  ok: { id: 'reviews.success.ok', defaultMessage: 'OK' },
});

/** The spec's popup after a review is stored: 'Success! Successfully added a review.' */
export function ReviewSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SuccessDialog
      open={open}
      message={t(messages.added)}
      onClose={onClose}
      actions={(close) => (
        <Button onClick={close} autoFocus>
          {t(messages.ok)}
        </Button>
      )}
    />
  );
}
