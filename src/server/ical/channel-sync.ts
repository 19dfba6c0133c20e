import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import {
  type ChannelImportRow,
  claimImport,
  importsDue,
  importsOfSuite,
  recordImportFailure,
  replaceImportedNights,
} from '#server/repositories/channels.ts';
import type { Database } from '#server/repositories/database.ts';
import { hotelToday } from '#shared/stay.ts';
import { isPublicAddress } from './addresses.ts';
import { FeedFetchError, fetchFeed } from './feed-fetch.ts';
import { feedNights } from './feed-parse.ts';

interface SyncContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Fetches one import feed and stores what it says as the suite's blocks. A feed that cannot be
 * fetched or read is marked failed with its reason (its earlier nights stay blocked: a channel
 * that is down for an hour must not reopen nights it sold); never throws.
 */
export async function syncImport(context: SyncContext, row: ChannelImportRow): Promise<void> {
  const { db, config, log } = context;
  const allowAddress = (address: string) =>
    config.channels.allowPrivateHosts || isPublicAddress(address);
  try {
    const text = await fetchFeed(row.url, {
      allowAddress,
      timeoutMs: config.channels.fetchTimeoutMs,
    });
    const today = hotelToday(context.now(), config.booking.timeZone);
    const events = feedNights(text, today);
    const result = await replaceImportedNights(db, row, events, today, context.now());
    const doubleSold = result.conflicts.filter((conflict) => conflict.with === 'booking');
    if (doubleSold.length > 0) {
      log.warn(
        { importId: row.id, suiteId: row.suiteId, conflicts: doubleSold },
        'a channel feed holds nights of a direct booking',
      );
    }
  } catch (error) {
    const reason =
      error instanceof FeedFetchError ? error.message : 'Unexpected error while reading the feed';
    if (!(error instanceof FeedFetchError))
      log.error({ err: error, importId: row.id }, 'feed sync failed');
    await recordImportFailure(db, row.id, reason, context.now()).catch((failure: unknown) =>
      log.error({ err: failure, importId: row.id }, 'could not record a feed failure'),
    );
  }
}

/** Every import feed of a suite, fetched now, one after another. */
export async function syncSuite(context: SyncContext, suiteId: string): Promise<void> {
  for (const row of await importsOfSuite(context.db, suiteId)) await syncImport(context, row);
}

/**
 * Fetches due feeds every `ICAL_SYNC_MINUTES` (looking each minute for feeds not fetched within
 * that time). Each feed is claimed first, so of several server processes one fetches it. Stops
 * with the app.
 */
export function startChannelSync(app: FastifyInstance): void {
  const minutes = app.config.channels.syncMinutes;
  if (minutes === 0) return;
  const context = { db: app.database.db, config: app.config, log: app.log, now: app.clock };
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const due = await importsDue(
        context.db,
        new Date(context.now().getTime() - minutes * 60_000),
      );
      for (const row of due) {
        if (await claimImport(context.db, row, context.now())) await syncImport(context, row);
      }
    } catch (error) {
      app.log.error({ err: error }, 'channel sync pass failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(pass, 60_000);
  timer.unref();
  const first = setTimeout(pass, 5_000);
  first.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
  });
}
