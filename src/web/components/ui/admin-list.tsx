import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { FormAlert, FormStatus } from './form-message.tsx';
import { Skeleton } from './skeleton.tsx';

/** What a staff list says while it loads or when it could not; `noun` is the list in words. */
export const listMessages = defineMessages({
  loading: { id: 'ui.adminList.loading', defaultMessage: 'Loading {noun}…' },
  notLoaded: { id: 'ui.adminList.notLoaded', defaultMessage: '{noun} could not be loaded.' },
  couldNotLoad: { id: 'ui.adminList.couldNotLoad', defaultMessage: 'We could not load the {noun}' },
});

/** A noun at the head of a sentence: "reviews" → "Reviews" (Bengali has no capitals). */
const capitalized = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

/** Three bars of this height, for a table. */
type BarsPlaceholder = { height: string };
/** Three entries of a title, a line under it and a body: their widths and the body's height. */
type EntriesPlaceholder = { entries: { title: string; line: string; body: string } };
/** The panel's own placeholder. */
type OwnPlaceholder = { rows: ReactNode };

export interface AdminListProps<Data, Item> {
  /** Over the card: what chooses the list (a search box, filters). */
  controls: ReactNode;
  /** Given, the lines announcing what the last change did, and what it could not do. */
  announce?: { status?: string; failure?: string };
  list: UseQueryResult<Data>;
  /**
   * The list in words, plural, in the page's language (`t(…)`): "Loading reviews…", "We could
   * not load the reviews".
   */
  noun: string;
  /** When the card says it is busy; while the list is fetched, unless said otherwise. */
  busy?: boolean;
  /**
   * Given, a line atop the card saying what the list holds once it is there (or that it loads,
   * or could not); `id` lets a control name it as its description.
   */
  count?: { id: string; text: (data: Data) => string };
  items: (data: Data) => readonly Item[];
  /** While the list first loads. */
  placeholder: BarsPlaceholder | EntriesPlaceholder | OwnPlaceholder;
  /** In the list's place when it holds nothing. */
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  /** The list, once it holds something. */
  children: (items: readonly Item[]) => ReactNode;
  /** Under the list: its pages. */
  footer?: (data: Data) => ReactNode;
  /** Space above the whole, e.g. `mt-10`. */
  className: string;
}

/**
 * A staff list: what chooses it, the lines announcing changes, and a card holding the list, or
 * what stands in its place (loading, failure with a retry, nothing to show), and its pages.
 */
export function AdminList<Data, Item>({
  controls,
  announce,
  list,
  noun,
  busy = list.isFetching,
  count,
  items,
  placeholder,
  empty,
  children,
  footer,
  className,
}: AdminListProps<Data, Item>) {
  const found = list.isSuccess ? items(list.data) : [];
  return (
    <div className={className}>
      {controls}

      {announce ? (
        <>
          <FormStatus className="mt-6">{announce.status}</FormStatus>
          {announce.failure ? <FormAlert className="mt-6">{announce.failure}</FormAlert> : null}
        </>
      ) : null}

      <div className="mt-6 border border-rule bg-ivory" aria-busy={busy}>
        {count ? (
          <p
            id={count.id}
            aria-live="polite"
            className="border-b border-rule px-5 py-3 text-sm text-ink-muted"
          >
            {list.isPending
              ? t(listMessages.loading, { noun })
              : list.isError
                ? t(listMessages.notLoaded, { noun: capitalized(noun) })
                : count.text(list.data)}
          </p>
        ) : null}
        {list.isPending ? (
          <ListPlaceholder placeholder={placeholder} />
        ) : list.isError ? (
          <div className="p-6">
            <ErrorState
              title={t(listMessages.couldNotLoad, { noun })}
              error={list.error}
              onRetry={() => list.refetch()}
            />
          </div>
        ) : found.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title}>
            <p>{empty.text}</p>
          </EmptyState>
        ) : (
          children(found)
        )}
        {list.isSuccess && found.length > 0 ? footer?.(list.data) : null}
      </div>
    </div>
  );
}

function ListPlaceholder({
  placeholder,
}: {
  placeholder: AdminListProps<unknown, unknown>['placeholder'];
}) {
  if ('rows' in placeholder) return placeholder.rows;
  if ('entries' in placeholder) {
    const { title, line, body } = placeholder.entries;
    return (
      <div aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2 border-b border-rule px-5 py-5 last:border-b-0">
            <Skeleton className={`h-4 ${title}`} />
            <Skeleton className={`h-3 ${line} max-w-full`} />
            <Skeleton className={`mt-2 ${body} w-full`} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-3 p-5">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className={`${placeholder.height} w-full`} />
      ))}
    </div>
  );
}
