import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { suitePhotos, suites } from '#server/db/schema.ts';
import type { AuditValues } from '#shared/audit.ts';
import { SUITE_PHOTOS_MAX } from '#shared/suite-admin.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { galleryOrder } from './suite-admin-reads.ts';
import { GalleryFullError, LastPhotoError, PhotoOrderError } from './suite-errors.ts';
import { lockSuite } from './suite-management.ts';
import { isUuid } from './suites.ts';

/** A suite's gallery: adding, reordering and removing its photos; the first is its cover. */

/** The gallery's photos in order, numbered again from 0, and the cover set to the first. */
async function renumberGallery(
  tx: Database,
  suiteId: string,
  order: string[],
  now: Date,
): Promise<void> {
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
    await tx
      .update(suites)
      .set({ imagePath: cover.imagePath, updatedAt: now })
      .where(eq(suites.id, suiteId));
  }
}

/** What the audit trail keeps of a gallery: how many photos, in which order. */
function galleryAudit(photos: { id: string }[]): AuditValues {
  return { photos: photos.length, order: photos.map((photo) => photo.id).join(' ') };
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
  now: Date,
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
    await renumberGallery(tx, id, photoIds, now);
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
  now: Date,
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
      now,
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
