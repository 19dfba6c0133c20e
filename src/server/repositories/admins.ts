import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';

/**
 * Makes admins of the accounts named in ADMIN_EMAILS whose owners have confirmed the address,
 * once each: an account demoted later (in the dashboard) is not promoted again. Only `userId`
 * when given (at confirmation, at sign-up through a provider that vouches for the email);
 * every such account otherwise (at start). Returns how many became admins.
 */
export async function grantListedAdmin(
  db: Database,
  adminEmails: readonly string[],
  now: Date,
  userId?: string,
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const changed = await db
    .update(users)
    .set({ role: 'admin', adminEmailGrantedAt: now, updatedAt: now })
    .where(
      and(
        inArray(users.email, [...adminEmails]),
        eq(users.emailVerified, true),
        isNull(users.adminEmailGrantedAt),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .returning({ id: users.id });
  return changed.length;
}

/** Every admin's address: whom the hotel's alerts go to. */
export async function adminEmails(db: Database): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.email);
}
