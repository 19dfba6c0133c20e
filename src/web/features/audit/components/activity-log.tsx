import ArrowRight from 'lucide-react/icons/arrow-right';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { useId, useState } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_GROUPS,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditValues,
} from '#shared/audit.ts';
import { AdminList } from '#web/components/ui/admin-list.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { useAuditEvents } from '#web/features/audit/api/list-audit-events.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Field names as people say them. */
const fieldLabels: Record<string, string> = {
  email: 'Email',
  role: 'Role',
  name: 'Name',
  reference: 'Reference',
  guest: 'Guest',
  checkIn: 'Check In',
  checkOut: 'Check Out',
  status: 'Status',
  receivedAt: 'Received',
  handled: 'Handled',
  search: 'Search',
  rows: 'Rows',
  serviceChargePercent: 'Services Charge (%)',
  vatPercent: 'VAT (%)',
  taxPercent: 'TAX (%)',
};

function actionLabel(action: string): string {
  return action in AUDIT_ACTIONS ? AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS] : action;
}

function shown(value: AuditValues[string] | undefined): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return dateTime.format(new Date(value));
  }
  return String(value);
}

/** The audit trail: who did what, when, and what changed, newest first. */
export function ActivityLog() {
  const id = useId();
  const [action, setAction] = useState('');
  const [offset, setOffset] = useState(0);
  const events = useAuditEvents({ action, offset, limit: AUDIT_PAGE_SIZE });

  return (
    <AdminList
      className="mt-8"
      controls={
        <div className="grid max-w-xs gap-2">
          <label
            htmlFor={`${id}-action`}
            className="text-xs font-medium uppercase tracking-[0.16em] text-ink"
          >
            Show
          </label>
          <select
            id={`${id}-action`}
            className="field-input"
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setOffset(0);
            }}
          >
            <option value="">All activity</option>
            {AUDIT_GROUPS.map((group) => (
              <option key={group.prefix} value={group.prefix}>
                {group.label}
              </option>
            ))}
          </select>
        </div>
      }
      list={events}
      noun="activity"
      items={(data) => data.events}
      placeholder={{ entries: { title: 'w-48', line: 'w-64', body: 'h-8' } }}
      empty={{
        icon: History,
        title: 'Nothing recorded yet',
        text: 'Role changes, bookings cancelled by staff, inbox actions, reviews hidden or shown and newsletter downloads appear here.',
      }}
      footer={(data) => (
        <Pager
          offset={offset}
          pageSize={AUDIT_PAGE_SIZE}
          total={data.total}
          noun="events"
          onOffsetChange={setOffset}
        />
      )}
    >
      {(found) => (
        <ol aria-label="Activity, newest first">
          {found.map((event) => (
            <li key={event.id} className="border-b border-rule px-5 py-5 last:border-b-0 sm:px-6">
              <EventItem event={event} />
            </li>
          ))}
        </ol>
      )}
    </AdminList>
  );
}

function EventItem({ event }: { event: AuditEvent }) {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <article>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-sans text-base font-medium text-ink">{actionLabel(event.action)}</h2>
        <time dateTime={event.at} className="text-sm text-ink-muted">
          {dateTime.format(new Date(event.at))}
        </time>
      </header>
      <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
        by {event.actor.email}
        {event.actor.id === null ? ' (account since deleted)' : ''}
      </p>
      {names.length > 0 ? (
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {names.map((name) => {
            const was = before[name];
            const now = after[name];
            const changed = event.before !== null && event.after !== null && was !== now;
            return (
              <div key={name} className="contents">
                <dt className="pt-1 text-xs font-medium uppercase tracking-[0.14em] text-ink-muted sm:pt-0.5">
                  {fieldLabels[name] ?? name}
                </dt>
                <dd className="text-ink [overflow-wrap:anywhere]">
                  {changed ? (
                    <span className="inline-flex flex-wrap items-center gap-x-2">
                      <span className="text-ink-muted line-through decoration-ink-muted/60">
                        {shown(was)}
                      </span>
                      <ArrowRight aria-label="became" className="size-3.5 text-brass-dark" />
                      <span className="font-medium">{shown(now)}</span>
                    </span>
                  ) : (
                    shown(event.after === null ? was : now)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </article>
  );
}
