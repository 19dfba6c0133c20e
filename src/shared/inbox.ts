import * as z from 'zod/mini';
import { says } from './labels.ts';
import { defineMessages } from './messages.ts';
import { checkMessages, listLimit, listOffset, TRUE_OR_FALSE } from './validation.ts';

const messages = defineMessages({
  filter: {
    id: 'validation.inbox.filter',
    defaultMessage: 'Use {all}, {unread}, {open} or {handled}',
  },
});

/** Which messages the inbox shows: all, unread, not yet handled, or handled. */
export const INBOX_FILTERS = ['all', 'unread', 'open', 'handled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_PAGE_SIZE = 20;

export const inboxQuerySchema = z.object({
  filter: z._default(
    z.enum(
      INBOX_FILTERS,
      says(messages.filter, { all: 'all', unread: 'unread', open: 'open', handled: 'handled' }),
    ),
    'all',
  ),
  limit: listLimit(100, INBOX_PAGE_SIZE),
  offset: listOffset(),
});

/** A message of the contact form, as the staff see it. */
export const inboxMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  receivedAt: z.iso.datetime(),
  readAt: z.nullable(z.iso.datetime()),
  handledAt: z.nullable(z.iso.datetime()),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** `GET /api/admin/inbox`: a page of the filter's messages, newest first, and the counts. */
export const inboxSchema = z.object({
  messages: z.array(inboxMessageSchema),
  /** How many messages the filter matches in all. */
  total: z.int(),
  unread: z.int(),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const unreadCountSchema = z.object({ unread: z.int() });

export const markReadSchema = z.object({
  read: z.boolean(says(checkMessages.trueOrFalse, TRUE_OR_FALSE)),
});
export const markHandledSchema = z.object({
  handled: z.boolean(says(checkMessages.trueOrFalse, TRUE_OR_FALSE)),
});
