import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type SuiteRow, suites } from '#server/db/schema.ts';
import { type Suite, suiteImage } from '#shared/suite.ts';

/** Ids are uuids; anything else names nothing, so it is answered without a query. */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export function toSuite(row: SuiteRow): Suite {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    bed: row.bed,
    capacity: row.capacity,
    sizeSqft: row.sizeSqft,
    rating: row.rating,
    pricePerNight: row.pricePerNight,
    image: suiteImage(row.imagePath),
  };
}

/** Active suites, cheapest first (ties by name, so the order is stable). */
export async function listActiveSuites(db: Database): Promise<Suite[]> {
  const rows = await db
    .select()
    .from(suites)
    .where(eq(suites.active, true))
    .orderBy(asc(suites.pricePerNight), asc(suites.name));
  return rows.map(toSuite);
}

/** One active suite, or null when the id is unknown, malformed or archived. */
export async function findActiveSuite(db: Database, id: string): Promise<Suite | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(suites)
    .where(and(eq(suites.id, id), eq(suites.active, true)));
  return row ? toSuite(row) : null;
}
