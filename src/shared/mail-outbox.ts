import * as z from 'zod/mini';

/**
 * The site's outgoing mail as staff see it: waiting (`pending`, tried again with growing waits
 * while the mail server is away), `sending`, `sent`, or `failed` after every try (staff may send
 * it again).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.int(),
  /** What went wrong on the last try; null once sent or before any try failed. */
  lastError: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
  sentAt: z.nullable(z.iso.datetime()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/admin/mail`: how many messages are in each state, and those not yet sent. */
export const mailOutboxSchema = z.object({
  counts: z.object({ pending: z.int(), sending: z.int(), sent: z.int(), failed: z.int() }),
  /** Not yet sent (waiting, going or given up on), oldest first, at most 100. */
  unsent: z.array(outboxMessageSchema),
});
export type MailOutbox = z.infer<typeof mailOutboxSchema>;
