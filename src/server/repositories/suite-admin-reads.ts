import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type SuiteRow, suitePhotos, suites } from '#server/db/schema.ts';
import { suiteImage } from '#shared/suite.ts';
import type { AdminSuite } from '#shared/suite-admin.ts';
import { isUuid, suiteRating, toSuite } from './suites.ts';

/** Reading suites for staff: every one, archived ones included, with its bookings and gallery. */

const bookingCount = sql<number>`(
  select count(*)::int from bookings b where b.suite_id = "suites"."id"
)`.mapWith(Number);

async function photosBySuite(
  db: Database,
  suiteIds: string[],
): Promise<Map<string, AdminSuite['photos']>> {
  const gallery = new Map<string, AdminSuite['photos']>();
  if (suiteIds.length === 0) return gallery;
  const rows = await db
    .select()
    .from(suitePhotos)
    .where(inArray(suitePhotos.suiteId, suiteIds))
    .orderBy(asc(suitePhotos.suiteId), asc(suitePhotos.position), asc(suitePhotos.createdAt));
  for (const row of rows) {
    const photos = gallery.get(row.suiteId) ?? [];
    photos.push({ id: row.id, image: suiteImage(row.imagePath) });
    gallery.set(row.suiteId, photos);
  }
  return gallery;
}

function toAdminSuite(
  row: { suite: SuiteRow; rating: number; bookingCount: number },
  photos: AdminSuite['photos'],
): AdminSuite {
  return {
    ...toSuite(row.suite, row.rating),
    // Staff edit the texts as stored: the English, and the Bengali beside it.
    name: row.suite.name,
    nameBn: row.suite.nameBn,
    description: row.suite.description,
    descriptionBn: row.suite.descriptionBn,
    address: row.suite.address,
    storedRating: row.suite.rating,
    active: row.suite.active,
    bookingCount: row.bookingCount,
    photos,
    createdAt: row.suite.createdAt.toISOString(),
    updatedAt: row.suite.updatedAt.toISOString(),
  };
}

const adminColumns = { suite: suites, rating: suiteRating, bookingCount };

/** Every suite for staff, archived ones included: active first, then by name. */
export async function listAdminSuites(db: Database): Promise<AdminSuite[]> {
  const rows = await db
    .select(adminColumns)
    .from(suites)
    .orderBy(desc(suites.active), asc(suites.name), asc(suites.id));
  const gallery = await photosBySuite(
    db,
    rows.map((row) => row.suite.id),
  );
  return rows.map((row) => toAdminSuite(row, gallery.get(row.suite.id) ?? []));
}

/** One suite for staff, archived or not; null when the id names none. */
export async function findAdminSuite(db: Database, id: string): Promise<AdminSuite | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(adminColumns).from(suites).where(eq(suites.id, id));
  if (!row) return null;
  const gallery = await photosBySuite(db, [id]);
  return toAdminSuite(row, gallery.get(id) ?? []);
}

/** A suite's gallery in order, for a change to it: each photo's id and image path. */
export async function galleryOrder(tx: Database, suiteId: string) {
  return tx
    .select({ id: suitePhotos.id, imagePath: suitePhotos.imagePath })
    .from(suitePhotos)
    .where(eq(suitePhotos.suiteId, suiteId))
    .orderBy(asc(suitePhotos.position), asc(suitePhotos.createdAt));
}
