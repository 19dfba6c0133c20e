import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError } from '#server/db/errors.ts';
import { type RatePeriodRow, ratePeriods, suites } from '#server/db/schema.ts';
import type { RatePeriod } from '#shared/nightly-prices.ts';
import type { RatePeriodInput, StoredRatePeriod } from '#shared/rate-periods.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { isUuid } from './suites.ts';

/** The season shares a night with another season of the suite. */
export class RatePeriodOverlapError extends Error {
  constructor() {
    super('rate periods overlap');
  }
}

function toRatePeriod(row: RatePeriodRow): StoredRatePeriod {
  return {
    id: row.id,
    suiteId: row.suiteId,
    startDate: row.startDate,
    endDate: row.endDate,
    pricePerNight: row.pricePerNight,
    minNights: row.minNights,
  };
}

const auditValues = (period: StoredRatePeriod) => ({
  startDate: period.startDate,
  endDate: period.endDate,
  pricePerNight: period.pricePerNight,
  minNights: period.minNights,
});

/** Whether the suite exists (archived or not); locks its row until the transaction ends. */
async function lockSuite(tx: Database, suiteId: string): Promise<boolean> {
  if (!isUuid(suiteId)) return false;
  const [row] = await tx
    .select({ id: suites.id })
    .from(suites)
    .where(eq(suites.id, suiteId))
    .for('update');
  return Boolean(row);
}

/** Runs a change of seasons, turning the database's refusal of an overlap into its error. */
async function changing<T>(db: Database, change: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (postgresError(error).code === EXCLUSION_VIOLATION) throw new RatePeriodOverlapError();
    throw error;
  }
}

/**
 * The seasons of these suites that share a night with [from, to), by suite, in date order: what
 * pricing a stay (or a span of the calendar) needs, in one read.
 */
export async function seasonsTouching(
  db: Database,
  suiteIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, RatePeriod[]>> {
  const bySuite = new Map<string, RatePeriod[]>();
  if (suiteIds.length === 0) return bySuite;
  const rows = await db
    .select({
      suiteId: ratePeriods.suiteId,
      startDate: ratePeriods.startDate,
      endDate: ratePeriods.endDate,
      pricePerNight: ratePeriods.pricePerNight,
      minNights: ratePeriods.minNights,
    })
    .from(ratePeriods)
    .where(
      and(
        inArray(ratePeriods.suiteId, [...suiteIds]),
        lt(ratePeriods.startDate, to),
        gt(ratePeriods.endDate, from),
      ),
    )
    .orderBy(asc(ratePeriods.startDate));
  for (const { suiteId, ...period } of rows) {
    const list = bySuite.get(suiteId);
    if (list) list.push(period);
    else bySuite.set(suiteId, [period]);
  }
  return bySuite;
}

/** A suite's seasons in date order, or null for no such suite. */
export async function listRatePeriods(
  db: Database,
  suiteId: string,
): Promise<StoredRatePeriod[] | null> {
  if (!isUuid(suiteId)) return null;
  const [suite] = await db.select({ id: suites.id }).from(suites).where(eq(suites.id, suiteId));
  if (!suite) return null;
  const rows = await db
    .select()
    .from(ratePeriods)
    .where(eq(ratePeriods.suiteId, suiteId))
    .orderBy(asc(ratePeriods.startDate));
  return rows.map(toRatePeriod);
}

/** Adds a season (RatePeriodOverlapError if it shares a night with another); null: no suite. */
export async function createRatePeriod(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  input: RatePeriodInput,
): Promise<StoredRatePeriod | null> {
  return changing(db, async (tx) => {
    if (!(await lockSuite(tx, suiteId))) return null;
    const [row] = await tx
      .insert(ratePeriods)
      .values({ suiteId, ...input })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const period = toRatePeriod(row);
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.rates_changed',
      target: { type: 'suite', id: suiteId },
      before: null,
      after: auditValues(period),
    });
    return period;
  });
}

/** Replaces a season's dates, price and minimum stay; null: no such season of this suite. */
export async function updateRatePeriod(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  periodId: string,
  input: RatePeriodInput,
  now: Date,
): Promise<StoredRatePeriod | null> {
  if (!isUuid(periodId)) return null;
  return changing(db, async (tx) => {
    if (!(await lockSuite(tx, suiteId))) return null;
    const mine = and(eq(ratePeriods.id, periodId), eq(ratePeriods.suiteId, suiteId));
    const [before] = await tx.select().from(ratePeriods).where(mine);
    if (!before) return null;
    const [row] = await tx
      .update(ratePeriods)
      .set({ ...input, updatedAt: now })
      .where(mine)
      .returning();
    if (!row) throw new Error('update returned no row');
    const period = toRatePeriod(row);
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.rates_changed',
      target: { type: 'suite', id: suiteId },
      before: auditValues(toRatePeriod(before)),
      after: auditValues(period),
    });
    return period;
  });
}

/** Removes a season; false: no such season of this suite. */
export async function deleteRatePeriod(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  periodId: string,
): Promise<boolean> {
  if (!isUuid(periodId)) return false;
  return changing(db, async (tx) => {
    if (!(await lockSuite(tx, suiteId))) return false;
    const [row] = await tx
      .delete(ratePeriods)
      .where(and(eq(ratePeriods.id, periodId), eq(ratePeriods.suiteId, suiteId)))
      .returning();
    if (!row) return false;
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.rates_changed',
      target: { type: 'suite', id: suiteId },
      before: auditValues(toRatePeriod(row)),
      after: null,
    });
    return true;
  });
}
