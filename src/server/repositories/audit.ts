import { count, desc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema.ts';
import type { AuditAction, AuditEventList, AuditValues } from '#shared/audit.ts';

export interface AuditActor {
  id: string;
  email: string;
}

interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: { type: string; id: string };
  /** The target before the action (null when it did not exist), after it (null when gone). */
  before: AuditValues | null;
  after: AuditValues | null;
}

/**
 * Records an admin action. Pass the action's own transaction as `db`, so the action and its
 * record commit together or not at all.
 */
export async function recordAuditEvent(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before,
    after: record.after,
  });
}

/** The recorded actions, newest first; only those whose action starts with `action` if given. */
export async function listAuditEvents(
  db: Database,
  options: { action?: string | undefined; limit: number; offset: number },
): Promise<AuditEventList> {
  const where = options.action
    ? sql`starts_with(${auditEvents.action}, ${options.action})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return {
    events: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, email: row.actorEmail },
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      before: (row.before as AuditValues | null) ?? null,
      after: (row.after as AuditValues | null) ?? null,
      at: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
