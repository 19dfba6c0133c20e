import Download from 'lucide-react/icons/download';
import MailSearch from 'lucide-react/icons/mail-search';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { NEWSLETTER_PAGE_SIZE, SUBSCRIBER_SEARCH_MAX } from '#shared/newsletter.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableFrame } from '#web/components/ui/table-frame.tsx';
import {
  subscribersCsvUrl,
  useSubscribers,
} from '#web/features/newsletter/api/list-subscribers.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';

const SEARCH_DELAY_MS = 300;

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const headerCell =
  'px-4 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink first:pl-5 last:pr-5';

/** The newsletter's subscribers, newest first: search by address, page, download as CSV. */
export function SubscriberList() {
  const id = useId();
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const subscribers = useSubscribers({ q, offset, limit: NEWSLETTER_PAGE_SIZE });
  const searching = subscribers.isFetching && (q !== text.trim() || subscribers.isPlaceholderData);

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <search className="grid w-full max-w-xl gap-2">
          <label
            htmlFor={`${id}-search`}
            className="text-xs font-medium uppercase tracking-[0.16em] text-ink"
          >
            Search by address
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
            />
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. @example.com"
              maxLength={SUBSCRIBER_SEARCH_MAX}
              className="field-input pl-10"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOffset(0);
              }}
              aria-describedby={`${id}-count`}
            />
          </div>
        </search>
        {/* A plain link: the browser downloads the file the server names. */}
        <a href={subscribersCsvUrl(q)} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Download CSV
        </a>
      </div>

      <div
        className="mt-6 border border-rule bg-ivory"
        aria-busy={subscribers.isPending || searching}
      >
        <p
          id={`${id}-count`}
          aria-live="polite"
          className="border-b border-rule px-5 py-3 text-sm text-ink-muted"
        >
          {subscribers.isPending
            ? 'Loading subscribers…'
            : subscribers.isError
              ? 'Subscribers could not be loaded.'
              : countLine(subscribers.data.total, q)}
        </p>
        {subscribers.isPending ? (
          <div className="grid gap-3 p-5">
            {['a', 'b', 'c'].map((key) => (
              <Skeleton key={key} className="h-6 w-full" />
            ))}
          </div>
        ) : subscribers.isError ? (
          <div className="p-6">
            <ErrorState
              title="We could not load the subscribers"
              error={subscribers.error}
              onRetry={() => subscribers.refetch()}
            />
          </div>
        ) : subscribers.data.subscribers.length === 0 ? (
          <EmptyState icon={MailSearch} title={q ? 'No one matches' : 'No subscribers yet'}>
            <p>
              {q
                ? `No subscribed address contains “${q}”.`
                : 'Addresses given in the newsletter box on the home page appear here.'}
            </p>
          </EmptyState>
        ) : (
          <>
            <TableFrame label="Subscribers" className="">
              <table
                className={`w-full min-w-[20rem] border-collapse text-sm transition-opacity ${searching ? 'opacity-60' : ''}`}
              >
                <caption className="sr-only">Newsletter subscribers, newest first</caption>
                <thead className="bg-ivory-deep">
                  <tr>
                    <th scope="col" className={headerCell}>
                      Email
                    </th>
                    <th scope="col" className={headerCell}>
                      Subscribed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {subscribers.data.subscribers.map((subscriber) => (
                    <tr key={subscriber.email} className="border-t border-rule">
                      <td className="px-4 py-3 pl-5 text-ink [overflow-wrap:anywhere]">
                        {subscriber.email}
                      </td>
                      <td className="px-4 py-3 pr-5 text-ink-muted">
                        <time dateTime={subscriber.subscribedAt}>
                          {dateTime.format(new Date(subscriber.subscribedAt))}
                        </time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager
              offset={offset}
              pageSize={NEWSLETTER_PAGE_SIZE}
              total={subscribers.data.total}
              noun="subscribers"
              onOffsetChange={setOffset}
            />
          </>
        )}
      </div>
    </div>
  );
}

function countLine(total: number, q: string): string {
  const people = `${total} ${total === 1 ? 'subscriber' : 'subscribers'}`;
  return q ? `${people} matching “${q}”.` : `${people}.`;
}
