import { Info } from 'lucide-react';
import { DashboardHeading } from '#web/components/ui/dashboard-heading.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { useSuites } from '#web/features/suites/api/get-suites.ts';
import { SuitesTable, SuitesTableSkeleton } from '#web/features/suites/components/suites-table.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

export default function ManageSuitesRoute() {
  useDocumentTitle();
  const suites = useSuites();
  return (
    <>
      <DashboardHeading title="Manage Suites">
        <p>Every suite guests can book, with its nightly price, bed and size.</p>
      </DashboardHeading>
      <p className="mt-8 flex items-start gap-3 border-l-2 border-brass bg-ivory-deep px-5 py-4 text-sm text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-dark" />
        Read-only for now: editing, archiving and deleting suites are on their way.
      </p>
      <div className="mt-8" aria-busy={suites.isPending}>
        {suites.isPending ? (
          <SuitesTableSkeleton />
        ) : suites.isError ? (
          <ErrorState
            title="We could not load the suites"
            error={suites.error}
            onRetry={() => suites.refetch()}
          />
        ) : (
          <SuitesTable suites={suites.data} />
        )}
      </div>
    </>
  );
}
