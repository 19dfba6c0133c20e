import { and, asc, count, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { MailMessage } from '#server/db/mail-message.ts';
import { type MailOutboxRow, mailOutbox } from '#server/db/schema.ts';
import type { MailOutbox, OutboxMessage } from '#shared/mail-outbox.ts';
import { isUuid } from './suites.ts';

/** How long one process may hold a message it is sending before another may take it over. */
const LEASE_MS = 2 * 60_000;

/** Writes a message to the outbox, due now. */
export type { MailMessage };

export async function enqueueMail(db: Database, message: MailMessage, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      subject: message.subject,
      message,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Takes messages to send: due ones waiting, and ones whose sender's lease ran out (it stopped
 * mid-send). Each is leased to this process and its attempt counted, in one statement that skips
 * rows another process is taking, so no message is sent by two at once. With `id`, only that one.
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  options: { id?: string; limit?: number } = {},
): Promise<MailOutboxRow[]> {
  const due = or(
    and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now)),
  );
  const picked = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(due, options.id ? eq(mailOutbox.id, options.id) : undefined))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit ?? 20)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, picked))
    .returning();
}

export async function markMailSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A try that failed: tried again at `retryAt`, or given up on (`failed`) when null. */
export async function markMailUnsent(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? sql`${mailOutbox.nextAttemptAt}`,
      leaseUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(mailOutbox.id, id));
}

/** Sent messages older than `before` are deleted: the outbox is not an archive of guests' mail. */
export async function purgeSentMail(db: Database, before: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)));
}

const toOutboxMessage = (row: MailOutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox as staff see it: counts by state, and what is not sent yet. */
export async function mailOutboxSummary(db: Database): Promise<MailOutbox> {
  const [counts, unsent] = await Promise.all([
    db
      .select({ status: mailOutbox.status, value: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status),
    db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(100),
  ]);
  const byStatus = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const { status, value } of counts) byStatus[status] = value;
  return { counts: byStatus, unsent: unsent.map(toOutboxMessage) };
}

/** A message given up on, due again now (staff asked); null unless it had failed. */
export async function retryFailedMail(db: Database, id: string, now: Date) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now, attempts: 0 })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  return row ? toOutboxMessage(row) : null;
}

/** Whether a message exists at all, to tell "not failed" from "no such message". */
export async function mailExists(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return Boolean(row);
}
