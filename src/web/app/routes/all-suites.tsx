import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSuites } from '../../features/suites/api/get-suites.ts';
import {
  SuiteResultCard,
  SuiteResultCardSkeleton,
} from '../../features/suites/components/suite-result-card.tsx';
import { SuiteSearchForm } from '../../features/suites/components/suite-search-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export default function AllSuitesRoute() {
  useDocumentTitle('Suites');
  const suites = useSuites();
  return (
    <>
      <PageHeader eyebrow="Stay with us" title="Our Suites">
        <p>
          Twelve rooms of the old estate, each restored with its own character. Choose your dates
          and party to find the suite that suits your stay.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <SuiteSearchForm />
        <section aria-labelledby="results-title" className="mt-14" aria-busy={suites.isPending}>
          <div className="flex items-baseline justify-between gap-4 border-b border-rule pb-4">
            <h2 id="results-title" className="text-3xl text-forest sm:text-4xl">
              Available Suites{' '}
              {suites.isSuccess ? (
                <span className="font-sans text-lg text-ink-muted">({suites.data.length})</span>
              ) : null}
            </h2>
            {suites.isPending ? <Skeleton className="h-5 w-16" /> : null}
          </div>
          <div className="mt-8">
            {suites.isPending ? (
              <div className="space-y-8">
                <SuiteResultCardSkeleton />
                <SuiteResultCardSkeleton />
              </div>
            ) : suites.isError ? (
              <ErrorState
                title="We could not load our suites"
                error={suites.error}
                onRetry={() => suites.refetch()}
              />
            ) : suites.data.length === 0 ? (
              <p className="py-12 text-center text-ink-muted">
                No suites are open for booking at the moment. Please call reception.
              </p>
            ) : (
              <ul className="space-y-8">
                {suites.data.map((suite, index) => (
                  <li key={suite.id}>
                    <SuiteResultCard suite={suite} eager={index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
