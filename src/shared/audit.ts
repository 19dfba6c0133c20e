import * as z from 'zod/mini';
import { listLimit, wholeNumberParam } from './validation.ts';

/**
 * Every action the audit trail records, with how the Activity page names it. A new audited
 * action is one entry here and a `recordAuditEvent` call in the action's transaction.
 */
export const AUDIT_ACTIONS = {
  'user.role_changed': 'Changed a role',
  'booking.cancelled_by_staff': 'Cancelled a guest’s booking',
  'booking.changed': 'Changed a booking’s dates or guests',
  'booking.details_changed': 'Changed a booking’s arrival time or special requests',
  'booking.status_changed': 'Marked a booking checked in, checked out or no-show',
  'booking.exported': 'Downloaded the booking list',
  'contact_message.handled': 'Marked a message handled',
  'contact_message.reopened': 'Marked a message not handled',
  'contact_message.deleted': 'Deleted a message',
  'review.hidden': 'Hid a review',
  'review.shown': 'Showed a review again',
  'newsletter.exported': 'Downloaded the newsletter list',
  'promo_code.created': 'Added a promo code',
  'extra.created': 'Added an extra',
  'extra.edited': 'Changed an extra',
  'promo_code.switched': 'Switched a promo code off or on',
  'suite.created': 'Added a suite',
  'suite.edited': 'Edited a suite',
  'suite.photos_changed': 'Changed a suite’s photos',
  'suite.archived': 'Archived a suite',
  'suite.restored': 'Restored a suite',
  'suite.deleted': 'Deleted a suite',
  'suite.rates_changed': 'Changed a suite’s seasons',
  'suite.nights_blocked': 'Blocked a suite’s nights',
  'suite.nights_released': 'Put blocked nights back on sale',
  'suite.channels_changed': 'Changed a suite’s channel feeds',
  'charges.changed': 'Changed the hotel’s charges',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The groups the Activity page filters by: each an action prefix. */
export const AUDIT_GROUPS = [
  { prefix: 'user.', label: 'Roles' },
  { prefix: 'suite.', label: 'Suites' },
  { prefix: 'booking.', label: 'Bookings' },
  { prefix: 'contact_message.', label: 'Inbox' },
  { prefix: 'review.', label: 'Reviews' },
  { prefix: 'newsletter.', label: 'Newsletter' },
  { prefix: 'promo_code.', label: 'Promo codes' },
  { prefix: 'extra.', label: 'Extras' },
  { prefix: 'charges.', label: 'Charges' },
] as const;

/** What a thing looked like before or after an action: flat names and plain values. */
const auditValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditValues = z.infer<typeof auditValuesSchema>;

const auditEventSchema = z.object({
  id: z.uuid(),
  /** Who acted: their id while the account exists (null after), their email as it was then. */
  actor: z.object({ id: z.nullable(z.string()), email: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.nullable(auditValuesSchema),
  after: z.nullable(auditValuesSchema),
  at: z.iso.datetime(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 25;

/** `GET /api/admin/audit`: newest first, `offset` events skipped, optionally by action prefix. */
export const auditQuerySchema = z.object({
  action: z.optional(
    z
      .string({ error: 'Use an action prefix such as user. or contact_message.' })
      .check(z.regex(/^[a-z_.]{1,60}$/, 'Use an action prefix such as user. or contact_message.')),
  ),
  limit: listLimit(100, AUDIT_PAGE_SIZE),
  offset: z._default(
    wholeNumberParam('Use a whole number from 0 to 1000000', { min: 0, max: 1_000_000 }),
    0,
  ),
});

export const auditEventListSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.int(),
});
export type AuditEventList = z.infer<typeof auditEventListSchema>;
