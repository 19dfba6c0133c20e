import Download from 'lucide-react/icons/download';
import MailSearch from 'lucide-react/icons/mail-search';
import { useState } from 'react';
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

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const columns: AdminColumn<NewsletterSubscriber>[] = [
  {
    header: 'Email',
    className: 'px-4 py-3 pl-5 text-ink [overflow-wrap:anywhere]',
    cell: (subscriber) => subscriber.email,
  },
  {
    header: 'Subscribed',
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
        label: 'Search by address',
        placeholder: 'e.g. @example.com',
        spellCheck: false,
        maxLength: SUBSCRIBER_SEARCH_MAX,
      }}
      action={
        // A plain link: the browser downloads the file the server names.
        <a href={subscribersCsvUrl(query)} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Download CSV
        </a>
      }
      list={subscribers}
      noun="subscribers"
      count={(data) => countLine({ total: data.total, query, noun: ['subscriber', 'subscribers'] })}
      rows={(data) => data.subscribers}
      placeholder={{ height: 'h-6' }}
      empty={{
        icon: MailSearch,
        title: query ? 'No one matches' : 'No subscribers yet',
        text: query
          ? `No subscribed address contains “${query}”.`
          : 'Addresses given in the newsletter box on the home page appear here.',
      }}
      table={{
        label: 'Subscribers',
        caption: 'Newsletter subscribers, newest first',
        columns,
        rowKey: (subscriber) => subscriber.email,
      }}
      footer={(data) => (
        <Pager
          offset={offset}
          pageSize={NEWSLETTER_PAGE_SIZE}
          total={data.total}
          noun="subscribers"
          onOffsetChange={setOffset}
        />
      )}
    />
  );
}
