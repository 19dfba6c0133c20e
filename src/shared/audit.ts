import * as z from 'zod/mini';
import { localizedLabels, says } from './labels.ts';
import { defineMessages } from './messages.ts';
import { listLimit, listOffset } from './validation.ts';

const messages = defineMessages({
  actionPrefix: {
    id: 'validation.audit.actionPrefix',
    defaultMessage: 'Use an action prefix such as {first} or {second}',
  },
});

const actionMessages = defineMessages({
  'user.role_changed': {
    id: 'validation.audit.action.roleChanged',
    defaultMessage: 'Changed a role',
  },
  'booking.cancelled_by_staff': {
    id: 'validation.audit.action.bookingCancelledByStaff',
    defaultMessage: 'Cancelled a guest’s booking',
  },
  'booking.changed': {
    id: 'validation.audit.action.bookingChanged',
    defaultMessage: 'Changed a booking’s dates or guests',
  },
  'booking.details_changed': {
    id: 'validation.audit.action.bookingDetailsChanged',
    defaultMessage: 'Changed a booking’s arrival time or special requests',
  },
  'booking.status_changed': {
    id: 'validation.audit.action.bookingStatusChanged',
    defaultMessage: 'Marked a booking checked in, checked out or no-show',
  },
  'booking.exported': {
    id: 'validation.audit.action.bookingExported',
    defaultMessage: 'Downloaded the booking list',
  },
  'contact_message.handled': {
    id: 'validation.audit.action.messageHandled',
    defaultMessage: 'Marked a message handled',
  },
  'contact_message.reopened': {
    id: 'validation.audit.action.messageReopened',
    defaultMessage: 'Marked a message not handled',
  },
  'contact_message.deleted': {
    id: 'validation.audit.action.messageDeleted',
    defaultMessage: 'Deleted a message',
  },
  'review.hidden': { id: 'validation.audit.action.reviewHidden', defaultMessage: 'Hid a review' },
  'review.shown': {
    id: 'validation.audit.action.reviewShown',
    defaultMessage: 'Showed a review again',
  },
  'newsletter.exported': {
    id: 'validation.audit.action.newsletterExported',
    defaultMessage: 'Downloaded the newsletter list',
  },
  'promo_code.created': {
    id: 'validation.audit.action.promoCodeCreated',
    defaultMessage: 'Added a promo code',
  },
  'extra.created': { id: 'validation.audit.action.extraCreated', defaultMessage: 'Added an extra' },
  'extra.edited': { id: 'validation.audit.action.extraEdited', defaultMessage: 'Changed an extra' },
  'promo_code.switched': {
    id: 'validation.audit.action.promoCodeSwitched',
    defaultMessage: 'Switched a promo code off or on',
  },
  'suite.created': { id: 'validation.audit.action.suiteCreated', defaultMessage: 'Added a suite' },
  'suite.edited': { id: 'validation.audit.action.suiteEdited', defaultMessage: 'Edited a suite' },
  'suite.photos_changed': {
    id: 'validation.audit.action.suitePhotosChanged',
    defaultMessage: 'Changed a suite’s photos',
  },
  'suite.archived': {
    id: 'validation.audit.action.suiteArchived',
    defaultMessage: 'Archived a suite',
  },
  'suite.restored': {
    id: 'validation.audit.action.suiteRestored',
    defaultMessage: 'Restored a suite',
  },
  'suite.deleted': {
    id: 'validation.audit.action.suiteDeleted',
    defaultMessage: 'Deleted a suite',
  },
  'suite.rates_changed': {
    id: 'validation.audit.action.suiteRatesChanged',
    defaultMessage: 'Changed a suite’s seasons',
  },
  'suite.nights_blocked': {
    id: 'validation.audit.action.suiteNightsBlocked',
    defaultMessage: 'Blocked a suite’s nights',
  },
  'suite.nights_released': {
    id: 'validation.audit.action.suiteNightsReleased',
    defaultMessage: 'Put blocked nights back on sale',
  },
  'suite.channels_changed': {
    id: 'validation.audit.action.suiteChannelsChanged',
    defaultMessage: 'Changed a suite’s channel feeds',
  },
  'charges.changed': {
    id: 'validation.audit.action.chargesChanged',
    defaultMessage: 'Changed the hotel’s charges',
  },
  'sign_in.two_factor_reset': {
    id: 'validation.audit.action.twoFactorReset',
    defaultMessage: 'Turned off someone’s two-step sign-in',
  },
  'sign_in.two_factor_enabled': {
    id: 'validation.audit.action.twoFactorEnabled',
    defaultMessage: 'Turned on two-step sign-in',
  },
  'sign_in.two_factor_disabled': {
    id: 'validation.audit.action.twoFactorDisabled',
    defaultMessage: 'Turned off two-step sign-in',
  },
  'sign_in.backup_code_used': {
    id: 'validation.audit.action.backupCodeUsed',
    defaultMessage: 'Signed in with a backup code',
  },
  'sign_in.backup_codes_renewed': {
    id: 'validation.audit.action.backupCodesRenewed',
    defaultMessage: 'Made new backup codes',
  },
});

const groupMessages = defineMessages({
  'user.': { id: 'validation.audit.group.roles', defaultMessage: 'Roles' },
  'suite.': { id: 'validation.audit.group.suites', defaultMessage: 'Suites' },
  'booking.': { id: 'validation.audit.group.bookings', defaultMessage: 'Bookings' },
  'contact_message.': { id: 'validation.audit.group.inbox', defaultMessage: 'Inbox' },
  'review.': { id: 'validation.audit.group.reviews', defaultMessage: 'Reviews' },
  'newsletter.': { id: 'validation.audit.group.newsletter', defaultMessage: 'Newsletter' },
  'promo_code.': { id: 'validation.audit.group.promoCodes', defaultMessage: 'Promo codes' },
  'extra.': { id: 'validation.audit.group.extras', defaultMessage: 'Extras' },
  'charges.': { id: 'validation.audit.group.charges', defaultMessage: 'Charges' },
  'sign_in.': { id: 'validation.audit.group.signIn', defaultMessage: 'Sign-in security' },
});
const groupLabels = localizedLabels(groupMessages);

/**
 * Every action the audit trail records, with how the Activity page names it. A new audited
 * action is one entry here and a `recordAuditEvent` call in the action's transaction.
 */
export const AUDIT_ACTIONS = localizedLabels(actionMessages);
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The groups the Activity page filters by: each an action prefix. */
export const AUDIT_GROUPS: readonly {
  readonly prefix: keyof typeof groupMessages;
  readonly label: string;
}[] = (Object.keys(groupMessages) as (keyof typeof groupMessages)[]).map((prefix) => ({
  prefix,
  get label() {
    return groupLabels[prefix];
  },
}));

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
const ACTION_PREFIX_EXAMPLES = { first: 'user.', second: 'contact_message.' };

export const auditQuerySchema = z.object({
  action: z.optional(
    z
      .string(says(messages.actionPrefix, ACTION_PREFIX_EXAMPLES))
      .check(z.regex(/^[a-z_.]{1,60}$/, says(messages.actionPrefix, ACTION_PREFIX_EXAMPLES))),
  ),
  limit: listLimit(100, AUDIT_PAGE_SIZE),
  offset: listOffset(),
});

export const auditEventListSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.int(),
});
export type AuditEventList = z.infer<typeof auditEventListSchema>;
