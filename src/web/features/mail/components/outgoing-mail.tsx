import MailCheck from 'lucide-react/icons/mail-check';
import MailWarning from 'lucide-react/icons/mail-exclamation-point';
import type { OutboxMessage } from '#shared/mail-outbox.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMailOutbox, useRetryMail } from '#web/features/mail/api/mail-outbox.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString([], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

function UnsentMessage({ message }: { message: OutboxMessage }) {
  const retry = useRetryMail();
  const failed = message.status === 'failed';
  return (
    <li className="grid gap-1 border-b border-rule/70 py-3 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{message.subject}</p>
        <p className="break-all text-sm text-ink-muted">To {message.to}</p>
        <p className={`text-sm ${failed ? 'text-danger' : 'text-ink-muted'}`}>
          {failed
            ? `Failed after ${message.attempts} tries`
            : message.status === 'sending'
              ? 'Sending now'
              : `Waiting: tried ${message.attempts} ${message.attempts === 1 ? 'time' : 'times'}${message.nextAttemptAt ? `, next at ${when(message.nextAttemptAt)}` : ''}`}
          {message.lastError ? ` (${message.lastError})` : ''}
        </p>
        {retry.error ? (
          <p role="alert" className="text-sm text-danger">
            {retry.error.message}
          </p>
        ) : null}
      </div>
      {failed ? (
        <button
          type="button"
          onClick={() => retry.mutate(message.id)}
          disabled={retry.isPending}
          className={buttonClasses('outline', 'sm', 'justify-self-start')}
        >
          {retry.isPending ? 'Sending…' : 'Send again'}
          <span className="sr-only">: {message.subject}</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * Outgoing mail, for staff: every message the site sends goes through an outbox, so a mail
 * server that is away delays mail rather than losing it. Shows what waits and what failed.
 */
export function OutgoingMail() {
  const outbox = useMailOutbox();
  return (
    <section
      aria-labelledby="outgoing-mail"
      className="mt-12 border border-rule bg-ivory p-5 sm:p-6"
    >
      <h2 id="outgoing-mail" className="text-2xl text-forest">
        Outgoing mail
      </h2>
      {outbox.isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : outbox.isError ? (
        <ErrorState
          title="We could not load the outgoing mail"
          error={outbox.error}
          onRetry={() => outbox.refetch()}
        />
      ) : (
        <>
          <p className="mt-2 flex items-start gap-2 text-ink-muted">
            {outbox.data.unsent.length === 0 ? (
              <MailCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-forest" />
            ) : (
              <MailWarning aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />
            )}
            <span>
              {outbox.data.counts.sent} sent in the last 30 days
              {outbox.data.unsent.length === 0
                ? '; nothing waiting.'
                : `; ${outbox.data.counts.pending + outbox.data.counts.sending} waiting, ${outbox.data.counts.failed} failed. Waiting mail is tried again by itself.`}
            </span>
          </p>
          {outbox.data.unsent.length > 0 ? (
            <ul className="mt-4" aria-label="Mail not sent yet">
              {outbox.data.unsent.map((message) => (
                <UnsentMessage key={message.id} message={message} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
