import InboxIcon from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import { type ReactNode, useId, useState } from 'react';
import {
  INBOX_FILTERS,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxMessage,
} from '#shared/inbox.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { AdminList } from '#web/components/ui/admin-list.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { useInbox } from '#web/features/inbox/api/list-inbox.ts';
import {
  type InboxChange,
  useChangeInboxMessage,
} from '#web/features/inbox/api/update-inbox-message.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { locale, t } from '#web/lib/intl.ts';

const filterLabels = defineMessages({
  all: { id: 'staff.inbox.filterAll', defaultMessage: 'All' },
  unread: { id: 'staff.inbox.filterUnread', defaultMessage: 'Unread' },
  open: { id: 'staff.inbox.filterOpen', defaultMessage: 'To handle' },
  handled: { id: 'staff.inbox.filterHandled', defaultMessage: 'Handled' },
}) satisfies Record<InboxFilter, unknown>;

const emptyTexts = defineMessages({
  all: {
    id: 'staff.inbox.emptyAll',
    defaultMessage: 'Messages sent through the contact page appear here.',
  },
  unread: { id: 'staff.inbox.emptyUnread', defaultMessage: 'Every message has been read.' },
  open: { id: 'staff.inbox.emptyOpen', defaultMessage: 'Every message has been handled.' },
  handled: {
    id: 'staff.inbox.emptyHandled',
    defaultMessage: 'No message has been marked handled yet.',
  },
}) satisfies Record<InboxFilter, unknown>;

const messages = defineMessages({
  unreadCount: {
    id: 'staff.inbox.unreadCount',
    defaultMessage: 'Unread ({count, number, ::group-off})',
  },
  showMessages: { id: 'staff.inbox.showMessages', defaultMessage: 'Show messages' },
  noun: { id: 'staff.inbox.noun', defaultMessage: 'inbox' },
  pagerNoun: { id: 'staff.inbox.pagerNoun', defaultMessage: 'messages' },
  emptyTitle: { id: 'staff.inbox.emptyTitle', defaultMessage: 'No messages here' },
  listLabel: {
    id: 'staff.inbox.listLabel',
    defaultMessage:
      '{filter, select, all {All messages} unread {Unread messages} open {To handle messages} other {Handled messages}}',
  },
  replySubject: {
    id: 'staff.inbox.replySubject',
    defaultMessage: 'Re: Your message to {hotel}',
    description: 'The subject of the reply mail to a guest’s message.',
  },
  new: { id: 'staff.inbox.new', defaultMessage: 'New' },
  handled: { id: 'staff.inbox.handled', defaultMessage: 'Handled' },
  close: { id: 'staff.inbox.close', defaultMessage: 'Close<hidden> from {name}</hidden>' },
  read: {
    id: 'staff.inbox.read',
    defaultMessage: 'Read message<hidden> from {name}</hidden>',
  },
  reply: { id: 'staff.inbox.reply', defaultMessage: 'Reply by email<hidden> to {name}</hidden>' },
  markHandled: {
    id: 'staff.inbox.markHandled',
    defaultMessage: 'Mark handled<hidden> (the message from {name})</hidden>',
  },
  markNotHandled: {
    id: 'staff.inbox.markNotHandled',
    defaultMessage: 'Mark not handled<hidden> (the message from {name})</hidden>',
  },
  markUnread: {
    id: 'staff.inbox.markUnread',
    defaultMessage: 'Mark unread<hidden> (the message from {name})</hidden>',
  },
  markedHandled: {
    id: 'staff.inbox.markedHandled',
    defaultMessage: 'Marked the message from {name} as handled.',
  },
  markedNotHandled: {
    id: 'staff.inbox.markedNotHandled',
    defaultMessage: 'Marked the message from {name} as not handled.',
  },
  markedUnread: {
    id: 'staff.inbox.markedUnread',
    defaultMessage: 'Marked the message from {name} unread.',
  },
  delete: { id: 'staff.inbox.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'staff.inbox.deleteLabel', defaultMessage: 'Delete the message from {name}' },
  deleteTitle: { id: 'staff.inbox.deleteTitle', defaultMessage: 'Are you sure?' },
  deleteText: {
    id: 'staff.inbox.deleteText',
    defaultMessage:
      "You won't be able to revert this! The message from {name} will be deleted; the Activity page keeps a record that you deleted it.",
  },
  deleteConfirm: { id: 'staff.inbox.deleteConfirm', defaultMessage: 'Yes, Delete it!' },
  deleted: { id: 'staff.inbox.deleted', defaultMessage: 'Deleted the message from {name}.' },
});

const dateTime = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Hidden from sight, said by screen readers: whose message a button acts on. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

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
      setFailure(message || t(commonMessages.somethingWentWrong));
    }
  };

  return (
    <AdminList
      className="mt-8"
      controls={
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t(messages.showMessages)}</legend>
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
              {name === 'unread' && inbox.data
                ? t(messages.unreadCount, { count: inbox.data.unread })
                : t(filterLabels[name])}
            </Button>
          ))}
        </fieldset>
      }
      announce={{ status, failure }}
      list={inbox}
      noun={t(messages.noun)}
      items={(data) => data.messages}
      placeholder={{ entries: { title: 'w-40', line: 'w-56', body: 'h-10' } }}
      empty={{ icon: InboxIcon, title: t(messages.emptyTitle), text: t(emptyTexts[filter]) }}
      footer={(data) => (
        <Pager
          offset={offset}
          pageSize={INBOX_PAGE_SIZE}
          total={data.total}
          noun={t(messages.pagerNoun)}
          onOffsetChange={setOffset}
        />
      )}
    >
      {(found) => (
        <ul aria-label={t(messages.listLabel, { filter })}>
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
  const name = message.name;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(
    t(messages.replySubject, { hotel: hotelName }),
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
          {unread ? <Badge tone="brass">{t(messages.new)}</Badge> : null}
          {handled ? <Badge tone="forest">{t(messages.handled)}</Badge> : null}
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
          <Message of={open ? messages.close : messages.read} values={{ name, hidden }} />
        </Button>
        <a href={reply} className={buttonClasses('outline', 'sm')}>
          <Mail aria-hidden="true" className="size-4" strokeWidth={1.5} />
          <Message of={messages.reply} values={{ name, hidden }} />
        </a>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            onChange(
              { id: message.id, change: 'handled', value: !handled },
              t(handled ? messages.markedNotHandled : messages.markedHandled, { name }),
            )
          }
        >
          <Message
            of={handled ? messages.markNotHandled : messages.markHandled}
            values={{ name, hidden }}
          />
        </Button>
        {unread ? null : (
          <Button
            variant="quiet"
            disabled={busy}
            onClick={() =>
              onChange(
                { id: message.id, change: 'read', value: false },
                t(messages.markedUnread, { name }),
              )
            }
          >
            <Message of={messages.markUnread} values={{ name, hidden }} />
          </Button>
        )}
        <ConfirmDialog
          trigger={t(messages.delete)}
          triggerLabel={t(messages.deleteLabel, { name })}
          triggerClassName={`${buttonClasses('quiet')} ml-auto text-danger decoration-danger/60`}
          title={t(messages.deleteTitle)}
          description={<p>{t(messages.deleteText, { name })}</p>}
          confirmLabel={t(messages.deleteConfirm)}
          onConfirm={() =>
            onChange({ id: message.id, change: 'delete' }, t(messages.deleted, { name }))
          }
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
