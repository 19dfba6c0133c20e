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
  userId?: string,
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const changed = await db
    .update(users)
    .set({ role: 'admin', adminEmailGrantedAt: new Date(), updatedAt: new Date() })
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
