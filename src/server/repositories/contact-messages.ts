import { count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import { type AuditActor, recordAuditEvent } from '#server/repositories/audit.ts';
import { isUuid } from '#server/repositories/suites.ts';
import type { ContactMessageReceipt } from '#shared/contact.ts';
import type { Inbox, InboxFilter, InboxMessage } from '#shared/inbox.ts';

/** Stores a message for the staff to read; the receipt says when it arrived. */
export async function storeContactMessage(
  db: Database,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageReceipt> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}

type ContactMessageRow = typeof contactMessages.$inferSelect;

function toInboxMessage(row: ContactMessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    receivedAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

const filters: Record<InboxFilter, SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

/** A page of the filter's messages, newest first, with how many match and how many are unread. */
export async function listContactMessages(
  db: Database,
  options: { filter: InboxFilter; limit: number; offset: number },
): Promise<Inbox> {
  const where = filters[options.filter];
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(contactMessages).where(where),
    countUnreadContactMessages(db),
  ]);
  return { messages: rows.map(toInboxMessage), total: total?.value ?? 0, unread };
}

/** How many messages no admin has opened yet. */
export async function countUnreadContactMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.value ?? 0;
}

/** Marks a message read (keeping when it was first read) or unread; null for an unknown id. */
export async function markContactMessageRead(
  db: Database,
  id: string,
  read: boolean,
  now: Date,
): Promise<InboxMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(contactMessages)
    .set({
      readAt: read
        ? sql`coalesce(${contactMessages.readAt}, ${sql.param(now, contactMessages.readAt)})`
        : null,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? toInboxMessage(row) : null;
}

/** What the audit trail keeps of a message: who wrote and when, not what they wrote. */
function auditedMessage(row: ContactMessageRow) {
  return { name: row.name, email: row.email, receivedAt: row.createdAt.toISOString() };
}

/**
 * Marks a message handled (and so read) or not handled, recording the change in the audit
 * trail in the same transaction; null for an unknown id. Marking it as it already is changes
 * and records nothing.
 */
export async function setContactMessageHandled(
  db: Database,
  actor: AuditActor,
  id: string,
  handled: boolean,
  now: Date,
): Promise<InboxMessage | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!before) return null;
    if ((before.handledAt !== null) === handled) return toInboxMessage(before);
    const [after] = await tx
      .update(contactMessages)
      .set(handled ? { handledAt: now, readAt: before.readAt ?? now } : { handledAt: null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!after) return null;
    await recordAuditEvent(tx, {
      actor,
      action: handled ? 'contact_message.handled' : 'contact_message.reopened',
      target: { type: 'contact_message', id },
      before: { ...auditedMessage(before), handled: !handled },
      after: { ...auditedMessage(after), handled },
    });
    return toInboxMessage(after);
  });
}

/** Deletes a message, recording it in the audit trail in the same transaction; false if unknown. */
export async function deleteContactMessage(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning();
    if (!deleted) return false;
    await recordAuditEvent(tx, {
      actor,
      action: 'contact_message.deleted',
      target: { type: 'contact_message', id },
      before: { ...auditedMessage(deleted), handled: deleted.handledAt !== null },
      after: null,
    });
    return true;
  });
}
