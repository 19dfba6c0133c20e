import { type ReactNode, Suspense } from 'react';
import type { Suite } from '#shared/suite.ts';
import { SuiteResultCard } from '#web/features/suites/components/suite-result-card.tsx';

interface SuiteResultListProps<Result> {
  /** The results, in the order shown. */
  results: readonly Result[];
  suiteOf: (result: Result) => Suite;
  /** The suite the guest came for (`?suite=`), marked. */
  chosenId: string | null;
  className: string;
  inert?: boolean;
  /** What the page adds under a result's price: its stay and booking action. */
  children: (result: Result) => ReactNode;
}

/** Suites as result cards, the first one's picture loaded at once. */
export function SuiteResultList<Result>({
  results,
  suiteOf,
  chosenId,
  className,
  inert,
  children,
}: SuiteResultListProps<Result>) {
  return (
    <ul className={className} inert={inert}>
      {results.map((result, index) => {
        const suite = suiteOf(result);
        return (
          <Suspense key={suite.id}>
            <li>
              <SuiteResultCard suite={suite} eager={index === 0} chosen={suite.id === chosenId}>
                {children(result)}
              </SuiteResultCard>
            </li>
          </Suspense>
        );
      })}
    </ul>
  );
}
