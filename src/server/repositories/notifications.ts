import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** Sends `payload` on a PostgreSQL notification channel (`NOTIFY`), delivered at commit. */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
