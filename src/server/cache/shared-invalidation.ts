import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '#server/repositories/database.ts';
import { notifyChannel } from '#server/repositories/notifications.ts';
import type { PublicCache } from './public-cache.ts';

const CHANNEL = 'suitebook_public_cache';
const RECONNECT_MS = 1_000;

/**
 * Tells every server process on the same PostgreSQL database when one of them drops its public
 * cache, and drops this one's when another does: `LISTEN`/`NOTIFY` on one channel, the payload
 * naming the process so none reacts to its own news. Notifications arrive within milliseconds
 * of the write's commit. While the listening connection is down this process may miss news, so
 * it drops its cache when the connection is lost and again once it is back. Returns a function
 * that stops listening.
 */
export async function shareInvalidations(
  cache: PublicCache,
  options: { databaseUrl: string; db: Database; log: FastifyBaseLogger },
): Promise<() => Promise<void>> {
  const { databaseUrl, db, log } = options;
  const processId = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== processId)
        cache.invalidate('elsewhere');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'public cache: lost the invalidation channel; reconnecting');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    // Whatever was kept while nobody listened may be stale.
    cache.invalidate('elsewhere');
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = undefined;
    cache.invalidate('elsewhere');
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'public cache: invalidation channel still down');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  const stopTelling = cache.onInvalidate(() => {
    notifyChannel(db, CHANNEL, processId).catch((error: unknown) =>
      log.warn({ err: error }, 'public cache: could not tell the other processes of a change'),
    );
  });

  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, 'public cache: invalidation channel down at start; retrying');
    scheduleReconnect();
  }

  return async () => {
    closed = true;
    stopTelling();
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
