import { count, eq, sql } from 'drizzle-orm';
import { type UserRow, users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { Role } from '#shared/account.ts';

/** Arbitrary constant naming the advisory lock that serialises role changes. */
const ROLE_LOCK_KEY = 7_202_613;

/**
 * Grants or revokes admin. In one transaction, under a lock that serialises every role change:
 * the acting user is read again (an admin demoted since their request was let in changes
 * nothing: 403), the target must exist (404), and the last admin stays one (409).
 */
export async function setUserRole(
  db: Database,
  change: { actorId: string; targetId: string; role: Role },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_LOCK_KEY})`);
    const [actor] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, change.actorId));
    if (actor?.role !== 'admin') {
      throw new ApiError(403, 'FORBIDDEN', 'This needs an admin account.');
    }
    const [target] = await tx.select().from(users).where(eq(users.id, change.targetId));
    if (!target) throw notFound('No user with this id.');
    if (target.role === 'admin' && change.role !== 'admin') {
      const [admins] = await tx
        .select({ value: count() })
        .from(users)
        .where(eq(users.role, 'admin'));
      if ((admins?.value ?? 0) <= 1) {
        throw new ApiError(
          409,
          'CONFLICT',
          'This is the last admin: make someone else an admin first.',
        );
      }
    }
    const [row] = await tx
      .update(users)
      .set({ role: change.role, updatedAt: new Date() })
      .where(eq(users.id, change.targetId))
      .returning();
    if (!row) throw notFound('No user with this id.');
    return row;
  });
}
