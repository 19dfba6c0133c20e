import InboxIcon from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import { useId, useState } from 'react';
import {
  INBOX_FILTERS,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxMessage,
} from '#shared/inbox.ts';
import { AdminList } from '#web/components/ui/admin-list.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { useInbox } from '#web/features/inbox/api/list-inbox.ts';
import {
  type InboxChange,
  useChangeInboxMessage,
} from '#web/features/inbox/api/update-inbox-message.ts';

const filterLabels: Record<InboxFilter, string> = {
  all: 'All',
  unread: 'Unread',
  open: 'To handle',
  handled: 'Handled',
};

const emptyTexts: Record<InboxFilter, string> = {
  all: 'Messages sent through the contact page appear here.',
  unread: 'Every message has been read.',
  open: 'Every message has been handled.',
  handled: 'No message has been marked handled yet.',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The contact form's messages: filter, read, reply by mail, mark handled, delete. */
export function InboxPanel({ hotelName }: { hotelName: string }) {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [offset, setOffset] = useState(0);
  const inbox = useInbox(filter, offset, INBOX_PAGE_SIZE);
  const change = useChangeInboxMessage();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const run = async (input: InboxChange, done?: string) => {
    setFailure(undefined);
    try {
      await change.mutateAsync(input);
      setStatus(done);
    } catch (error) {
      setStatus(undefined);
      // The delete dialog shows its own failure, and stays open to try again.
      if (input.change === 'delete') throw error;
      const message = error instanceof Error ? error.message : '';
      setFailure(message || 'Something went wrong. Please try again.');
    }
  };

  return (
    <AdminList
      className="mt-8"
      controls={
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show messages</legend>
          {INBOX_FILTERS.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={filter === name ? 'primary' : 'outline'}
              aria-pressed={filter === name}
              onClick={() => {
                setFilter(name);
                setOffset(0);
              }}
            >
              {filterLabels[name]}
              {name === 'unread' && inbox.data ? ` (${inbox.data.unread})` : ''}
            </Button>
          ))}
        </fieldset>
      }
      announce={{ status, failure }}
      list={inbox}
      noun="inbox"
      items={(data) => data.messages}
      placeholder={{ entries: { title: 'w-40', line: 'w-56', body: 'h-10' } }}
      empty={{ icon: InboxIcon, title: 'No messages here', text: emptyTexts[filter] }}
      footer={(data) => (
        <Pager
          offset={offset}
          pageSize={INBOX_PAGE_SIZE}
          total={data.total}
          noun="messages"
          onOffsetChange={setOffset}
        />
      )}
    >
      {(found) => (
        <ul aria-label={`${filterLabels[filter]} messages`}>
          {found.map((message) => (
            <li key={message.id} className="border-b border-rule last:border-b-0">
              <MessageItem
                message={message}
                hotelName={hotelName}
                busy={change.isPending}
                onChange={run}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}

interface MessageItemProps {
  message: InboxMessage;
  hotelName: string;
  busy: boolean;
  onChange: (input: InboxChange, done?: string) => Promise<void>;
}

function MessageItem({ message, hotelName, busy, onChange }: MessageItemProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const unread = message.readAt === null;
  const handled = message.handledAt !== null;
  const from = `the message from ${message.name}`;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(
    `Re: Your message to ${hotelName}`,
  )}`;

  const toggle = () => {
    setOpen(!open);
    // Opening an unread message reads it.
    if (!open && unread) void onChange({ id: message.id, change: 'read', value: true });
  };

  return (
    <article
      aria-labelledby={`${id}-from`}
      className={`px-5 py-5 sm:px-6 ${unread ? 'border-l-4 border-l-brass bg-ivory' : 'border-l-4 border-l-transparent'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2
            id={`${id}-from`}
            className={`font-sans text-base text-ink ${unread ? 'font-semibold' : 'font-medium'}`}
          >
            {message.name}
          </h2>
          <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{message.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {unread ? <Badge tone="brass">New</Badge> : null}
          {handled ? <Badge tone="forest">Handled</Badge> : null}
          <time dateTime={message.receivedAt}>{dateTime.format(new Date(message.receivedAt))}</time>
        </div>
      </header>
      <p
        id={`${id}-text`}
        className={`mt-3 whitespace-pre-wrap text-ink [overflow-wrap:anywhere] ${open ? '' : 'line-clamp-2'}`}
      >
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-text`}
          onClick={toggle}
        >
          {open ? 'Close' : 'Read message'}
          <span className="sr-only"> from {message.name}</span>
        </Button>
        <a href={reply} className={buttonClasses('outline', 'sm')}>
          <Mail aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Reply by email
          <span className="sr-only"> to {message.name}</span>
        </a>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            onChange(
              { id: message.id, change: 'handled', value: !handled },
              handled ? `Marked ${from} as not handled.` : `Marked ${from} as handled.`,
            )
          }
        >
          {handled ? 'Mark not handled' : 'Mark handled'}
          <span className="sr-only"> ({from})</span>
        </Button>
        {unread ? null : (
          <Button
            variant="quiet"
            disabled={busy}
            onClick={() =>
              onChange({ id: message.id, change: 'read', value: false }, `Marked ${from} unread.`)
            }
          >
            Mark unread
            <span className="sr-only"> ({from})</span>
          </Button>
        )}
        <ConfirmDialog
          trigger="Delete"
          triggerLabel={`Delete ${from}`}
          triggerClassName={`${buttonClasses('quiet')} ml-auto text-danger decoration-danger/60`}
          title="Are you sure?"
          description={
            <p>
              You won't be able to revert this! The message from {message.name} will be deleted; the
              Activity page keeps a record that you deleted it.
            </p>
          }
          confirmLabel="Yes, Delete it!"
          onConfirm={() => onChange({ id: message.id, change: 'delete' }, `Deleted ${from}.`)}
        />
      </div>
    </article>
  );
}

function Badge({ tone, children }: { tone: 'brass' | 'forest'; children: string }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium uppercase tracking-[0.12em] ${
        tone === 'brass' ? 'border border-brass bg-brass-light/40 text-ink' : 'bg-forest text-ivory'
      }`}
    >
      {children}
    </span>
  );
}
