import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { sessions, twoFactors, type UserRow, users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { adminOnly, conflict, notFound } from '#server/http/api-error.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import type { Role, UserList, UserSummary } from '#shared/account.ts';
import { defineMessages, tr } from '#shared/messages.ts';

const messages = defineMessages({
  lastAdmin: {
    id: 'api.users.lastAdmin',
    defaultMessage: 'This is the last admin: make someone else an admin first.',
  },
  ownTwoFactor: {
    id: 'api.users.ownTwoFactor',
    defaultMessage: 'Turn your own two-step sign-in off on your Profile page, with your password.',
  },
  noTwoFactor: {
    id: 'api.users.noTwoFactor',
    defaultMessage: 'This account does not use two-step sign-in.',
  },
});

export function toUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    image: row.image,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Escapes LIKE wildcards so a search for `50%` finds "50%", not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Users whose name or email contains `q` (everyone without it), admins first, then by name. */
export async function findUsers(
  db: Database,
  search: { q?: string | undefined; limit: number },
): Promise<UserList> {
  const { q, limit } = search;
  const where = q
    ? or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`${users.role} = 'admin' desc`, asc(users.name), asc(users.id))
      .limit(limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toUserSummary), total: total?.value ?? 0 };
}

/** Sets the profile fields a user may change themselves (already checked by the shared schema). */
export async function updateProfile(
  db: Database,
  userId: string,
  profile: { name: string; phone: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Points the user's profile photo at a picture this site stored. */
export async function setProfileImage(
  db: Database,
  userId: string,
  image: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ image, updatedAt: now }).where(eq(users.id, userId));
}

/** Arbitrary constant naming the advisory lock that serialises role changes. */
const ROLE_LOCK_KEY = 7_202_613;

/**
 * The acting user, read again inside the change's transaction: an admin demoted since their
 * request was let in changes nothing (403).
 */
async function actingAdmin(tx: Database, actorId: string): Promise<{ email: string }> {
  const [actor] = await tx
    .select({ role: users.role, email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  if (actor?.role !== 'admin') throw adminOnly();
  return actor;
}

/**
 * Grants or revokes admin. In one transaction, under a lock that serialises every role change:
 * the acting user is read again (an admin demoted since their request was let in changes
 * nothing: 403), the target must exist (404), and the last admin stays one (409). A change is
 * recorded in the audit trail in the same transaction.
 */
export async function setUserRole(
  db: Database,
  change: { actorId: string; targetId: string; role: Role; now: Date },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_LOCK_KEY})`);
    const actor = await actingAdmin(tx, change.actorId);
    const [target] = await tx.select().from(users).where(eq(users.id, change.targetId));
    if (!target) throw notFound('user');
    if (target.role === 'admin' && change.role !== 'admin') {
      const [admins] = await tx
        .select({ value: count() })
        .from(users)
        .where(eq(users.role, 'admin'));
      if ((admins?.value ?? 0) <= 1) {
        throw conflict(tr(messages.lastAdmin));
      }
    }
    const [row] = await tx
      .update(users)
      .set({ role: change.role, updatedAt: change.now })
      .where(eq(users.id, change.targetId))
      .returning();
    if (!row) throw notFound('user');
    if (target.role !== row.role) {
      await recordAuditEvent(tx, {
        actor: { id: change.actorId, email: actor.email },
        action: 'user.role_changed',
        target: { type: 'user', id: row.id },
        before: { email: target.email, role: target.role },
        after: { email: row.email, role: row.role },
      });
    }
    return row;
  });
}

/**
 * Turns another account's two-step sign-in off, for someone who lost both their authenticator and
 * their backup codes (decision 053). In one transaction: the acting user is read again (an admin
 * demoted since their request was let in changes nothing: 403), the target must exist (404), be
 * someone else (one's own goes off on the Profile page, with the password: 409) and use it (409).
 * Its secret and backup codes are deleted and every session of the account is ended, so whoever
 * holds its phone or an open session is out; the owner signs in with the password and sets it up
 * again. Recorded in the audit trail in the same transaction.
 */
export async function resetTwoFactor(
  db: Database,
  change: { actorId: string; targetId: string; now: Date },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const actor = await actingAdmin(tx, change.actorId);
    const [target] = await tx
      .select()
      .from(users)
      .where(eq(users.id, change.targetId))
      .for('update');
    if (!target) throw notFound('user');
    if (target.id === change.actorId) throw conflict(tr(messages.ownTwoFactor));
    if (!target.twoFactorEnabled) throw conflict(tr(messages.noTwoFactor));
    const [row] = await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: change.now })
      .where(eq(users.id, target.id))
      .returning();
    if (!row) throw notFound('user');
    await tx.delete(twoFactors).where(eq(twoFactors.userId, target.id));
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await recordAuditEvent(tx, {
      actor: { id: change.actorId, email: actor.email },
      action: 'sign_in.two_factor_reset',
      target: { type: 'user', id: target.id },
      before: { email: target.email },
      after: { email: row.email },
    });
    return row;
  });
}
