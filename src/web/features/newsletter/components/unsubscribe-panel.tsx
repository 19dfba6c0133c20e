import MailX from 'lucide-react/icons/mail-x';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { useUnsubscribeFromNewsletter } from '#web/features/newsletter/api/unsubscribe-from-newsletter.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failed: {
    id: 'newsletter.unsubscribe.failed',
    defaultMessage: 'We could not unsubscribe you. Please try again.',
  },
  done: {
    id: 'newsletter.unsubscribe.done',
    defaultMessage:
      'You are unsubscribed. We will not send this address our seasonal letter again.',
  },
  unsubscribing: { id: 'newsletter.unsubscribe.unsubscribing', defaultMessage: 'Unsubscribing…' },
  unsubscribe: { id: 'newsletter.unsubscribe.button', defaultMessage: 'Unsubscribe' },
});

/** The server's words for a link that does not check out, whichever field it names. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiClientError) {
    const field = error.fields.token ?? error.fields.email;
    if (field) return field;
  }
  return t(messages.failed);
}

/**
 * The address of a mailed link and one button. Opening the link changes nothing: mail scanners
 * follow links, so only pressing the button (a POST) takes the address off the list.
 */
export function UnsubscribePanel({ email, token }: { email: string; token: string }) {
  const unsubscribe = useUnsubscribeFromNewsletter();
  return (
    <div className="grid gap-6 text-center">
      <p className="text-lg text-ink">
        <span className="break-all font-medium">{email}</span>
      </p>
      <FormStatus>{unsubscribe.isSuccess ? t(messages.done) : null}</FormStatus>
      {unsubscribe.isError ? <FormAlert>{failureMessage(unsubscribe.error)}</FormAlert> : null}
      {unsubscribe.isSuccess ? null : (
        <Button
          className="justify-self-center"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate({ email, token })}
        >
          <MailX aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {unsubscribe.isPending ? t(messages.unsubscribing) : t(messages.unsubscribe)}
        </Button>
      )}
    </div>
  );
}
