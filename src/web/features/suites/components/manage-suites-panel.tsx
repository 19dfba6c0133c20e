import BedDouble from 'lucide-react/icons/bed-double';
import Plus from 'lucide-react/icons/plus';
import { useEffect, useRef, useState } from 'react';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormStatus } from '#web/components/ui/form-message.tsx';
import { useAdminSuites } from '#web/features/suites/api/admin-suites.ts';
import { SuitesTable, SuitesTableSkeleton } from './suites-table.tsx';

function countLine(total: number, archived: number) {
  const suites = `${total} ${total === 1 ? 'suite' : 'suites'}`;
  return archived > 0 ? `${suites}, ${archived} archived` : suites;
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
            ? 'Loading suites…'
            : suites.isError
              ? 'Suites could not be loaded.'
              : countLine(suites.data.length, archived)}
        </p>
        <ButtonLink to={paths.dashboardAddSuites} size="sm">
          <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Add
        </ButtonLink>
      </div>

      <FormStatus className="mt-6">{status}</FormStatus>

      <div ref={listRef} tabIndex={-1} className="mt-6 outline-none" aria-busy={suites.isPending}>
        {suites.isPending ? (
          <SuitesTableSkeleton />
        ) : suites.isError ? (
          <ErrorState
            title="We could not load the suites"
            error={suites.error}
            onRetry={() => suites.refetch()}
          />
        ) : suites.data.length === 0 ? (
          <div className="border border-rule bg-ivory">
            <EmptyState
              icon={BedDouble}
              title="No suites yet"
              action={
                <ButtonLink to={paths.dashboardAddSuites} variant="outline" size="sm">
                  Add a suite
                </ButtonLink>
              }
            >
              <p>Suites you add appear here, and guests can book them at once.</p>
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
