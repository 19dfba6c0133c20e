import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { hotelCharges } from '#server/db/schema.ts';
import { type Charges, SPEC_CHARGES } from '#shared/charges.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';

const chargeColumns = {
  serviceChargePercent: hotelCharges.serviceChargePercent,
  vatPercent: hotelCharges.vatPercent,
  taxPercent: hotelCharges.taxPercent,
};

/** The charges new quotes are made at: the hotel's, or the spec's until staff set them. */
export async function currentCharges(db: Database): Promise<Charges> {
  const [row] = await db.select(chargeColumns).from(hotelCharges).where(eq(hotelCharges.id, 1));
  return row ?? SPEC_CHARGES;
}

/**
 * Sets the charges for new quotes from `now` on, recording the change in the audit trail in the
 * same transaction; answers the charges now in force.
 */
export async function setCharges(
  db: Database,
  actor: AuditActor,
  charges: Charges,
  now: Date,
): Promise<Charges> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(chargeColumns)
      .from(hotelCharges)
      .where(eq(hotelCharges.id, 1))
      .for('update');
    const [after] = await tx
      .insert(hotelCharges)
      .values({ id: 1, ...charges, updatedAt: now })
      .onConflictDoUpdate({ target: hotelCharges.id, set: { ...charges, updatedAt: now } })
      .returning(chargeColumns);
    if (!after) throw new Error('upsert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'charges.changed',
      target: { type: 'charges', id: 'hotel' },
      before: { ...(before ?? SPEC_CHARGES) },
      after: { ...after },
    });
    return after;
  });
}
