import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings, type SuiteRow, suitePhotos, suites } from '#server/db/schema.ts';
import type { AuditValues } from '#shared/audit.ts';
import type { SuiteFields } from '#shared/suite-admin.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { galleryOrder } from './suite-admin-reads.ts';
import { BaseOccupancyError, SuiteHasBookingsError } from './suite-errors.ts';
import { isUuid } from './suites.ts';

/** Staff's changes to a suite: adding, editing, archiving or restoring, and deleting it. */

/** What the audit trail keeps of a suite's own fields. */
function auditValues(suite: SuiteRow): AuditValues {
  return {
    name: suite.name,
    nameBn: suite.nameBn,
    price: suite.pricePerNight,
    weekendPrice: suite.weekendPricePerNight,
    square: suite.sizeSqft,
    address: suite.address,
    bed: suite.bed,
    guest: suite.capacity,
    rating: suite.rating,
    baseOccupancy: suite.baseOccupancy,
    extraAdultPerNight: suite.extraAdultPerNight,
    extraChildPerNight: suite.extraChildPerNight,
    description: suite.description,
    descriptionBn: suite.descriptionBn,
    active: suite.active,
  };
}

/** The suite's columns from the form; the pricing by guests left undefined stays as stored. */
function columnsOf(fields: SuiteFields) {
  return {
    name: fields.name,
    nameBn: fields.nameBn,
    pricePerNight: fields.price,
    weekendPricePerNight: fields.weekendPrice,
    sizeSqft: fields.square,
    address: fields.address,
    description: fields.description,
    descriptionBn: fields.descriptionBn,
    bed: fields.bed,
    capacity: fields.guest,
    rating: fields.rating,
    baseOccupancy: fields.baseOccupancy,
    extraAdultPerNight: fields.extraAdultPerNight,
    extraChildPerNight: fields.extraChildPerNight,
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
export async function lockSuite(tx: Database, id: string): Promise<SuiteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(suites).where(eq(suites.id, id)).for('update');
  return row ?? null;
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
 * BaseOccupancyError when the base occupancy it keeps would exceed the new capacity.
 */
export async function updateSuite(
  db: Database,
  actor: AuditActor,
  id: string,
  fields: SuiteFields,
  coverPath: string | null,
  now: Date,
): Promise<{ replacedImage: string | null } | false> {
  return db.transaction(async (tx) => {
    const before = await lockSuite(tx, id);
    if (!before) return false;
    const base = fields.baseOccupancy === undefined ? before.baseOccupancy : fields.baseOccupancy;
    if (base !== null && base > fields.guest) throw new BaseOccupancyError();
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
      .set({
        ...columnsOf(fields),
        ...(coverPath ? { imagePath: coverPath } : {}),
        updatedAt: now,
      })
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
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockSuite(tx, id);
    if (!before) return false;
    if (before.active === active) return true;
    const [after] = await tx
      .update(suites)
      .set({ active, updatedAt: now })
      .where(eq(suites.id, id))
      .returning();
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
