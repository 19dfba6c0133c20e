import { eq, inArray } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { appState } from '#server/db/schema.ts';
import type { ROLES } from '#shared/account.ts';

/** Marks in the database that the demo accounts were made: they are never made again. */
const CREATED_KEY = 'demo-accounts-created';

/** Whether this installation has made its demo accounts already. */
export async function demoAccountsMade(db: Database): Promise<boolean> {
  const [created] = await db.select().from(appState).where(eq(appState.key, CREATED_KEY));
  return created !== undefined;
}

/** Records that the demo accounts were made, at `now`. */
export async function markDemoAccountsMade(db: Database, now: Date): Promise<void> {
  await db
    .insert(appState)
    .values({ key: CREATED_KEY, value: now.toISOString() })
    .onConflictDoNothing();
}

/** The accounts of these addresses that exist: id, address and role. */
export function accountsByEmail(db: Database, emails: readonly string[]) {
  return db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, [...emails]));
}

/** Gives a demo account its role, its address confirmed, at `now`. */
export async function setDemoRole(
  db: Database,
  userId: string,
  role: (typeof ROLES)[number],
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ role, emailVerified: true, updatedAt: now })
    .where(eq(users.id, userId));
}
