import BedDouble from 'lucide-react/icons/bed-double';
import Plus from 'lucide-react/icons/plus';
import { useEffect, useRef, useState } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormStatus } from '#web/components/ui/form-message.tsx';
import { useAdminSuites } from '#web/features/suites/api/admin-suites.ts';
import { t } from '#web/lib/intl.ts';
import { SuitesTable, SuitesTableSkeleton } from './suites-table.tsx';

const messages = defineMessages({
  count: {
    id: 'suitesAdmin.manageSuites.count',
    defaultMessage: '{total, plural, one {# suite} other {# suites}}',
  },
  countArchived: {
    id: 'suitesAdmin.manageSuites.countArchived',
    defaultMessage: '{total, plural, one {# suite} other {# suites}}, {archived, number} archived',
  },
  loading: { id: 'suitesAdmin.manageSuites.loading', defaultMessage: 'Loading suites…' },
  loadFailed: {
    id: 'suitesAdmin.manageSuites.loadFailed',
    defaultMessage: 'Suites could not be loaded.',
  },
  add: { id: 'suitesAdmin.manageSuites.add', defaultMessage: 'Add' },
  failed: { id: 'suitesAdmin.manageSuites.failed', defaultMessage: 'We could not load the suites' },
  emptyTitle: { id: 'suitesAdmin.manageSuites.emptyTitle', defaultMessage: 'No suites yet' },
  addSuite: { id: 'suitesAdmin.manageSuites.addSuite', defaultMessage: 'Add a suite' },
  emptyText: {
    id: 'suitesAdmin.manageSuites.emptyText',
    defaultMessage: 'Suites you add appear here, and guests can book them at once.',
  },
});

function countLine(total: number, archived: number) {
  return archived > 0
    ? t(messages.countArchived, { total, archived })
    : t(messages.count, { total });
}

/** Every suite, archived ones included, with the spec's Add button and each suite's actions. */
export function ManageSuitesPanel() {
  const suites = useAdminSuites();
  const [status, setStatus] = useState<string>();
  const [deletedId, setDeletedId] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);

  // A deleted row takes its buttons with it: once it is gone, focus goes to the list.
  useEffect(() => {
    if (deletedId && !suites.data?.some((suite) => suite.id === deletedId)) {
      listRef.current?.focus();
      setDeletedId(undefined);
    }
  }, [deletedId, suites.data]);

  const archived = suites.data?.filter((suite) => !suite.active).length ?? 0;
  return (
    <div className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p aria-live="polite" className="text-sm text-ink-muted">
          {suites.isPending
            ? t(messages.loading)
            : suites.isError
              ? t(messages.loadFailed)
              : countLine(suites.data.length, archived)}
        </p>
        <ButtonLink to={paths.dashboardAddSuites} size="sm">
          <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t(messages.add)}
        </ButtonLink>
      </div>

      <FormStatus className="mt-6">{status}</FormStatus>

      <div ref={listRef} tabIndex={-1} className="mt-6 outline-none" aria-busy={suites.isPending}>
        {suites.isPending ? (
          <SuitesTableSkeleton />
        ) : suites.isError ? (
          <ErrorState
            title={t(messages.failed)}
            error={suites.error}
            onRetry={() => suites.refetch()}
          />
        ) : suites.data.length === 0 ? (
          <div className="border border-rule bg-ivory">
            <EmptyState
              icon={BedDouble}
              title={t(messages.emptyTitle)}
              action={
                <ButtonLink to={paths.dashboardAddSuites} variant="outline" size="sm">
                  {t(messages.addSuite)}
                </ButtonLink>
              }
            >
              <p>{t(messages.emptyText)}</p>
            </EmptyState>
          </div>
        ) : (
          <div className="border border-rule bg-ivory">
            <SuitesTable suites={suites.data} onChanged={setStatus} onDeleted={setDeletedId} />
          </div>
        )}
      </div>
    </div>
  );
}
