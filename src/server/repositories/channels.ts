import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { postgresError, UNIQUE_VIOLATION } from '#server/db/errors.ts';
import {
  bookings,
  type ChannelImportRow,
  channelImports,
  suiteBlocks,
  suites,
} from '#server/db/schema.ts';
import type { ChannelConflict, ChannelImport } from '#shared/channels.ts';
import { type AuditActor, recordAuditEvent } from './audit.ts';
import { holdsNights } from './availability.ts';
import { isUuid } from './suites.ts';

export type { ChannelImportRow };

/** Nights an OTA says are taken: from `startDate` up to (not including) `endDate`. */
export interface FeedNights {
  startDate: string;
  endDate: string;
  summary: string;
}

export class DuplicateFeedError extends Error {
  constructor() {
    super('feed already imported');
  }
}

function toChannelImport(row: ChannelImportRow): ChannelImport {
  return {
    id: row.id,
    url: row.url,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    eventCount: row.eventCount,
    conflicts: row.conflicts,
  };
}

const newToken = () => randomBytes(24).toString('base64url');

/** The suite's export token, made on first use; null for no such suite. */
export async function exportToken(
  db: Database,
  suiteId: string,
  now: Date,
): Promise<string | null> {
  if (!isUuid(suiteId)) return null;
  const [suite] = await db
    .select({ token: suites.icalToken })
    .from(suites)
    .where(eq(suites.id, suiteId));
  if (!suite) return null;
  if (suite.token) return suite.token;
  // Two first requests at once: the second keeps the first's token.
  await db
    .update(suites)
    .set({ icalToken: newToken(), updatedAt: now })
    .where(and(eq(suites.id, suiteId), isNull(suites.icalToken)));
  const [made] = await db
    .select({ token: suites.icalToken })
    .from(suites)
    .where(eq(suites.id, suiteId));
  return made?.token ?? null;
}

/** A new secret for the export feed: the old address stops working at once. Audited. */
export async function renewExportToken(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  now: Date,
): Promise<string | null> {
  if (!isUuid(suiteId)) return null;
  return db.transaction(async (tx) => {
    const token = newToken();
    const [row] = await tx
      .update(suites)
      .set({ icalToken: token, updatedAt: now })
      .where(eq(suites.id, suiteId))
      .returning({ id: suites.id });
    if (!row) return null;
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.channels_changed',
      target: { type: 'suite', id: suiteId },
      before: null,
      after: { exportFeed: 'new address' },
    });
    return token;
  });
}

/** The suite's import feeds, oldest first; null for no such suite. */
export async function listImports(db: Database, suiteId: string): Promise<ChannelImport[] | null> {
  if (!isUuid(suiteId)) return null;
  const [suite] = await db.select({ id: suites.id }).from(suites).where(eq(suites.id, suiteId));
  if (!suite) return null;
  const rows = await db
    .select()
    .from(channelImports)
    .where(eq(channelImports.suiteId, suiteId))
    .orderBy(asc(channelImports.createdAt));
  return rows.map(toChannelImport);
}

/** Adds an import feed (DuplicateFeedError for one the suite has); null for no such suite. */
export async function addImport(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  url: string,
): Promise<ChannelImportRow | null> {
  if (!isUuid(suiteId)) return null;
  try {
    return await db.transaction(async (tx) => {
      const [suite] = await tx.select({ id: suites.id }).from(suites).where(eq(suites.id, suiteId));
      if (!suite) return null;
      const [row] = await tx.insert(channelImports).values({ suiteId, url }).returning();
      if (!row) throw new Error('insert returned no row');
      await recordAuditEvent(tx, {
        actor,
        action: 'suite.channels_changed',
        target: { type: 'suite', id: suiteId },
        before: null,
        after: { importFeed: url },
      });
      return row;
    });
  } catch (error) {
    const { code, constraint } = postgresError(error);
    if (code === UNIQUE_VIOLATION && constraint === 'channel_imports_suite_url_key') {
      throw new DuplicateFeedError();
    }
    throw error;
  }
}

/** Removes an import feed and the blocks it made; false for no such feed of this suite. */
export async function removeImport(
  db: Database,
  actor: AuditActor,
  suiteId: string,
  importId: string,
): Promise<boolean> {
  if (!isUuid(suiteId) || !isUuid(importId)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(channelImports)
      .where(and(eq(channelImports.id, importId), eq(channelImports.suiteId, suiteId)))
      .returning();
    if (!row) return false;
    await recordAuditEvent(tx, {
      actor,
      action: 'suite.channels_changed',
      target: { type: 'suite', id: suiteId },
      before: { importFeed: row.url },
      after: null,
    });
    return true;
  });
}

/** Import feeds due a fetch: never fetched, or not since `before`. */
export async function importsDue(db: Database, before: Date): Promise<ChannelImportRow[]> {
  return db
    .select()
    .from(channelImports)
    .where(or(isNull(channelImports.lastSyncedAt), lt(channelImports.lastSyncedAt, before)))
    .orderBy(asc(channelImports.lastSyncedAt));
}

export async function importsOfSuite(db: Database, suiteId: string): Promise<ChannelImportRow[]> {
  if (!isUuid(suiteId)) return [];
  return db
    .select()
    .from(channelImports)
    .where(eq(channelImports.suiteId, suiteId))
    .orderBy(asc(channelImports.createdAt));
}

/**
 * Takes a due feed for this process: its fetch time is moved to now only if it is still what
 * was read, so of two server processes one fetches it.
 */
export async function claimImport(
  db: Database,
  row: ChannelImportRow,
  now: Date,
): Promise<boolean> {
  const [claimed] = await db
    .update(channelImports)
    .set({ lastSyncedAt: now, updatedAt: now })
    .where(
      and(
        eq(channelImports.id, row.id),
        row.lastSyncedAt
          ? eq(channelImports.lastSyncedAt, row.lastSyncedAt)
          : isNull(channelImports.lastSyncedAt),
      ),
    )
    .returning({ id: channelImports.id });
  return Boolean(claimed);
}

/** A failed fetch: said on the feed, with its time; the nights it blocked before stay blocked. */
export async function recordImportFailure(
  db: Database,
  importId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(channelImports)
    .set({
      lastSyncedAt: now,
      lastStatus: 'failed',
      lastError: reason,
      updatedAt: now,
    })
    .where(eq(channelImports.id, importId));
}

interface Taken {
  startDate: string;
  endDate: string;
  with: 'booking' | 'block';
  reference: string | null;
}

/** [from, to) less the taken ranges: the free pieces, and the taken pieces that overlap it. */
function split(nights: FeedNights, taken: readonly Taken[]) {
  const overlapping = taken
    .filter((range) => range.startDate < nights.endDate && nights.startDate < range.endDate)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const free: { startDate: string; endDate: string }[] = [];
  let cursor = nights.startDate;
  for (const range of overlapping) {
    if (range.startDate > cursor) free.push({ startDate: cursor, endDate: range.startDate });
    if (range.endDate > cursor) cursor = range.endDate;
  }
  if (cursor < nights.endDate) free.push({ startDate: cursor, endDate: nights.endDate });
  return { free, overlapping };
}

/**
 * Replaces what a feed said before with what it says now, under the suite's row lock (so no
 * booking or block of the suite changes meanwhile): the feed's old blocks go; each event's
 * nights become blocks where the suite is free; nights a direct booking or another block holds
 * are recorded as conflicts for staff, not dropped in silence. The database's own guarantees
 * (decision 022) stay the last word.
 */
export async function replaceImportedNights(
  db: Database,
  row: ChannelImportRow,
  events: readonly FeedNights[],
  today: string,
  now: Date,
): Promise<{ events: number; conflicts: ChannelConflict[] }> {
  const label = new URL(row.url).hostname;
  return db.transaction(async (tx) => {
    const [suite] = await tx
      .select({ id: suites.id })
      .from(suites)
      .where(eq(suites.id, row.suiteId))
      .for('update');
    if (!suite) return { events: 0, conflicts: [] };
    await tx.delete(suiteBlocks).where(eq(suiteBlocks.importId, row.id));
    const [stays, blocks] = await Promise.all([
      tx
        .select({
          startDate: bookings.checkIn,
          endDate: bookings.checkOut,
          reference: bookings.reference,
        })
        .from(bookings)
        .where(and(eq(bookings.suiteId, row.suiteId), holdsNights(), gt(bookings.checkOut, today))),
      tx
        .select({ startDate: suiteBlocks.startDate, endDate: suiteBlocks.endDate })
        .from(suiteBlocks)
        .where(and(eq(suiteBlocks.suiteId, row.suiteId), gt(suiteBlocks.endDate, today))),
    ]);
    const taken: Taken[] = [
      ...stays.map((stay) => ({ ...stay, with: 'booking' as const })),
      ...blocks.map((block) => ({ ...block, with: 'block' as const, reference: null })),
    ];
    const conflicts: ChannelConflict[] = [];
    const pieces: { startDate: string; endDate: string; reason: string }[] = [];
    for (const event of events) {
      const { free, overlapping } = split(event, taken);
      for (const range of overlapping) {
        conflicts.push({
          startDate: range.startDate > event.startDate ? range.startDate : event.startDate,
          endDate: range.endDate < event.endDate ? range.endDate : event.endDate,
          summary: event.summary,
          with: range.with,
          reference: range.reference,
        });
      }
      for (const piece of free) pieces.push({ ...piece, reason: `${label}: ${event.summary}` });
    }
    if (pieces.length > 0) {
      await tx
        .insert(suiteBlocks)
        .values(pieces.map((piece) => ({ ...piece, suiteId: row.suiteId, importId: row.id })));
    }
    await tx
      .update(channelImports)
      .set({
        lastSyncedAt: now,
        lastStatus: 'ok',
        lastError: null,
        eventCount: events.length,
        conflicts,
        updatedAt: now,
      })
      .where(eq(channelImports.id, row.id));
    return { events: events.length, conflicts };
  });
}

/** What the export feed lists: the suite's stays and blocks from `since` on, without names. */
export async function exportedNights(db: Database, token: string, since: string) {
  const [suite] = await db
    .select({ id: suites.id, name: suites.name })
    .from(suites)
    .where(eq(suites.icalToken, token));
  if (!suite) return null;
  const [stays, blocks] = await Promise.all([
    db
      .select({ id: bookings.id, startDate: bookings.checkIn, endDate: bookings.checkOut })
      .from(bookings)
      .where(
        and(
          eq(bookings.suiteId, suite.id),
          sql`${bookings.status} not in ('cancelled', 'expired', 'no_show')`,
          gt(bookings.checkOut, since),
        ),
      )
      .orderBy(asc(bookings.checkIn)),
    db
      .select({
        id: suiteBlocks.id,
        startDate: suiteBlocks.startDate,
        endDate: suiteBlocks.endDate,
      })
      .from(suiteBlocks)
      .where(and(eq(suiteBlocks.suiteId, suite.id), gt(suiteBlocks.endDate, since)))
      .orderBy(asc(suiteBlocks.startDate)),
  ]);
  return { suite, stays, blocks };
}
