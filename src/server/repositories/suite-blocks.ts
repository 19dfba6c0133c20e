import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError } from '#server/db/errors.ts';
import { type SuiteBlockRow, suiteBlocks, suites } from '#server/db/schema.ts';
import type { SuiteBlock, SuiteBlockInput } from '#shared/suite-blocks.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { isUuid } from './suites.ts';

/** Why the database refused a block: a guest's booking, or another block, on those nights. */
export class BlockRefusedError extends Error {
  readonly over: 'booking' | 'block';
  constructor(over: 'booking' | 'block') {
    super(`block over a ${over}`);
    this.over = over;
  }
}

function toBlock(row: SuiteBlockRow): SuiteBlock {
  return {
    id: row.id,
    suiteId: row.suiteId,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    fromFeed: row.importId !== null,
  };
}

const auditValues = (block: SuiteBlock) => ({
  startDate: block.startDate,
  endDate: block.endDate,
  reason: block.reason,
});

/** A suite's blocks that end after `from` (today: the ones that still matter), in date order. */
export async function listSuiteBlocks(
  db: Database,
  suiteId: string,
  from: string,
): Promise<SuiteBlock[] | null> {
  if (!isUuid(suiteId)) return null;
  const [suite] = await db.select({ id: suites.id }).from(suites).where(eq(suites.id, suiteId));
  if (!suite) return null;
  const rows = await db
    .select()
    .from(suiteBlocks)
    .where(and(eq(suiteBlocks.suiteId, suiteId), gt(suiteBlocks.endDate, from)))
    .orderBy(asc(suiteBlocks.startDate));
  return rows.map(toBlock);
}

/**
 * Takes nights off sale (BlockRefusedError when a booking or another block holds one of them:
 * the database decides, see migration 0012); null for no such suite.
 */
export async function createSuiteBlock(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  input: SuiteBlockInput,
): Promise<SuiteBlock | null> {
  if (!isUuid(suiteId)) return null;
  try {
    return await db.transaction(async (tx) => {
      const [suite] = await tx.select({ id: suites.id }).from(suites).where(eq(suites.id, suiteId));
      if (!suite) return null;
      const [row] = await tx
        .insert(suiteBlocks)
        .values({ suiteId, ...input })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const block = toBlock(row);
      await recordAuditEvent(tx, {
        actor,
        action: 'suite.nights_blocked',
        target: { type: 'suite', id: suiteId },
        before: null,
        after: auditValues(block),
      });
      return block;
    });
  } catch (error) {
    const { code, constraint } = postgresError(error);
    if (code === EXCLUSION_VIOLATION) {
      throw new BlockRefusedError(
        constraint === 'suite_blocks_not_on_booked_nights' ? 'booking' : 'block',
      );
    }
    throw error;
  }
}

/**
 * Puts blocked nights back on sale: 'removed', 'from_feed' for a block a channel feed made (it
 * follows the feed), or 'none' for no such block of this suite.
 */
export async function deleteSuiteBlock(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  blockId: string,
): Promise<'removed' | 'from_feed' | 'none'> {
  if (!isUuid(suiteId) || !isUuid(blockId)) return 'none';
  return db.transaction(async (tx) => {
    const mine = and(eq(suiteBlocks.id, blockId), eq(suiteBlocks.suiteId, suiteId));
    const [row] = await tx
      .delete(suiteBlocks)
      .where(and(mine, isNull(suiteBlocks.importId)))
      .returning();
    if (!row) {
      const [fed] = await tx.select({ id: suiteBlocks.id }).from(suiteBlocks).where(mine);
      return fed ? 'from_feed' : 'none';
    }
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.nights_released',
      target: { type: 'suite', id: suiteId },
      before: auditValues(toBlock(row)),
      after: null,
    });
    return 'removed';
  });
}
