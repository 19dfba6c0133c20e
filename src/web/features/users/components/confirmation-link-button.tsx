import MailCheck from 'lucide-react/icons/mail-check';
import { Button } from '#web/components/ui/button.tsx';
import { useSendConfirmationLink } from '#web/features/users/api/send-confirmation-link.ts';

/**
 * "Send me a new link": mails the guest a fresh link to confirm their email address, and says
 * what happened in a live region beside it.
 */
export function ConfirmationLinkButton({ email }: { email: string }) {
  const send = useSendConfirmationLink();
  return (
    <div className="grid justify-items-start gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={send.isPending || send.isSuccess}
        onClick={() => send.mutate(email)}
      >
        <MailCheck aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {send.isPending ? 'Sending…' : send.isSuccess ? 'Link sent' : 'Send me a new link'}
      </Button>
      <p aria-live="polite" className="text-sm">
        {send.isSuccess ? (
          <span className="text-forest">
            Sent to <span className="break-all font-medium">{email}</span>. The link works for 24
            hours.
          </span>
        ) : send.isError ? (
          <span className="text-danger">
            {send.error.message || 'We could not send the link. Please try again.'}
          </span>
        ) : null}
      </p>
    </div>
  );
}
