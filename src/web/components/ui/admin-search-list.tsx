import Search from 'lucide-react/icons/search';
import { type ReactNode, useId, useState } from 'react';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { AdminList, type AdminListProps } from './admin-list.tsx';
import { AdminTable, type AdminTableProps } from './admin-table.tsx';

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
  /** What is counted, one and many: `['review', 'reviews']`. */
  noun: readonly [string, string];
  /** Which come first: "Showing the newest 100 of 240 reviews". */
  first?: string;
  /** The list's order, after a whole count: ", newest first". */
  order?: string;
}

/**
 * The count line: "3 reviews matching “tea”, newest first." or, when the list holds only the
 * first of them, "Showing the newest 100 of 240 reviews. Search to narrow the list."
 */
export function countLine({
  total,
  shown,
  query,
  noun,
  first = 'first',
  order = '',
}: CountLineProps) {
  const counted = `${total} ${total === 1 ? noun[0] : noun[1]}`;
  const matching = query ? ` matching “${query}”` : '';
  return shown !== undefined && shown < total
    ? `Showing the ${first} ${shown} of ${counted}${matching}. Search to narrow the list.`
    : `${counted}${matching}${order}.`;
}
