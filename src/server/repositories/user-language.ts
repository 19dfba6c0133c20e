import { eq } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import type { Locale } from '#shared/locale.ts';

/** The language of the account at `email` (stored lower-case), or undefined without one. */
export async function languageOfEmail(db: Database, email: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.language;
}

/** Sets the language of a user's mails, calendar files and receipts. */
export async function setUserLanguage(
  db: Database,
  userId: string,
  language: Locale,
  now: Date,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}
