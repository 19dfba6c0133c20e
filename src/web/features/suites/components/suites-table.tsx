import { formatBdt } from '#shared/money.ts';
import type { Suite } from '#shared/suite.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableFrame } from '#web/components/ui/table-frame.tsx';

const headCell = 'px-4 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink';

/** Manage Suites' table, read-only: No, Name with price per night, Bed, Guest with sqr. */
export function SuitesTable({ suites }: { suites: Suite[] }) {
  return (
    <TableFrame label="Suites">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">Suites guests can book</caption>
        <thead className="border-b border-rule bg-ivory-deep">
          <tr>
            <th scope="col" className={headCell}>
              No
            </th>
            <th scope="col" className={headCell}>
              Name
            </th>
            <th scope="col" className={headCell}>
              Bed
            </th>
            <th scope="col" className={headCell}>
              Guest
            </th>
          </tr>
        </thead>
        <tbody>
          {suites.map((suite, index) => (
            <tr key={suite.id} className="border-b border-rule/70 last:border-b-0">
              <td className="px-4 py-4 text-ink-muted">{index + 1}</td>
              <th scope="row" className="px-4 py-4 text-left font-normal">
                <span className="block font-display text-lg text-forest">{suite.name}</span>
                <span className="text-ink-muted">{formatBdt(suite.pricePerNight)} per night</span>
              </th>
              <td className="px-4 py-4 text-ink-muted">{suite.bed}</td>
              <td className="px-4 py-4 text-ink-muted">
                <span className="block">{suite.capacity} Guest</span>
                <span>{suite.sizeSqft} sqr</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function SuitesTableSkeleton() {
  return (
    <div className="space-y-3 border border-rule p-4">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}
