import Search from 'lucide-react/icons/search';
import { type ReactNode, useId, useState } from 'react';
import { defineMessages, type Message } from '#shared/messages.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { t } from '#web/lib/intl.ts';
import { AdminList, type AdminListProps } from './admin-list.tsx';
import { AdminTable, type AdminTableProps } from './admin-table.tsx';

const messages = defineMessages({
  all: { id: 'ui.adminSearchList.all', defaultMessage: '{counted}.' },
  allMatching: {
    id: 'ui.adminSearchList.allMatching',
    defaultMessage: '{counted} matching “{query}”.',
  },
  allNewest: { id: 'ui.adminSearchList.allNewest', defaultMessage: '{counted}, newest first.' },
  allMatchingNewest: {
    id: 'ui.adminSearchList.allMatchingNewest',
    defaultMessage: '{counted} matching “{query}”, newest first.',
  },
  first: {
    id: 'ui.adminSearchList.first',
    defaultMessage: 'Showing the first {shown, number} of {counted}. Search to narrow the list.',
  },
  firstMatching: {
    id: 'ui.adminSearchList.firstMatching',
    defaultMessage:
      'Showing the first {shown, number} of {counted} matching “{query}”. Search to narrow the list.',
  },
  newest: {
    id: 'ui.adminSearchList.newest',
    defaultMessage: 'Showing the newest {shown, number} of {counted}. Search to narrow the list.',
  },
  newestMatching: {
    id: 'ui.adminSearchList.newestMatching',
    defaultMessage:
      'Showing the newest {shown, number} of {counted} matching “{query}”. Search to narrow the list.',
  },
});

/** How long typing pauses before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** A search box's state: what it holds, and the query that settles out of it. */
interface AdminSearch {
  /** The box's id; the count line that describes it is `${id}-count`. */
  id: string;
  text: string;
  /** The text, trimmed, once typing has paused: what the list is asked for. */
  query: string;
  change: (text: string) => void;
}

/**
 * The state of an admin list's search box. Called by the panel, which asks for the list with
 * `query`; `onChange` runs at each keystroke (to go back to the first page).
 */
export function useAdminSearch(onChange?: () => void): AdminSearch {
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  return {
    id,
    text,
    query,
    change: (next) => {
      setText(next);
      onChange?.();
    },
  };
}

interface AdminSearchListProps<Data, Row>
  extends Pick<
    AdminListProps<Data, Row>,
    'announce' | 'list' | 'noun' | 'placeholder' | 'empty' | 'footer' | 'className'
  > {
  search: AdminSearch;
  /** The box's label and example; `spellCheck` false for names and addresses. */
  box: { label: string; placeholder: string; spellCheck?: boolean; maxLength?: number };
  /** Beside the box: what to do with what it finds (a download). */
  action?: ReactNode;
  /** The count line once the list is there (see `countLine`). */
  count: (data: Data) => string;
  rows: (data: Data) => readonly Row[];
  table: Pick<AdminTableProps<Row>, 'label' | 'caption' | 'columns' | 'rowKey' | 'rowProps'>;
}

/**
 * A staff list found by a search box: the box, a count line that describes it, and a card holding
 * the table, or what stands in its place (loading, failure with a retry, no match).
 */
export function AdminSearchList<Data, Row>({
  search,
  box,
  action,
  list,
  count,
  rows,
  table,
  ...frame
}: AdminSearchListProps<Data, Row>) {
  // While a new list loads, the last one stays, dimmed.
  const searching =
    list.isFetching && (search.query !== search.text.trim() || list.isPlaceholderData);
  // Beside an action the whole box is held to the width, so that the action can share its line.
  const searchBox = (
    <search className={action ? 'grid w-full max-w-xl gap-2' : 'grid gap-2'}>
      <label
        htmlFor={`${search.id}-search`}
        className="text-xs font-medium uppercase tracking-[0.16em] text-ink"
      >
        {box.label}
      </label>
      <div className={action ? 'relative' : 'relative max-w-xl'}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={`${search.id}-search`}
          type="search"
          autoComplete="off"
          spellCheck={box.spellCheck}
          placeholder={box.placeholder}
          maxLength={box.maxLength}
          className="field-input pl-10"
          value={search.text}
          onChange={(event) => search.change(event.target.value)}
          aria-describedby={`${search.id}-count`}
        />
      </div>
    </search>
  );

  return (
    <AdminList
      {...frame}
      controls={
        action ? (
          <div className="flex flex-wrap items-end justify-between gap-4">
            {searchBox}
            {action}
          </div>
        ) : (
          searchBox
        )
      }
      list={list}
      busy={list.isPending || searching}
      count={{ id: `${search.id}-count`, text: count }}
      items={rows}
    >
      {(found) => (
        <AdminTable
          {...table}
          rows={found}
          rules="full"
          minWidth="min-w-[20rem]"
          dimmed={searching}
        />
      )}
    </AdminList>
  );
}

interface CountLineProps {
  total: number;
  /** How many the list holds, when it holds only the first of those that match. */
  shown?: number;
  query: string;
  /**
   * What is counted, as a message of `{count}` in the page's language:
   * `{ id: '…', defaultMessage: '{count, plural, one {# review} other {# reviews}}' }`.
   */
  noun: Message;
  /** The list is newest first, and says so: "…, newest first.", "Showing the newest 100 of …". */
  newestFirst?: boolean;
}

/**
 * The count line: "3 reviews matching “tea”, newest first." or, when the list holds only the
 * first of them, "Showing the newest 100 of 240 reviews. Search to narrow the list." Each is one
 * sentence of its own, so that every language words it whole.
 */
export function countLine({ total, shown, query, noun, newestFirst = false }: CountLineProps) {
  const counted = t(noun, { count: total });
  if (shown !== undefined && shown < total) {
    const showing = newestFirst
      ? query
        ? messages.newestMatching
        : messages.newest
      : query
        ? messages.firstMatching
        : messages.first;
    return t(showing, { shown, counted, query });
  }
  const all = newestFirst
    ? query
      ? messages.allMatchingNewest
      : messages.allNewest
    : query
      ? messages.allMatching
      : messages.all;
  return t(all, { counted, query });
}
