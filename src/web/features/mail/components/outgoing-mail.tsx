import MailCheck from 'lucide-react/icons/mail-check';
import MailWarning from 'lucide-react/icons/mail-exclamation-point';
import type { ReactNode } from 'react';
import { INTL_LOCALES } from '#shared/locale.ts';
import type { OutboxMessage } from '#shared/mail-outbox.ts';
import { defineMessages } from '#shared/messages.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMailOutbox, useRetryMail } from '#web/features/mail/api/mail-outbox.ts';
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  to: { id: 'staff.mail.to', defaultMessage: 'To {address}' },
  failed: {
    id: 'staff.mail.failed',
    defaultMessage: 'Failed after {attempts, number} tries',
    description: 'A mail given up on after every try (many: the outbox tries 15 times).',
  },
  sending: { id: 'staff.mail.sending', defaultMessage: 'Sending now' },
  waiting: {
    id: 'staff.mail.waiting',
    defaultMessage: 'Waiting: tried {attempts, plural, one {# time} other {# times}}',
  },
  waitingNext: {
    id: 'staff.mail.waitingNext',
    defaultMessage:
      'Waiting: tried {attempts, plural, one {# time} other {# times}}, next at {next}',
  },
  withError: {
    id: 'staff.mail.withError',
    defaultMessage: '{state} ({error})',
    description: 'A mail’s state, then the mail server’s last error (in its own words).',
  },
  sendingAgain: {
    id: 'staff.mail.sendingAgain',
    defaultMessage: 'Sending…<hidden>: {subject}</hidden>',
  },
  sendAgain: {
    id: 'staff.mail.sendAgain',
    defaultMessage: 'Send again<hidden>: {subject}</hidden>',
  },
  title: { id: 'staff.mail.title', defaultMessage: 'Outgoing mail' },
  loadFailed: {
    id: 'staff.mail.loadFailed',
    defaultMessage: 'We could not load the outgoing mail',
  },
  allSent: {
    id: 'staff.mail.allSent',
    defaultMessage: '{sent, number, ::group-off} sent in the last 30 days; nothing waiting.',
  },
  someUnsent: {
    id: 'staff.mail.someUnsent',
    defaultMessage:
      '{sent, number, ::group-off} sent in the last 30 days; {waiting, number, ::group-off} waiting, {failed, number, ::group-off} failed. Waiting mail is tried again by itself.',
  },
  unsentLabel: { id: 'staff.mail.unsentLabel', defaultMessage: 'Mail not sent yet' },
});

const whenFormat = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const when = (iso: string) => whenFormat.format(new Date(iso));

/** Hidden from sight, said by screen readers: which mail the button sends. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** Where a mail stands: failed, sending, or waiting for its next try. */
function stateOf(message: OutboxMessage): string {
  if (message.status === 'failed') return t(messages.failed, { attempts: message.attempts });
  if (message.status === 'sending') return t(messages.sending);
  return message.nextAttemptAt
    ? t(messages.waitingNext, { attempts: message.attempts, next: when(message.nextAttemptAt) })
    : t(messages.waiting, { attempts: message.attempts });
}

function UnsentMessage({ message }: { message: OutboxMessage }) {
  const retry = useRetryMail();
  const failed = message.status === 'failed';
  return (
    <li className="grid gap-1 border-b border-rule/70 py-3 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{message.subject}</p>
        <p className="break-all text-sm text-ink-muted">
          {t(messages.to, { address: message.to })}
        </p>
        <p className={`text-sm ${failed ? 'text-danger' : 'text-ink-muted'}`}>
          {message.lastError
            ? t(messages.withError, { state: stateOf(message), error: message.lastError })
            : stateOf(message)}
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
          <Message
            of={retry.isPending ? messages.sendingAgain : messages.sendAgain}
            values={{ subject: message.subject, hidden }}
          />
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
        {t(messages.title)}
      </h2>
      {outbox.isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : outbox.isError ? (
        <ErrorState
          title={t(messages.loadFailed)}
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
              {outbox.data.unsent.length === 0
                ? t(messages.allSent, { sent: outbox.data.counts.sent })
                : t(messages.someUnsent, {
                    sent: outbox.data.counts.sent,
                    waiting: outbox.data.counts.pending + outbox.data.counts.sending,
                    failed: outbox.data.counts.failed,
                  })}
            </span>
          </p>
          {outbox.data.unsent.length > 0 ? (
            <ul className="mt-4" aria-label={t(messages.unsentLabel)}>
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
