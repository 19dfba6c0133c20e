import type { Database } from '#server/db/client.ts';
import { newsletterSubscriptions } from '#server/db/schema.ts';

/** Adds an address to the list; one already on it stays as it was. */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}
