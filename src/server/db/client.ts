import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '#server/project-root.ts';
import * as authSchema from './auth-schema.ts';
import { type BackupManifest, backupPglite } from './backup.ts';
import * as appSchema from './schema.ts';

const schema = { ...appSchema, ...authSchema };

/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database only: a consistent backup of it and of `uploadsDir` into `target`
   * (see backup.ts). PostgreSQL is backed up with its own tools.
   */
  backupTo?: (target: string, uploadsDir: string) => Promise<BackupManifest>;
  /**
   * The embedded database only: calls `listener` on each notice (`pg_notify`) on `channel`,
   * before the statement that raised it returns to its caller: PGlite runs in this process and
   * hands notices over as it reads the statement's answer. Resolves to a function that stops it.
   */
  listenInProcess?: (channel: string, listener: () => void) => Promise<() => Promise<void>>;
}

type DatabaseOptions =
  | { url: string; poolMax?: number; onPoolError?: (error: Error) => void }
  /** An embedded PGlite database in `dataDir`, or in memory when `dataDir` is null. */
  | { dataDir: string | null };

const migrationsFolder = path.join(projectRoot, 'drizzle');
/** Arbitrary constant naming the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_202_611;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return 'url' in options ? openPostgres(options) : openPglite(options.dataDir);
}

/**
 * Runs `process.nextTick` until V8 has compiled it for the objects it makes. Loading a PGlite
 * extension (btree_gist: Emscripten links a library into the running module) before that left
 * the spot in Node's nextTick where each queued callback's object is made in V8's slowest state
 * for good: every call went through the runtime, 3 µs instead of 0.3, and a request makes about
 * six of them (streams ending, answers written), a tenth of a static file's cost (decision 036).
 * Once compiled, the spot stays fast whatever loads later: this runs once per process.
 */
async function settleNextTick(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await new Promise<void>((resolve) => {
      let left = 10_000;
      const step = () => (--left > 0 ? process.nextTick(step) : resolve());
      process.nextTick(step);
    });
  }
}

/** Set by the first embedded database opened in this process. */
let nextTickSettled: Promise<void> | undefined;

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  nextTickSettled ??= settleNextTick();
  await nextTickSettled;
  // btree_gist backs the bookings' exclusion constraint (suite = and date range overlap).
  const extensions = { btree_gist };
  const client = dataDir
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create({ extensions });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    backupTo: (target, uploadsDir) => backupPglite(client, uploadsDir, target),
    listenInProcess: (channel, listener) => client.listen(channel, listener),
  };
}

async function openPostgres(options: {
  url: string;
  poolMax?: number;
  onPoolError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    // Fail fast while the server is down instead of queueing requests until they time out.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    // The site's queries are short: PostgreSQL's JIT compiles any query whose estimated cost
    // passes a threshold (one misjudged plan is enough), and compiling takes tens of
    // milliseconds, more than any of these queries runs.
    options: '-c jit=off',
  });
  // A client losing its connection must not crash the process: an idle one is reported by the
  // pool; one checked out (inside a transaction, between its statements) emits the error on
  // itself, with no listener of the pool's, and an unheard 'error' event ends the process. Its
  // transaction's next statement fails anyway (503), and the pool drops the broken client.
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
  });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, schema, casing: 'snake_case' }), {
          migrationsFolder,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
