import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { postgresError, UNIQUE_VIOLATION } from '#server/db/errors.ts';
import { type PromoCodeRow, promoCodes, suites } from '#server/db/schema.ts';
import { normalCode, type PromoCode, type PromoCodeInput } from '#shared/promo-codes.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { isUuid } from './suites.ts';

export type { PromoCodeRow };

export class DuplicatePromoCodeError extends Error {
  constructor() {
    super('promo code taken');
  }
}

function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    validFrom: row.validFrom,
    validTo: row.validTo,
    minNights: row.minNights,
    suiteIds: row.suiteIds,
    maxUses: row.maxUses,
    uses: row.uses,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

const auditValues = (row: PromoCodeRow) => ({
  code: row.code,
  percentOff: row.percentOff,
  validFrom: row.validFrom,
  validTo: row.validTo,
  minNights: row.minNights,
  maxUses: row.maxUses,
  suites: row.suiteIds?.length ?? null,
  active: row.active,
});

/** Every promo code, newest first. */
export async function listPromoCodes(db: Database): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
  return rows.map(toPromoCode);
}

/** The code a guest typed (any case), or null. */
export async function findPromoCode(db: Database, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalCode(code)));
  return row ?? null;
}

/** Whether every id names a suite of this hotel. */
export async function suitesExist(db: Database, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  if (!ids.every(isUuid)) return false;
  const unique = [...new Set(ids)];
  const found = await db.select({ id: suites.id }).from(suites).where(inArray(suites.id, unique));
  return found.length === unique.length;
}

/** Adds a code (DuplicatePromoCodeError when its name is taken). Audited. */
export async function createPromoCode(
  db: Database,
  actor: AuditActor,
  input: PromoCodeInput,
): Promise<PromoCode> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code: input.code,
          percentOff: input.percentOff,
          validFrom: input.validFrom,
          validTo: input.validTo,
          minNights: input.minNights ?? null,
          suiteIds: input.suiteIds?.length ? [...new Set(input.suiteIds)] : null,
          maxUses: input.maxUses ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAuditEvent(tx, {
        actor,
        action: 'promo_code.created',
        target: { type: 'promo_code', id: row.id },
        before: null,
        after: auditValues(row),
      });
      return toPromoCode(row);
    });
  } catch (error) {
    const { code, constraint } = postgresError(error);
    if (code === UNIQUE_VIOLATION && constraint === 'promo_codes_code_key') {
      throw new DuplicatePromoCodeError();
    }
    throw error;
  }
}

/** Switches a code off (or on again); null for no such code. Audited. */
export async function switchPromoCode(
  db: Database,
  actor: AuditActor,
  id: string,
  active: boolean,
  now: Date,
): Promise<PromoCode | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) return null;
    const [row] = await tx
      .update(promoCodes)
      .set({ active, updatedAt: now })
      .where(eq(promoCodes.id, id))
      .returning();
    if (!row) return null;
    if (before.active !== active) {
      await recordAuditEvent(tx, {
        actor,
        action: 'promo_code.switched',
        target: { type: 'promo_code', id },
        before: auditValues(before),
        after: auditValues(row),
      });
    }
    return toPromoCode(row);
  });
}

/**
 * Takes one use of a code if one is left, in one guarded statement, so racing bookings cannot
 * overrun `max_uses`; with `offered`, only while the code is switched on. False: none was taken.
 */
export async function takePromoCodeUse(
  tx: Database,
  id: string,
  { offered }: { offered: boolean },
): Promise<boolean> {
  const [taken] = await tx
    .update(promoCodes)
    // Counting a booking's use is bookkeeping, not a change of the code: its updatedAt stays.
    .set({ uses: sql`${promoCodes.uses} + 1`, updatedAt: sql`${promoCodes.updatedAt}` })
    .where(
      and(
        eq(promoCodes.id, id),
        offered ? eq(promoCodes.active, true) : undefined,
        sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return taken !== undefined;
}

/** Gives a booking's use of a code back: it was cancelled, ran out, or no longer holds the code. */
export async function givePromoCodeUseBack(tx: Database, id: string): Promise<void> {
  await tx
    .update(promoCodes)
    // As taking a use: bookkeeping, so the code's updatedAt stays.
    .set({
      uses: sql`greatest(${promoCodes.uses} - 1, 0)`,
      updatedAt: sql`${promoCodes.updatedAt}`,
    })
    .where(eq(promoCodes.id, id));
}
