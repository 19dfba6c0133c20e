import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import Search from 'lucide-react/icons/search';
import { type ReactNode, useId, useState } from 'react';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { AdminTable, type AdminTableProps } from './admin-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { FormAlert, FormStatus } from './form-message.tsx';
import { Skeleton } from './skeleton.tsx';

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

interface AdminSearchListProps<Data, Row> {
  search: AdminSearch;
  /** The box's label and example; `spellCheck` false for names and addresses. */
  box: { label: string; placeholder: string; spellCheck?: boolean; maxLength?: number };
  /** Beside the box: what to do with what it finds (a download). */
  action?: ReactNode;
  /** Given, the lines announcing what the last change did, and what it could not do. */
  announce?: { status?: string; failure?: string };
  /** The list the query finds; while a new one loads, the last one stays, dimmed. */
  list: UseQueryResult<Data>;
  /** The list in words, plural: "Loading reviews…", "Reviews could not be loaded." */
  noun: string;
  /** The count line once the list is there (see `countLine`). */
  count: (data: Data) => string;
  rows: (data: Data) => readonly Row[];
  /** While the list first loads: three bars of this height, or the panel's own rows. */
  placeholder: { height: string } | { rows: ReactNode };
  /** In the table's place when nothing matches. */
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  table: Pick<AdminTableProps<Row>, 'label' | 'caption' | 'columns' | 'rowKey' | 'rowProps'>;
  /** Under the table: its pages. */
  footer?: (data: Data) => ReactNode;
  /** Space above the list, e.g. `mt-10`. */
  className: string;
}

/**
 * A staff list found by a search box: the box, a count line that describes it, and a card holding
 * the table, or what stands in its place (loading, failure with a retry, no match).
 */
export function AdminSearchList<Data, Row>({
  search,
  box,
  action,
  announce,
  list,
  noun,
  count,
  rows,
  placeholder,
  empty,
  table,
  footer,
  className,
}: AdminSearchListProps<Data, Row>) {
  const searching =
    list.isFetching && (search.query !== search.text.trim() || list.isPlaceholderData);
  const found = list.isSuccess ? rows(list.data) : [];
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
    <div className={className}>
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {searchBox}
          {action}
        </div>
      ) : (
        searchBox
      )}

      {announce ? (
        <>
          <FormStatus className="mt-6">{announce.status}</FormStatus>
          {announce.failure ? <FormAlert className="mt-6">{announce.failure}</FormAlert> : null}
        </>
      ) : null}

      <div className="mt-6 border border-rule bg-ivory" aria-busy={list.isPending || searching}>
        <p
          id={`${search.id}-count`}
          aria-live="polite"
          className="border-b border-rule px-5 py-3 text-sm text-ink-muted"
        >
          {list.isPending
            ? `Loading ${noun}…`
            : list.isError
              ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} could not be loaded.`
              : count(list.data)}
        </p>
        {list.isPending ? (
          'rows' in placeholder ? (
            placeholder.rows
          ) : (
            <div className="grid gap-3 p-5">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className={`${placeholder.height} w-full`} />
              ))}
            </div>
          )
        ) : list.isError ? (
          <div className="p-6">
            <ErrorState
              title={`We could not load the ${noun}`}
              error={list.error}
              onRetry={() => list.refetch()}
            />
          </div>
        ) : found.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title}>
            <p>{empty.text}</p>
          </EmptyState>
        ) : (
          <AdminTable
            {...table}
            rows={found}
            rules="full"
            minWidth="min-w-[20rem]"
            dimmed={searching}
          />
        )}
        {list.isSuccess && found.length > 0 ? footer?.(list.data) : null}
      </div>
    </div>
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
