import { Link } from 'react-router';
import { bedLabel } from '#shared/bed-label.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { AdminSuite } from '#shared/suite-admin.ts';
import { type AdminColumn, AdminTable } from '#web/components/ui/admin-table.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  staffSuiteName,
  useDeleteSuite,
  useSetSuiteArchived,
} from '#web/features/suites/api/admin-suites.ts';
import { editSuitePath } from '#web/features/suites/lib/edit-suite-path.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  bookings: {
    id: 'suitesAdmin.table.bookings',
    defaultMessage: '{count, plural, =0 {Never booked} one {# booking} other {# bookings}}',
  },
  open: { id: 'suitesAdmin.table.open', defaultMessage: 'Open' },
  archived: { id: 'suitesAdmin.table.archived', defaultMessage: 'Archived' },
  no: { id: 'suitesAdmin.table.no', defaultMessage: 'No' },
  name: { id: 'suitesAdmin.table.name', defaultMessage: 'Name' },
  bed: { id: 'suitesAdmin.table.bed', defaultMessage: 'Bed' },
  guest: { id: 'suitesAdmin.table.guest', defaultMessage: 'Guest' },
  status: { id: 'suitesAdmin.table.status', defaultMessage: 'Status' },
  actions: { id: 'suitesAdmin.table.actions', defaultMessage: 'Actions' },
  perNight: { id: 'suitesAdmin.table.perNight', defaultMessage: '{price} per night' },
  weekend: { id: 'suitesAdmin.table.weekend', defaultMessage: '{price} Fri & Sat' },
  guestsAndSize: {
    id: 'suitesAdmin.table.guestsAndSize',
    defaultMessage: '{capacity, number} Guest · {size, number, ::group-off} sqr',
  },
  guests: { id: 'suitesAdmin.table.guests', defaultMessage: '{capacity, number} Guest' },
  size: { id: 'suitesAdmin.table.size', defaultMessage: '{size, number, ::group-off} sqr' },
  editLabel: { id: 'suitesAdmin.table.editLabel', defaultMessage: 'Edit {suite}' },
  edit: { id: 'suitesAdmin.table.edit', defaultMessage: 'Edit' },
  archive: { id: 'suitesAdmin.table.archive', defaultMessage: 'Archive' },
  archiveLabel: { id: 'suitesAdmin.table.archiveLabel', defaultMessage: 'Archive {suite}' },
  archiveTitle: { id: 'suitesAdmin.table.archiveTitle', defaultMessage: 'Archive {suite}?' },
  archiveText: {
    id: 'suitesAdmin.table.archiveText',
    defaultMessage:
      'Guests will no longer find it in search or on the home page. Its bookings stay as they are, and you can restore it at any time.',
  },
  archiveConfirm: { id: 'suitesAdmin.table.archiveConfirm', defaultMessage: 'Yes, Archive it' },
  archiveDone: {
    id: 'suitesAdmin.table.archiveDone',
    defaultMessage: '{suite} is archived: guests no longer see it.',
  },
  restore: { id: 'suitesAdmin.table.restore', defaultMessage: 'Restore' },
  restoreLabel: { id: 'suitesAdmin.table.restoreLabel', defaultMessage: 'Restore {suite}' },
  restoreTitle: { id: 'suitesAdmin.table.restoreTitle', defaultMessage: 'Restore {suite}?' },
  restoreText: {
    id: 'suitesAdmin.table.restoreText',
    defaultMessage: 'Guests will find it in search and on the home page again, and can book it.',
  },
  restoreConfirm: { id: 'suitesAdmin.table.restoreConfirm', defaultMessage: 'Yes, Restore it' },
  restoreDone: {
    id: 'suitesAdmin.table.restoreDone',
    defaultMessage: '{suite} is restored: guests can book it again.',
  },
  delete: { id: 'suitesAdmin.table.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'suitesAdmin.table.deleteLabel', defaultMessage: 'Delete {suite}' },
  deleteTitle: { id: 'suitesAdmin.table.deleteTitle', defaultMessage: 'Are you sure?' },
  deleteWarning: {
    id: 'suitesAdmin.table.deleteWarning',
    defaultMessage: "You won't be able to revert this!",
  },
  deleteText: {
    id: 'suitesAdmin.table.deleteText',
    defaultMessage:
      '{suite} and its photos will be deleted. A suite that has ever been booked cannot be deleted: archive it instead.',
  },
  deleteConfirm: { id: 'suitesAdmin.table.deleteConfirm', defaultMessage: 'Yes, Delete it!' },
  deleteDone: { id: 'suitesAdmin.table.deleteDone', defaultMessage: '{suite} is deleted.' },
  label: { id: 'suitesAdmin.table.label', defaultMessage: 'Suites' },
  caption: {
    id: 'suitesAdmin.table.caption',
    defaultMessage: 'Every suite, archived ones included',
  },
});

const cell = 'px-3 py-4 align-top text-ink-muted';
const action =
  'inline-flex min-h-10 items-center justify-center gap-2 whitespace-nowrap rounded-[2px] border px-3 text-xs font-medium uppercase tracking-[0.12em] transition-colors';
const calmAction = `${action} border-forest text-forest hover:bg-forest hover:text-ivory`;
const dangerAction = `${action} border-danger/60 text-danger hover:bg-danger hover:text-ivory`;

function bookingsLine(count: number) {
  return t(messages.bookings, { count });
}

function SuiteStatus({ suite }: { suite: AdminSuite }) {
  return suite.active ? (
    <span className="text-forest">{t(messages.open)}</span>
  ) : (
    <span className="inline-flex rounded-full border border-brass-dark/50 bg-parchment px-2.5 py-0.5 text-[0.7rem] font-medium uppercase tracking-[0.12em] text-ink">
      {t(messages.archived)}
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
      header: t(messages.no),
      className: `${cell} pl-5 tabular-nums`,
      cell: (_suite, index) => index + 1,
    },
    {
      header: t(messages.name),
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
              {staffSuiteName(suite)}
            </span>
            <span className="mt-1 block whitespace-nowrap text-ink-muted">
              {t(messages.perNight, { price: formatBdt(suite.pricePerNight) })}
            </span>
            {suite.weekendPricePerNight === null ? null : (
              <span className="mt-0.5 block whitespace-nowrap text-sm text-ink-muted">
                {t(messages.weekend, { price: formatBdt(suite.weekendPricePerNight) })}
              </span>
            )}
            <span className="mt-1 flex flex-wrap gap-x-2 text-ink-muted md:hidden">
              <span className="whitespace-nowrap">{bedLabel(suite.bed)}</span>
              <span className="whitespace-nowrap">
                {t(messages.guestsAndSize, { capacity: suite.capacity, size: suite.sizeSqft })}
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
      header: t(messages.bed),
      hiddenBelow: 'md',
      className: `${cell} whitespace-nowrap`,
      cell: (suite) => bedLabel(suite.bed),
    },
    {
      header: t(messages.guest),
      hiddenBelow: 'md',
      className: `${cell} whitespace-nowrap`,
      cell: (suite) => (
        <>
          <span className="block">{t(messages.guests, { capacity: suite.capacity })}</span>
          <span>{t(messages.size, { size: suite.sizeSqft })}</span>
        </>
      ),
    },
    {
      header: t(messages.status),
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
      header: t(messages.actions),
      headerHidden: true,
      headerClassName: 'text-right',
      className: 'py-4 pl-3 pr-5 align-top',
      cell: (suite) => {
        const name = staffSuiteName(suite);
        return (
          <div className="flex flex-col items-stretch justify-end gap-2 xl:flex-row xl:items-start">
            <Link
              to={editSuitePath(suite.id)}
              aria-label={t(messages.editLabel, { suite: name })}
              className={`${action} border-forest text-forest hover:bg-forest hover:text-ivory`}
            >
              {t(messages.edit)}
            </Link>
            {suite.active ? (
              <ConfirmDialog
                tone="calm"
                trigger={t(messages.archive)}
                triggerLabel={t(messages.archiveLabel, { suite: name })}
                triggerClassName={calmAction}
                title={t(messages.archiveTitle, { suite: name })}
                description={<p>{t(messages.archiveText)}</p>}
                confirmLabel={t(messages.archiveConfirm)}
                onConfirm={async () => {
                  await setArchived.mutateAsync({ id: suite.id, archived: true });
                  onChanged(t(messages.archiveDone, { suite: name }));
                }}
              />
            ) : (
              <ConfirmDialog
                tone="calm"
                trigger={t(messages.restore)}
                triggerLabel={t(messages.restoreLabel, { suite: name })}
                triggerClassName={calmAction}
                title={t(messages.restoreTitle, { suite: name })}
                description={<p>{t(messages.restoreText)}</p>}
                confirmLabel={t(messages.restoreConfirm)}
                onConfirm={async () => {
                  await setArchived.mutateAsync({ id: suite.id, archived: false });
                  onChanged(t(messages.restoreDone, { suite: name }));
                }}
              />
            )}
            <ConfirmDialog
              trigger={t(messages.delete)}
              triggerLabel={t(messages.deleteLabel, { suite: name })}
              triggerClassName={dangerAction}
              title={t(messages.deleteTitle)}
              description={
                <>
                  <p className="text-lg text-ink">{t(messages.deleteWarning)}</p>
                  <p className="text-sm">{t(messages.deleteText, { suite: name })}</p>
                </>
              }
              confirmLabel={t(messages.deleteConfirm)}
              onConfirm={async () => {
                await remove.mutateAsync(suite.id);
                onChanged(t(messages.deleteDone, { suite: name }));
                onDeleted(suite.id);
              }}
            />
          </div>
        );
      },
    },
  ];

  return (
    <AdminTable
      label={t(messages.label)}
      caption={t(messages.caption)}
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
