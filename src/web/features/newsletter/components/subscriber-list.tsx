import Download from 'lucide-react/icons/download';
import MailSearch from 'lucide-react/icons/mail-search';
import { useState } from 'react';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import {
  NEWSLETTER_PAGE_SIZE,
  type NewsletterSubscriber,
  SUBSCRIBER_SEARCH_MAX,
} from '#shared/newsletter.ts';
import {
  AdminSearchList,
  countLine,
  useAdminSearch,
} from '#web/components/ui/admin-search-list.tsx';
import type { AdminColumn } from '#web/components/ui/admin-table.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import {
  subscribersCsvUrl,
  useSubscribers,
} from '#web/features/newsletter/api/list-subscribers.ts';
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  email: { id: 'newsletter.subscribers.email', defaultMessage: 'Email' },
  subscribed: { id: 'newsletter.subscribers.subscribed', defaultMessage: 'Subscribed' },
  searchLabel: { id: 'newsletter.subscribers.searchLabel', defaultMessage: 'Search by address' },
  searchExample: {
    id: 'newsletter.subscribers.searchExample',
    defaultMessage: 'e.g. {example}',
    description: 'The search box\'s example; {example} is "@example.com".',
  },
  download: { id: 'newsletter.subscribers.download', defaultMessage: 'Download CSV' },
  noun: {
    id: 'newsletter.subscribers.noun',
    defaultMessage: 'subscribers',
    description: 'The list in words: "Loading subscribers…", "Showing 1–50 of 80 subscribers".',
  },
  count: {
    id: 'newsletter.subscribers.count',
    defaultMessage: '{count, plural, one {# subscriber} other {# subscribers}}',
  },
  noMatchTitle: { id: 'newsletter.subscribers.noMatchTitle', defaultMessage: 'No one matches' },
  noMatchText: {
    id: 'newsletter.subscribers.noMatchText',
    defaultMessage: 'No subscribed address contains “{query}”.',
  },
  emptyTitle: { id: 'newsletter.subscribers.emptyTitle', defaultMessage: 'No subscribers yet' },
  emptyText: {
    id: 'newsletter.subscribers.emptyText',
    defaultMessage: 'Addresses given in the newsletter box on the home page appear here.',
  },
  tableLabel: { id: 'newsletter.subscribers.tableLabel', defaultMessage: 'Subscribers' },
  caption: {
    id: 'newsletter.subscribers.caption',
    defaultMessage: 'Newsletter subscribers, newest first',
  },
});

const dateTime = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const columns: AdminColumn<NewsletterSubscriber>[] = [
  {
    header: t(messages.email),
    className: 'px-4 py-3 pl-5 text-ink [overflow-wrap:anywhere]',
    cell: (subscriber) => subscriber.email,
  },
  {
    header: t(messages.subscribed),
    className: 'px-4 py-3 pr-5 text-ink-muted',
    cell: (subscriber) => (
      <time dateTime={subscriber.subscribedAt}>
        {dateTime.format(new Date(subscriber.subscribedAt))}
      </time>
    ),
  },
];

/** The newsletter's subscribers, newest first: search by address, page, download as CSV. */
export function SubscriberList() {
  const [offset, setOffset] = useState(0);
  const search = useAdminSearch(() => setOffset(0));
  const { query } = search;
  const subscribers = useSubscribers({ q: query, offset, limit: NEWSLETTER_PAGE_SIZE });

  return (
    <AdminSearchList
      className="mt-8"
      search={search}
      box={{
        label: t(messages.searchLabel),
        placeholder: t(messages.searchExample, { example: '@example.com' }),
        spellCheck: false,
        maxLength: SUBSCRIBER_SEARCH_MAX,
      }}
      action={
        // A plain link: the browser downloads the file the server names.
        <a href={subscribersCsvUrl(query)} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t(messages.download)}
        </a>
      }
      list={subscribers}
      noun={t(messages.noun)}
      count={(data) => countLine({ total: data.total, query, noun: messages.count })}
      rows={(data) => data.subscribers}
      placeholder={{ height: 'h-6' }}
      empty={{
        icon: MailSearch,
        title: query ? t(messages.noMatchTitle) : t(messages.emptyTitle),
        text: query ? t(messages.noMatchText, { query }) : t(messages.emptyText),
      }}
      table={{
        label: t(messages.tableLabel),
        caption: t(messages.caption),
        columns,
        rowKey: (subscriber) => subscriber.email,
      }}
      footer={(data) => (
        <Pager
          offset={offset}
          pageSize={NEWSLETTER_PAGE_SIZE}
          total={data.total}
          noun={t(messages.noun)}
          onOffsetChange={setOffset}
        />
      )}
    />
  );
}
