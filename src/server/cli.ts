/**
 * Maintenance commands, on the configured database:
 *   npm run db:migrate                      apply migrations
 *   npm run db:seed                         add the demo data to an empty database
 *   npm run admin:grant -- someone@example  make an existing account an admin
 *   npm run db:backup                       back up the embedded database and the photos
 *   npm run db:restore -- <backup folder>   put a backup back (the server stopped)
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { users } from './db/auth-schema.ts';
import { backupName, backupsDir, restorePglite, runningServer } from './db/backup.ts';
import { backupRequestFile } from './db/backup-request.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';

const COMMANDS = ['migrate', 'seed', 'grant-admin', 'backup', 'restore'] as const;
const [command, argument] = process.argv.slice(2);
if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
  console.error(`Usage: tsx src/server/cli.ts ${COMMANDS.join(' | ')} [argument]`);
  process.exit(2);
}

const config = loadConfig();
const embedded = !config.databaseUrl;
const server = embedded ? runningServer(config.dataDir) : null;

if (command === 'backup' || command === 'restore') {
  if (!embedded) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore, and copy DATA_DIR/uploads (README, "Backups").',
    );
    process.exit(2);
  }
  process.exit(command === 'backup' ? await backup() : await restore(argument));
}

// The embedded database is one process's: another opening it while the server runs would
// corrupt it.
if (embedded && server) {
  console.error(
    `The server (process ${server}) has the embedded database open: stop it first, then run this again.`,
  );
  process.exit(1);
}

const database = config.databaseUrl
  ? await openDatabase({ url: config.databaseUrl, poolMax: 2 })
  : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
let exitCode = 0;
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
  if (command === 'seed') {
    const result = await seedDemoData(database.db, systemClock());
    console.log(
      result.suites || result.reviews
        ? `Demo data added: ${count(result.suites, 'suite', 'suites')}, ${count(result.reviews, 'testimonial', 'testimonials')}.`
        : 'Demo data already present: nothing added.',
    );
  }
  if (command === 'grant-admin') {
    const email = argument?.trim().toLowerCase();
    if (!email) {
      console.error('Name the account: npm run admin:grant -- someone@example.com');
      exitCode = 2;
    } else {
      const [row] = await database.db
        .update(users)
        .set({ role: 'admin', updatedAt: systemClock() })
        .where(eq(users.email, email))
        .returning({ name: users.name });
      if (row) {
        console.log(`${row.name} <${email}> is now an admin.`);
      } else {
        console.error(`No account with the email ${email}: sign up first, then run this again.`);
        exitCode = 1;
      }
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);

/**
 * A backup into DATA_DIR/backups/backup-<time>: taken by the running server (asked through a
 * request file and SIGUSR2, since only it may read its database), or here when none runs.
 */
/** A count and its noun, for the operator's console (which speaks English). */
function count(value: number, one: string, other: string): string {
  return `${value} ${value === 1 ? one : other}`;
}

async function backup(): Promise<number> {
  const target = path.join(backupsDir(config.dataDir), backupName(systemClock()));
  if (server) {
    await writeFile(backupRequestFile(config.dataDir), `${path.basename(target)}\n`);
    process.kill(server, 'SIGUSR2');
    for (let waited = 0; waited < 120_000; waited += 200) {
      if (existsSync(path.join(target, 'DONE'))) {
        console.log(`Backup written by the running server: ${target}`);
        return 0;
      }
      if (existsSync(path.join(target, 'FAILED'))) {
        console.error(
          `Backup failed: ${(await readFile(path.join(target, 'FAILED'), 'utf8')).trim()}`,
        );
        return 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.error('The server did not answer within two minutes: is it the same DATA_DIR?');
    return 1;
  }
  const databaseDir = path.join(config.dataDir, 'pglite');
  if (!existsSync(databaseDir)) {
    console.error(`No embedded database in ${databaseDir}: nothing to back up.`);
    return 1;
  }
  const database = await openDatabase({ dataDir: databaseDir });
  try {
    await mkdir(backupsDir(config.dataDir), { recursive: true });
    const manifest = await database.backupTo?.(target, path.join(config.dataDir, 'uploads'));
    console.log(`Backup written: ${target} (${JSON.stringify(manifest?.counts)})`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Puts a backup back, the server stopped; what was there is kept beside, renamed. */
async function restore(folder: string | undefined): Promise<number> {
  if (!folder) {
    console.error('Name the backup: npm run db:restore -- data/backups/backup-…');
    return 2;
  }
  if (server) {
    console.error(
      `Stop the server (process ${server}) first: a database cannot be replaced under it.`,
    );
    return 1;
  }
  const { counts } = await restorePglite(path.resolve(folder), config.dataDir);
  console.log(`Restored ${folder} into ${config.dataDir} (${JSON.stringify(counts)}).`);
  return 0;
}
