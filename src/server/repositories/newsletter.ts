import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import { type AuditActor, recordAuditEvent } from '#server/repositories/audit.ts';
import type { NewsletterSubscriber, NewsletterSubscriberList } from '#shared/newsletter.ts';

/**
 * Adds an address to the list; one already on it stays as it was. True when it was new, so the
 * welcome mail goes out once.
 */
export async function subscribe(db: Database, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}

/** Takes an address off the list (nothing happens if it was not on it). */
export async function unsubscribe(db: Database, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

/** Escapes LIKE wildcards so a search for `a_b` finds "a_b", not "axb". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchWhere(q: string | undefined) {
  return q ? ilike(newsletterSubscriptions.email, likePattern(q)) : undefined;
}

const newestFirst = [desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)];

function toSubscriber(row: { email: string; createdAt: Date }): NewsletterSubscriber {
  return { email: row.email, subscribedAt: row.createdAt.toISOString() };
}

/** A page of the subscribers whose address contains `q`, newest first, and their number. */
export async function listSubscribers(
  db: Database,
  search: { q?: string | undefined; limit: number; offset: number },
): Promise<NewsletterSubscriberList> {
  const where = searchWhere(search.q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(search.limit)
      .offset(search.offset),
    db.select({ value: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { subscribers: rows.map(toSubscriber), total: total?.value ?? 0 };
}

/**
 * Every subscriber whose address contains `q`, newest first, for the CSV download. A download
 * of personal data is recorded in the audit trail, in the same transaction.
 */
export async function exportSubscribers(
  db: Database,
  actor: AuditActor,
  q: string | undefined,
): Promise<NewsletterSubscriber[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(searchWhere(q))
      .orderBy(...newestFirst);
    await recordAuditEvent(tx, {
      actor,
      action: 'newsletter.exported',
      target: { type: 'newsletter', id: 'subscribers' },
      before: null,
      after: { search: q ?? null, rows: rows.length },
    });
    return rows.map(toSubscriber);
  });
}
