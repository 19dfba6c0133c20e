import MailCheck from 'lucide-react/icons/mail-check';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useSendConfirmationLink } from '#web/features/users/api/send-confirmation-link.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  sent: { id: 'users.confirmationLink.sent', defaultMessage: 'Link sent' },
  send: { id: 'users.confirmationLink.send', defaultMessage: 'Send me a new link' },
  sentTo: {
    id: 'users.confirmationLink.sentTo',
    defaultMessage: 'Sent to <strong>{email}</strong>. The link works for {hours, number} hours.',
  },
  failure: {
    id: 'users.confirmationLink.failure',
    defaultMessage: 'We could not send the link. Please try again.',
  },
});

/** How long a confirmation link works (the server's `emailVerification.expiresIn`). */
const LINK_HOURS = 24;

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
        {t(
          send.isPending ? commonMessages.sending : send.isSuccess ? messages.sent : messages.send,
        )}
      </Button>
      <p aria-live="polite" className="text-sm">
        {send.isSuccess ? (
          <span className="text-forest">
            <Message
              of={messages.sentTo}
              values={{
                email,
                hours: LINK_HOURS,
                strong: (chunks) => <span className="break-all font-medium">{chunks}</span>,
              }}
            />
          </span>
        ) : send.isError ? (
          <span className="text-danger">{send.error.message || t(messages.failure)}</span>
        ) : null}
      </p>
    </div>
  );
}
