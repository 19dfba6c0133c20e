import path from 'node:path';
import type { Config } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { seedDemoData } from './seed.ts';

/** What start-up reports through; Fastify's logger fits. */
interface StartupLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/**
 * Opens the configured database, applies migrations and, when configured, the demo data (dated
 * from `now`).
 */
export async function openConfiguredDatabase(
  config: Config,
  log: StartupLog,
  now: Date,
): Promise<DatabaseHandle> {
  const database = config.databaseUrl
    ? await openDatabase({
        url: config.databaseUrl,
        poolMax: config.databasePoolMax,
        onPoolError: (error) => log.warn({ err: error }, 'database connection lost'),
      })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db, now);
    if (seeded.suites || seeded.reviews) log.info(seeded, 'demo data added');
  }
  log.info({ database: database.kind }, 'database ready');
  return database;
}
