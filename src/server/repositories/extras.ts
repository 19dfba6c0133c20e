import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type ExtraRow, extras } from '#server/db/schema.ts';
import type { Extra, ExtraInput } from '#shared/extras.ts';
import { inReaderLanguage } from '#shared/localized-text.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { isUuid } from './suites.ts';

/** An extra as it is priced and booked: its names in English and Bengali, as bookings keep them. */
const toExtra = (row: ExtraRow): Extra => ({
  id: row.id,
  name: row.name,
  price: row.price,
  unit: row.unit,
  nameBn: row.nameBn,
});

/** An extra for staff: the names as stored, English and Bengali. */
const toAdminExtra = (row: ExtraRow) => ({
  ...toExtra(row),
  nameBn: row.nameBn,
  active: row.active,
});

const auditValues = (row: ExtraRow) => ({
  name: row.name,
  nameBn: row.nameBn,
  price: row.price,
  unit: row.unit,
  active: row.active,
});

/** The extras guests can add, in the hotel's order, named in the language of the moment. */
export async function listOfferedExtras(db: Database): Promise<Extra[]> {
  const rows = await db
    .select()
    .from(extras)
    .where(eq(extras.active, true))
    .orderBy(asc(extras.position), asc(extras.name));
  return rows.map((row) => ({
    id: row.id,
    name: inReaderLanguage(row.name, row.nameBn),
    price: row.price,
    unit: row.unit,
  }));
}

/** Every extra, offered or not, for staff. */
export async function listAllExtras(db: Database) {
  const rows = await db.select().from(extras).orderBy(asc(extras.position), asc(extras.name));
  return rows.map(toAdminExtra);
}

/** The offered extras among these ids (unknown, malformed or switched-off ones left out). */
export async function offeredExtras(db: Database, ids: readonly string[]): Promise<Extra[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(extras)
    .where(and(inArray(extras.id, valid), eq(extras.active, true)));
  return rows.map(toExtra);
}

/** Adds an extra at the end of the list. Audited. */
export async function createExtra(db: Database, actor: AuditActor, input: ExtraInput) {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: extras.position })
      .from(extras)
      .orderBy(desc(extras.position))
      .limit(1);
    const [row] = await tx
      .insert(extras)
      .values({
        name: input.name,
        nameBn: input.nameBn,
        price: input.price,
        unit: input.unit,
        active: input.active ?? true,
        position: (last?.position ?? 0) + 1,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'extra.created',
      target: { type: 'extra', id: row.id },
      before: null,
      after: auditValues(row),
    });
    return toAdminExtra(row);
  });
}

/** Changes an extra (bookings keep what they were quoted); null for no such extra. Audited. */
export async function updateExtra(
  db: Database,
  actor: AuditActor,
  id: string,
  input: ExtraInput,
  now: Date,
) {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(extras).where(eq(extras.id, id)).for('update');
    if (!before) return null;
    const [row] = await tx
      .update(extras)
      .set({
        name: input.name,
        nameBn: input.nameBn,
        price: input.price,
        unit: input.unit,
        active: input.active ?? before.active,
        updatedAt: now,
      })
      .where(eq(extras.id, id))
      .returning();
    if (!row) return null;
    await recordAuditEvent(tx, {
      actor,
      action: 'extra.edited',
      target: { type: 'extra', id },
      before: auditValues(before),
      after: auditValues(row),
    });
    return toAdminExtra(row);
  });
}
