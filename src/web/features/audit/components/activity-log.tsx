import ArrowRight from 'lucide-react/icons/arrow-right';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { type ReactNode, useId, useState } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_GROUPS,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditValues,
} from '#shared/audit.ts';
import { bedLabel } from '#shared/bed-label.ts';
import type { BookingStatus } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { BED_TYPES } from '#shared/constants.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { AdminList } from '#web/components/ui/admin-list.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { useAuditEvents } from '#web/features/audit/api/list-audit-events.ts';
import { locale, t } from '#web/lib/intl.ts';

const dateTime = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A number as the page's language writes it, whole as recorded (no grouping, every decimal). */
const numberFormat = new Intl.NumberFormat(INTL_LOCALES[locale], {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/** Field names as people say them. */
const fieldLabels: Record<string, Message> = defineMessages({
  email: { id: 'staff.activity.fieldEmail', defaultMessage: 'Email' },
  role: { id: 'staff.activity.fieldRole', defaultMessage: 'Role' },
  name: { id: 'staff.activity.fieldName', defaultMessage: 'Name' },
  reference: { id: 'staff.activity.fieldReference', defaultMessage: 'Reference' },
  guest: { id: 'staff.activity.fieldGuest', defaultMessage: 'Guest' },
  checkIn: { id: 'staff.activity.fieldCheckIn', defaultMessage: 'Check In' },
  checkOut: { id: 'staff.activity.fieldCheckOut', defaultMessage: 'Check Out' },
  status: { id: 'staff.activity.fieldStatus', defaultMessage: 'Status' },
  receivedAt: { id: 'staff.activity.fieldReceivedAt', defaultMessage: 'Received' },
  handled: { id: 'staff.activity.fieldHandled', defaultMessage: 'Handled' },
  search: { id: 'staff.activity.fieldSearch', defaultMessage: 'Search' },
  rows: { id: 'staff.activity.fieldRows', defaultMessage: 'Rows' },
  serviceChargePercent: {
    id: 'staff.activity.fieldServiceChargePercent',
    defaultMessage: 'Services Charge (%)',
  },
  vatPercent: { id: 'staff.activity.fieldVatPercent', defaultMessage: 'VAT (%)' },
  taxPercent: { id: 'staff.activity.fieldTaxPercent', defaultMessage: 'TAX (%)' },
  total: { id: 'staff.activity.fieldTotal', defaultMessage: 'Total' },
  adults: { id: 'staff.activity.fieldAdults', defaultMessage: 'Adults' },
  children: { id: 'staff.activity.fieldChildren', defaultMessage: 'Children' },
  discountPercent: { id: 'staff.activity.fieldDiscountPercent', defaultMessage: 'Discount (%)' },
  arrivalTime: { id: 'staff.activity.fieldArrivalTime', defaultMessage: 'Arrival time' },
  specialRequests: { id: 'staff.activity.fieldSpecialRequests', defaultMessage: 'Requests' },
  code: { id: 'staff.activity.fieldCode', defaultMessage: 'Code' },
  percentOff: { id: 'staff.activity.fieldPercentOff', defaultMessage: 'Discount (%)' },
  validFrom: { id: 'staff.activity.fieldValidFrom', defaultMessage: 'Valid from' },
  validTo: { id: 'staff.activity.fieldValidTo', defaultMessage: 'Valid until' },
  minNights: { id: 'staff.activity.fieldMinNights', defaultMessage: 'Minimum nights' },
  maxUses: { id: 'staff.activity.fieldMaxUses', defaultMessage: 'Most uses' },
  suites: { id: 'staff.activity.fieldSuites', defaultMessage: 'Suites' },
  active: { id: 'staff.activity.fieldActive', defaultMessage: 'Active' },
  price: { id: 'staff.activity.fieldPrice', defaultMessage: 'Price' },
  unit: { id: 'staff.activity.fieldUnit', defaultMessage: 'Charged per' },
  nameBn: { id: 'staff.activity.fieldNameBn', defaultMessage: 'Name in Bengali' },
  description: { id: 'staff.activity.fieldDescription', defaultMessage: 'Description' },
  startDate: { id: 'staff.activity.fieldStartDate', defaultMessage: 'From' },
  endDate: { id: 'staff.activity.fieldEndDate', defaultMessage: 'Until' },
  reason: { id: 'staff.activity.fieldReason', defaultMessage: 'Reason' },
  weekendPrice: {
    id: 'staff.activity.fieldWeekendPrice',
    defaultMessage: 'Weekend price per night',
  },
  square: { id: 'staff.activity.fieldSquare', defaultMessage: 'Size (sq ft)' },
  photos: { id: 'staff.activity.fieldPhotos', defaultMessage: 'Photos' },
  order: { id: 'staff.activity.fieldOrder', defaultMessage: 'Order' },
  exportFeed: {
    id: 'staff.activity.fieldExportFeed',
    defaultMessage: 'Calendar address for channels',
  },
  importFeed: { id: 'staff.activity.fieldImportFeed', defaultMessage: 'Channel calendar' },
  hidden: { id: 'staff.activity.fieldHidden', defaultMessage: 'Hidden' },
  bookings: { id: 'staff.activity.fieldBookings', defaultMessage: 'Suites' },
  descriptionBn: {
    id: 'staff.activity.fieldDescriptionBn',
    defaultMessage: 'Description in Bengali',
  },
  address: { id: 'staff.activity.fieldAddress', defaultMessage: 'Address' },
  bed: { id: 'staff.activity.fieldBed', defaultMessage: 'Bed' },
  capacity: { id: 'staff.activity.fieldCapacity', defaultMessage: 'Sleeps' },
  sizeSqft: { id: 'staff.activity.fieldSizeSqft', defaultMessage: 'Size (sq ft)' },
  rating: { id: 'staff.activity.fieldRating', defaultMessage: 'Rating' },
  pricePerNight: { id: 'staff.activity.fieldPricePerNight', defaultMessage: 'Price per night' },
  weekendPricePerNight: {
    id: 'staff.activity.fieldWeekendPricePerNight',
    defaultMessage: 'Weekend price per night',
  },
  baseOccupancy: {
    id: 'staff.activity.fieldBaseOccupancy',
    defaultMessage: 'Guests the price includes',
  },
  extraAdultPerNight: {
    id: 'staff.activity.fieldExtraAdultPerNight',
    defaultMessage: 'Extra adult per night',
  },
  extraChildPerNight: {
    id: 'staff.activity.fieldExtraChildPerNight',
    defaultMessage: 'Extra child per night',
  },
});

const messages = defineMessages({
  yes: { id: 'staff.activity.yes', defaultMessage: 'yes' },
  roleAdmin: { id: 'staff.activity.roleAdmin', defaultMessage: 'admin' },
  roleGuest: { id: 'staff.activity.roleGuest', defaultMessage: 'guest' },
  no: { id: 'staff.activity.no', defaultMessage: 'no' },
  show: { id: 'staff.activity.show', defaultMessage: 'Show' },
  allActivity: { id: 'staff.activity.allActivity', defaultMessage: 'All activity' },
  noun: { id: 'staff.activity.noun', defaultMessage: 'activity' },
  pagerNoun: { id: 'staff.activity.pagerNoun', defaultMessage: 'events' },
  emptyTitle: { id: 'staff.activity.emptyTitle', defaultMessage: 'Nothing recorded yet' },
  emptyText: {
    id: 'staff.activity.emptyText',
    defaultMessage:
      'Role changes, bookings cancelled by staff, inbox actions, reviews hidden or shown and newsletter downloads appear here.',
  },
  listLabel: { id: 'staff.activity.listLabel', defaultMessage: 'Activity, newest first' },
  by: { id: 'staff.activity.by', defaultMessage: 'by {email}' },
  byDeleted: {
    id: 'staff.activity.byDeleted',
    defaultMessage: 'by {email} (account since deleted)',
  },
  became: {
    id: 'staff.activity.became',
    defaultMessage: 'became',
    description: 'Spoken between a field’s old value and its new one.',
  },
});

function actionLabel(action: string): string {
  return action in AUDIT_ACTIONS ? AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS] : action;
}

/**
 * A recorded value as the log shows it: in the page's words where the site has words for it (yes
 * and no, a date, a number, a status, a role, a bed), else as it was recorded: what staff or a
 * guest wrote, or an id, marked as such (`translate="no"`: not the site's words to translate).
 */
function shown(value: AuditValues[string] | undefined): ReactNode {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return t(value ? messages.yes : messages.no);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return dateTime.format(new Date(value));
  }
  if (typeof value === 'number') return numberFormat.format(value);
  // Recorded values the site has words for: a booking's status, an account's role.
  if (typeof value === 'string' && Object.hasOwn(STATUS_LABELS, value)) {
    return STATUS_LABELS[value as BookingStatus].toLowerCase();
  }
  if (value === 'admin') return t(messages.roleAdmin);
  if (value === 'guest') return t(messages.roleGuest);
  if (typeof value === 'string' && (BED_TYPES as readonly string[]).includes(value)) {
    return bedLabel(value);
  }
  return <span translate="no">{String(value)}</span>;
}

/** A field's name as people say it, or as recorded when it has none. */
function fieldLabel(name: string): string {
  const label = Object.hasOwn(fieldLabels, name) ? fieldLabels[name] : undefined;
  return label ? t(label) : name;
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
            {t(messages.show)}
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
            <option value="">{t(messages.allActivity)}</option>
            {AUDIT_GROUPS.map((group) => (
              <option key={group.prefix} value={group.prefix}>
                {group.label}
              </option>
            ))}
          </select>
        </div>
      }
      list={events}
      noun={t(messages.noun)}
      items={(data) => data.events}
      placeholder={{ entries: { title: 'w-48', line: 'w-64', body: 'h-8' } }}
      empty={{
        icon: History,
        title: t(messages.emptyTitle),
        text: t(messages.emptyText),
      }}
      footer={(data) => (
        <Pager
          offset={offset}
          pageSize={AUDIT_PAGE_SIZE}
          total={data.total}
          noun={t(messages.pagerNoun)}
          onOffsetChange={setOffset}
        />
      )}
    >
      {(found) => (
        <ol aria-label={t(messages.listLabel)}>
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
        {t(event.actor.id === null ? messages.byDeleted : messages.by, {
          email: event.actor.email,
        })}
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
                  {fieldLabel(name)}
                </dt>
                <dd className="text-ink [overflow-wrap:anywhere]">
                  {changed ? (
                    <span className="inline-flex flex-wrap items-center gap-x-2">
                      <span className="text-ink-muted line-through decoration-ink-muted/60">
                        {shown(was)}
                      </span>
                      <ArrowRight
                        aria-label={t(messages.became)}
                        className="size-3.5 text-brass-dark"
                      />
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
