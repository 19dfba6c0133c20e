import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rateCounters } from '#server/db/schema.ts';

/** A counter in a fixed window: how many hits, when the window ends, when the last hit was. */
export interface Count {
  count: number;
  expiresAt: number;
  lastAt: number;
}

/**
 * Where rate-limit counters live, so that every server process sees the same counts: the
 * database, or Redis when REDIS_URL is set. Times are milliseconds since the epoch, passed in by
 * the caller, so rules can be tested with a clock of their own.
 */
export interface CounterStore {
  /** Counts one hit on `key`; a window of `windowMs` starts at the first hit after the last ends. */
  hit(key: string, windowMs: number, now: number): Promise<Count>;
  /** Takes one hit back from the key's live window (never below 0; nothing once it has ended). */
  takeBack(key: string, now: number): Promise<void>;
  /** The key's current count, or null when it has none in a live window. */
  get(key: string, now: number): Promise<Count | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Expired rows are swept now and then by the hits themselves (about one hit in 200). */
const SWEEP_CHANCE = 0.005;

export class DatabaseCounterStore implements CounterStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async hit(key: string, windowMs: number, now: number): Promise<Count> {
    const at = new Date(now);
    const ends = new Date(now + windowMs);
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, expiresAt: ends, lastAt: at })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.expiresAt} <= ${at} then 1 else ${rateCounters.count} + 1 end`,
          expiresAt: sql`case when ${rateCounters.expiresAt} <= ${at} then ${ends} else ${rateCounters.expiresAt} end`,
          lastAt: at,
        },
      })
      .returning();
    if (Math.random() < SWEEP_CHANCE) {
      await this.db.delete(rateCounters).where(lt(rateCounters.expiresAt, at));
    }
    if (!row) throw new Error('counter upsert returned no row');
    return toCount(row);
  }

  async takeBack(key: string, now: number): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
      .where(and(eq(rateCounters.key, key), gt(rateCounters.expiresAt, new Date(now))));
  }

  async get(key: string, now: number): Promise<Count | null> {
    const [row] = await this.db.select().from(rateCounters).where(eq(rateCounters.key, key));
    return row && row.expiresAt.getTime() > now ? toCount(row) : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key));
  }

  async close(): Promise<void> {}
}

function toCount(row: typeof rateCounters.$inferSelect): Count {
  return { count: row.count, expiresAt: row.expiresAt.getTime(), lastAt: row.lastAt.getTime() };
}
