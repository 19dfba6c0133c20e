import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type SuiteRow, suitePhotos, suites } from '#server/db/schema.ts';
import { inReaderLanguage } from '#shared/localized-text.ts';
import { type Suite, type SuiteDetail, suiteImage } from '#shared/suite.ts';

/** Ids are uuids; anything else names nothing, so it is answered without a query. */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/**
 * A suite's rating as guests see it: the average of the visible reviews that name one of its
 * stays, rounded half up to a whole star (4.5 → 5), else the rating stored with the suite.
 */
// Written out in full: drizzle leaves the table off columns when a query reads one table only.
// A review counts while it names a stay: its suite was copied from that booking (reviews_suite_rating_idx).
export const suiteRating = sql<number>`coalesce((
  select round(avg(r.rating))::int
  from reviews r
  where r.suite_id = "suites"."id" and r.visible and r.booking_id is not null
), "suites"."rating")`.mapWith(Number);

/**
 * A suite for the API, its name and description in the language of the moment (the request's);
 * `rating` is `suiteRating` where the query selected it.
 */
export function toSuite(row: SuiteRow, rating: number = row.rating): Suite {
  return {
    id: row.id,
    name: inReaderLanguage(row.name, row.nameBn),
    description: inReaderLanguage(row.description, row.descriptionBn),
    bed: row.bed,
    capacity: row.capacity,
    sizeSqft: row.sizeSqft,
    rating,
    pricePerNight: row.pricePerNight,
    weekendPricePerNight: row.weekendPricePerNight,
    baseOccupancy: row.baseOccupancy,
    extraAdultPerNight: row.extraAdultPerNight,
    extraChildPerNight: row.extraChildPerNight,
    image: suiteImage(row.imagePath),
  };
}

/** Active suites, cheapest first (ties by name, so the order is stable). */
export async function listActiveSuites(db: Database): Promise<Suite[]> {
  const rows = await db
    .select({ suite: suites, rating: suiteRating })
    .from(suites)
    .where(eq(suites.active, true))
    .orderBy(asc(suites.pricePerNight), asc(suites.name));
  return rows.map((row) => toSuite(row.suite, row.rating));
}

/** One active suite, or null when the id is unknown, malformed or archived. */
export async function findActiveSuite(db: Database, id: string): Promise<Suite | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ suite: suites, rating: suiteRating })
    .from(suites)
    .where(and(eq(suites.id, id), eq(suites.active, true)));
  return row ? toSuite(row.suite, row.rating) : null;
}

/** One active suite with its gallery in order, or null (unknown, malformed or archived id). */
export async function findActiveSuiteDetail(db: Database, id: string): Promise<SuiteDetail | null> {
  const suite = await findActiveSuite(db, id);
  if (!suite) return null;
  const photos = await db
    .select({ imagePath: suitePhotos.imagePath })
    .from(suitePhotos)
    .where(eq(suitePhotos.suiteId, id))
    .orderBy(asc(suitePhotos.position), asc(suitePhotos.createdAt));
  return { ...suite, photos: photos.map((photo) => suiteImage(photo.imagePath)) };
}
