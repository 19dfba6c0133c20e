import { Link } from 'react-router';
import { formatBdt } from '#shared/money.ts';
import type { AdminSuite } from '#shared/suite-admin.ts';
import { type AdminColumn, AdminTable } from '#web/components/ui/admin-table.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDeleteSuite, useSetSuiteArchived } from '#web/features/suites/api/admin-suites.ts';
import { editSuitePath } from '#web/features/suites/lib/edit-suite-path.ts';

const cell = 'px-3 py-4 align-top text-ink-muted';
const action =
  'inline-flex min-h-10 items-center justify-center gap-2 whitespace-nowrap rounded-[2px] border px-3 text-xs font-medium uppercase tracking-[0.12em] transition-colors';
const calmAction = `${action} border-forest text-forest hover:bg-forest hover:text-ivory`;
const dangerAction = `${action} border-danger/60 text-danger hover:bg-danger hover:text-ivory`;

function bookingsLine(count: number) {
  return count === 0 ? 'Never booked' : `${count} ${count === 1 ? 'booking' : 'bookings'}`;
}

function SuiteStatus({ suite }: { suite: AdminSuite }) {
  return suite.active ? (
    <span className="text-forest">Open</span>
  ) : (
    <span className="inline-flex rounded-full border border-brass-dark/50 bg-parchment px-2.5 py-0.5 text-[0.7rem] font-medium uppercase tracking-[0.12em] text-ink">
      Archived
    </span>
  );
}

interface SuitesTableProps {
  suites: AdminSuite[];
  /** Told what changed, for the page's status line. */
  onChanged: (message: string) => void;
  /** A row leaves the table: focus must go somewhere that stays. */
  onDeleted: (id: string) => void;
}

/**
 * Manage Suites' table: the spec's No, Name with price per night, Bed and Guest with sqr, then
 * each suite's state and its actions (Edit, Archive or Restore, Delete, each asked first). On a
 * phone, Bed, Guest and the state fold under the name.
 */
export function SuitesTable({ suites, onChanged, onDeleted }: SuitesTableProps) {
  const setArchived = useSetSuiteArchived();
  const remove = useDeleteSuite();

  const columns: AdminColumn<AdminSuite>[] = [
    {
      header: 'No',
      className: `${cell} pl-5 tabular-nums`,
      cell: (_suite, index) => index + 1,
    },
    {
      header: 'Name',
      rowHeader: true,
      className: 'px-3 py-4 text-left align-top font-normal',
      cell: (suite) => (
        <div className="flex items-start gap-4">
          <img
            src={suite.image.src}
            srcSet={suite.image.srcSet}
            sizes="4.5rem"
            width={suite.image.width}
            height={suite.image.height}
            loading="lazy"
            decoding="async"
            alt=""
            className="hidden aspect-[3/2] w-18 shrink-0 border border-rule bg-parchment object-cover lg:block"
          />
          <div className="min-w-0">
            <span className="block break-words font-display text-lg leading-tight text-forest">
              {suite.name}
            </span>
            <span className="mt-1 block whitespace-nowrap text-ink-muted">
              {formatBdt(suite.pricePerNight)} per night
            </span>
            {suite.weekendPricePerNight === null ? null : (
              <span className="mt-0.5 block whitespace-nowrap text-sm text-ink-muted">
                {formatBdt(suite.weekendPricePerNight)} Fri &amp; Sat
              </span>
            )}
            <span className="mt-1 flex flex-wrap gap-x-2 text-ink-muted md:hidden">
              <span className="whitespace-nowrap">{suite.bed}</span>
              <span className="whitespace-nowrap">
                {suite.capacity} Guest · {suite.sizeSqft} sqr
              </span>
            </span>
            {suite.active ? null : (
              <span className="mt-2 block sm:hidden">
                <SuiteStatus suite={suite} />
              </span>
            )}
          </div>
        </div>
      ),
    },
    {
      header: 'Bed',
      hiddenBelow: 'md',
      className: `${cell} whitespace-nowrap`,
      cell: (suite) => suite.bed,
    },
    {
      header: 'Guest',
      hiddenBelow: 'md',
      className: `${cell} whitespace-nowrap`,
      cell: (suite) => (
        <>
          <span className="block">{suite.capacity} Guest</span>
          <span>{suite.sizeSqft} sqr</span>
        </>
      ),
    },
    {
      header: 'Status',
      hiddenBelow: 'sm',
      className: cell,
      cell: (suite) => (
        <>
          <SuiteStatus suite={suite} />
          <span className="mt-1 block whitespace-nowrap text-xs">
            {bookingsLine(suite.bookingCount)}
          </span>
        </>
      ),
    },
    {
      header: 'Actions',
      headerHidden: true,
      headerClassName: 'text-right',
      className: 'py-4 pl-3 pr-5 align-top',
      cell: (suite) => (
        <div className="flex flex-col items-stretch justify-end gap-2 xl:flex-row xl:items-start">
          <Link
            to={editSuitePath(suite.id)}
            aria-label={`Edit ${suite.name}`}
            className={`${action} border-forest text-forest hover:bg-forest hover:text-ivory`}
          >
            Edit
          </Link>
          {suite.active ? (
            <ConfirmDialog
              tone="calm"
              trigger="Archive"
              triggerLabel={`Archive ${suite.name}`}
              triggerClassName={calmAction}
              title={`Archive ${suite.name}?`}
              description={
                <p>
                  Guests will no longer find it in search or on the home page. Its bookings stay as
                  they are, and you can restore it at any time.
                </p>
              }
              confirmLabel="Yes, Archive it"
              onConfirm={async () => {
                await setArchived.mutateAsync({ id: suite.id, archived: true });
                onChanged(`${suite.name} is archived: guests no longer see it.`);
              }}
            />
          ) : (
            <ConfirmDialog
              tone="calm"
              trigger="Restore"
              triggerLabel={`Restore ${suite.name}`}
              triggerClassName={calmAction}
              title={`Restore ${suite.name}?`}
              description={
                <p>Guests will find it in search and on the home page again, and can book it.</p>
              }
              confirmLabel="Yes, Restore it"
              onConfirm={async () => {
                await setArchived.mutateAsync({ id: suite.id, archived: false });
                onChanged(`${suite.name} is restored: guests can book it again.`);
              }}
            />
          )}
          <ConfirmDialog
            trigger="Delete"
            triggerLabel={`Delete ${suite.name}`}
            triggerClassName={dangerAction}
            title="Are you sure?"
            description={
              <>
                <p className="text-lg text-ink">You won't be able to revert this!</p>
                <p className="text-sm">
                  {suite.name} and its photos will be deleted. A suite that has ever been booked
                  cannot be deleted: archive it instead.
                </p>
              </>
            }
            confirmLabel="Yes, Delete it!"
            onConfirm={async () => {
              await remove.mutateAsync(suite.id);
              onChanged(`${suite.name} is deleted.`);
              onDeleted(suite.id);
            }}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminTable
      label="Suites"
      caption="Every suite, archived ones included"
      columns={columns}
      rows={suites}
      rowKey={(suite) => suite.id}
      rowProps={(suite) => ({ className: suite.active ? '' : 'bg-ivory-deep/60' })}
      density="snug"
    />
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
