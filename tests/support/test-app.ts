import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { systemClock } from '#server/clock.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { seedDemoData } from '#server/db/seed.ts';
import { outbox } from './accounts.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** Which database the API suite runs on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server of DATABASE_URL that is dropped again on close.
 */
export async function createTestDatabase(): Promise<{
  database: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `suitebook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 5 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Settings that lift the per-guest booking caps, and those on unpaid holds (one address sends
 * every request here), for tests and load runs of booking mechanics.
 */
export const UNCAPPED = {
  MAX_ACTIVE_BOOKINGS_PER_GUEST: '100',
  MAX_ACTIVE_BOOKINGS_UNVERIFIED: '100',
  MAX_UNPAID_HOLDS_UNVERIFIED: '100',
  MAX_LAPSED_HOLDS_PER_ACCOUNT: '1000',
  MAX_LAPSED_HOLDS_PER_ADDRESS: '1000',
} as const;

/** Configuration for a test: quiet, with its own temporary DATA_DIR and a fixed secret. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'suitebook-api-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    ...env,
  });
}

export async function createTestApp(
  options: {
    seed?: boolean;
    webRoot?: string;
    env?: NodeJS.ProcessEnv;
    /** Receives every log line (JSON), for tests that read what the server logged. */
    logStream?: { write(line: string): void };
    /** The app's clock, for tests that move time (a payment hold running out). */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  if (options.seed ?? true) await seedDemoData(database.db, (options.clock ?? systemClock)());
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Mail written to the outbox folder of the app's DATA_DIR (no SMTP_URL), oldest first, once the
 * sends under way have finished (mail leaves through the outbox a moment after the answer).
 */
export async function mailSent(t: TestApp): Promise<ReturnType<typeof outbox>> {
  await t.app.mailer.settled();
  return outbox(t.config.dataDir);
}
