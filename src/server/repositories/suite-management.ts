import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings, type SuiteRow, suitePhotos, suites } from '#server/db/schema.ts';
import type { AuditValues } from '#shared/audit.ts';
import { suiteImage } from '#shared/suite.ts';
import { type AdminSuite, SUITE_PHOTOS_MAX, type SuiteFields } from '#shared/suite-admin.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { isUuid, suiteRating, toSuite } from './suites.ts';

/** The suite has had bookings: it can be archived, not deleted. */
export class SuiteHasBookingsError extends Error {
  constructor() {
    super('The suite has bookings');
    this.name = 'SuiteHasBookingsError';
  }
}

/** The gallery already holds SUITE_PHOTOS_MAX photos. */
export class GalleryFullError extends Error {
  constructor() {
    super('The gallery is full');
    this.name = 'GalleryFullError';
  }
}

/** A suite keeps at least one photo, its cover. */
export class LastPhotoError extends Error {
  constructor() {
    super('The last photo of a suite');
    this.name = 'LastPhotoError';
  }
}

/** A new photo order that is not exactly the gallery's photos. */
export class PhotoOrderError extends Error {
  constructor() {
    super('Not the gallery’s photos');
    this.name = 'PhotoOrderError';
  }
}

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

/** What the audit trail keeps of a suite's own fields. */
function auditValues(suite: SuiteRow): AuditValues {
  return {
    name: suite.name,
    price: suite.pricePerNight,
    weekendPrice: suite.weekendPricePerNight,
    square: suite.sizeSqft,
    address: suite.address,
    bed: suite.bed,
    guest: suite.capacity,
    rating: suite.rating,
    description: suite.description,
    active: suite.active,
  };
}

function columnsOf(fields: SuiteFields) {
  return {
    name: fields.name,
    pricePerNight: fields.price,
    weekendPricePerNight: fields.weekendPrice,
    sizeSqft: fields.square,
    address: fields.address,
    description: fields.description,
    bed: fields.bed,
    capacity: fields.guest,
    rating: fields.rating,
  };
}

/** A URL-safe key from the name, made unique by a random tail: `lotus-deck-suite-3fa9c1`. */
function slugFor(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'suite'}-${randomBytes(3).toString('hex')}`;
}

/** The suite's row, locked for this transaction's changes; null when there is none. */
async function lockSuite(tx: Database, id: string): Promise<SuiteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(suites).where(eq(suites.id, id)).for('update');
  return row ?? null;
}

/** The gallery's photos in order, numbered again from 0, and the cover set to the first. */
async function renumberGallery(tx: Database, suiteId: string, order: string[]): Promise<void> {
  for (const [position, photoId] of order.entries()) {
    await tx
      .update(suitePhotos)
      .set({ position })
      .where(and(eq(suitePhotos.id, photoId), eq(suitePhotos.suiteId, suiteId)));
  }
  const [cover] = await tx
    .select({ imagePath: suitePhotos.imagePath })
    .from(suitePhotos)
    .where(eq(suitePhotos.suiteId, suiteId))
    .orderBy(asc(suitePhotos.position))
    .limit(1);
  if (cover) {
    await tx.update(suites).set({ imagePath: cover.imagePath }).where(eq(suites.id, suiteId));
  }
}

async function galleryOrder(tx: Database, suiteId: string) {
  return tx
    .select({ id: suitePhotos.id, imagePath: suitePhotos.imagePath })
    .from(suitePhotos)
    .where(eq(suitePhotos.suiteId, suiteId))
    .orderBy(asc(suitePhotos.position), asc(suitePhotos.createdAt));
}

function galleryAudit(photos: { id: string }[]): AuditValues {
  return { photos: photos.length, order: photos.map((photo) => photo.id).join(' ') };
}

/** Adds a suite with its cover photo (already stored at `imagePath`); returns its id. */
export async function createSuite(
  db: Database,
  actor: AuditActor,
  fields: SuiteFields,
  imagePath: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suites)
      .values({ ...columnsOf(fields), slug: slugFor(fields.name), imagePath })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(suitePhotos).values({ suiteId: row.id, imagePath, position: 0 });
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.created',
      target: { type: 'suite', id: row.id },
      before: null,
      after: auditValues(row),
    });
    return row.id;
  });
}

/**
 * Changes a suite's fields and, with `coverPath`, replaces its cover (the first photo). Returns
 * the replaced cover's image path (for its files to be deleted), or false for no such suite.
 */
export async function updateSuite(
  db: Database,
  actor: AuditActor,
  id: string,
  fields: SuiteFields,
  coverPath: string | null,
): Promise<{ replacedImage: string | null } | false> {
  return db.transaction(async (tx) => {
    const before = await lockSuite(tx, id);
    if (!before) return false;
    let replacedImage: string | null = null;
    if (coverPath) {
      const [cover] = await galleryOrder(tx, id);
      if (cover) {
        await tx.delete(suitePhotos).where(eq(suitePhotos.id, cover.id));
        replacedImage = cover.imagePath;
      }
      await tx.insert(suitePhotos).values({ suiteId: id, imagePath: coverPath, position: 0 });
    }
    const [after] = await tx
      .update(suites)
      .set({ ...columnsOf(fields), ...(coverPath ? { imagePath: coverPath } : {}) })
      .where(eq(suites.id, id))
      .returning();
    if (!after) throw new Error('update returned no row');
    const beforeValues = auditValues(before);
    const afterValues = auditValues(after);
    if (coverPath) {
      beforeValues.cover = before.imagePath;
      afterValues.cover = coverPath;
    }
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.edited',
      target: { type: 'suite', id },
      before: beforeValues,
      after: afterValues,
    });
    return { replacedImage };
  });
}

/**
 * Archives (`active` false) or restores a suite. An archived suite leaves search and the home
 * gallery; its bookings stay. Returns false for no such suite; a suite already in that state is
 * left alone and nothing is recorded.
 */
export async function setSuiteActive(
  db: Database,
  actor: AuditActor,
  id: string,
  active: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockSuite(tx, id);
    if (!before) return false;
    if (before.active === active) return true;
    const [after] = await tx.update(suites).set({ active }).where(eq(suites.id, id)).returning();
    if (!after) throw new Error('update returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: active ? 'suite.restored' : 'suite.archived',
      target: { type: 'suite', id },
      before: { active: before.active },
      after: { active: after.active },
    });
    return true;
  });
}

/**
 * Deletes a suite that never had a booking (SuiteHasBookingsError otherwise: archive it), with
 * its gallery. Returns the image paths of its photos (for their files to be deleted), or false
 * for no such suite. The suite's row is locked first, so a booking made at the same moment
 * either comes first (and the suite stays) or finds the suite gone.
 */
export async function deleteSuite(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<string[] | false> {
  return db.transaction(async (tx) => {
    const before = await lockSuite(tx, id);
    if (!before) return false;
    const [booked] = await tx
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.suiteId, id));
    if ((booked?.value ?? 0) > 0) throw new SuiteHasBookingsError();
    const photos = await galleryOrder(tx, id);
    await tx.delete(suites).where(eq(suites.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.deleted',
      target: { type: 'suite', id },
      before: auditValues(before),
      after: null,
    });
    return photos.map((photo) => photo.imagePath);
  });
}

/** Adds a photo (already stored at `imagePath`) at the end of the gallery; false: no suite. */
export async function addSuitePhoto(
  db: Database,
  actor: AuditActor,
  id: string,
  imagePath: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockSuite(tx, id))) return false;
    const before = await galleryOrder(tx, id);
    if (before.length >= SUITE_PHOTOS_MAX) throw new GalleryFullError();
    const [last] = await tx
      .select({ value: max(suitePhotos.position) })
      .from(suitePhotos)
      .where(eq(suitePhotos.suiteId, id));
    const [added] = await tx
      .insert(suitePhotos)
      .values({ suiteId: id, imagePath, position: (last?.value ?? -1) + 1 })
      .returning({ id: suitePhotos.id });
    if (!added) throw new Error('insert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.photos_changed',
      target: { type: 'suite', id },
      before: galleryAudit(before),
      after: galleryAudit([...before, added]),
    });
    return true;
  });
}

/**
 * Puts the gallery in the order of `photoIds`, which must name each of its photos once
 * (PhotoOrderError otherwise); the first becomes the cover. False: no such suite.
 */
export async function reorderSuitePhotos(
  db: Database,
  actor: AuditActor,
  id: string,
  photoIds: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockSuite(tx, id))) return false;
    const before = await galleryOrder(tx, id);
    const current = new Set(before.map((photo) => photo.id));
    const sameSet =
      photoIds.length === current.size &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((photoId) => current.has(photoId));
    if (!sameSet) throw new PhotoOrderError();
    await renumberGallery(tx, id, photoIds);
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.photos_changed',
      target: { type: 'suite', id },
      before: galleryAudit(before),
      after: galleryAudit(photoIds.map((photoId) => ({ id: photoId }))),
    });
    return true;
  });
}

/**
 * Removes one photo of the gallery (never the last: LastPhotoError). Returns its image path
 * (for its files to be deleted), or null when the suite or the photo is not there.
 */
export async function removeSuitePhoto(
  db: Database,
  actor: AuditActor,
  id: string,
  photoId: string,
): Promise<string | null> {
  if (!isUuid(photoId)) return null;
  return db.transaction(async (tx) => {
    if (!(await lockSuite(tx, id))) return null;
    const before = await galleryOrder(tx, id);
    const photo = before.find((candidate) => candidate.id === photoId);
    if (!photo) return null;
    if (before.length === 1) throw new LastPhotoError();
    await tx.delete(suitePhotos).where(eq(suitePhotos.id, photoId));
    const after = before.filter((candidate) => candidate.id !== photoId);
    await renumberGallery(
      tx,
      id,
      after.map((candidate) => candidate.id),
    );
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.photos_changed',
      target: { type: 'suite', id },
      before: galleryAudit(before),
      after: galleryAudit(after),
    });
    return photo.imagePath;
  });
}
