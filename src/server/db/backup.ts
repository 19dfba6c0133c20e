import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * Backups of the embedded database (PGlite) and the uploaded photos, for `npm run db:backup` and
 * `npm run db:restore`. A backup is a folder: `database.tar.gz` (PGlite's own dump of its data
 * folder, taken after a checkpoint, under PGlite's query lock: what a restart after a crash would
 * find, and PostgreSQL recovers from that), `uploads/` (a copy of the photos) and `backup.json`.
 * PostgreSQL is backed up with its own tools (README, "Backups").
 */

export interface BackupManifest {
  kind: 'pglite';
  createdAt: string;
  /** Rows in a few tables at the moment of the backup, to check a restore against. */
  counts: Record<string, number>;
}

const COUNTED = ['bookings', 'suites', 'users', 'reviews', 'suite_photos'] as const;

/** The folder where the running server keeps its process id, and where backups go. */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** A backup folder's name: when it was taken, sortable and safe in any file system. */
export const backupName = (at: Date) => `backup-${at.toISOString().replaceAll(':', '-')}`;

/** The process id of a server running on `dataDir`, or null (none, or it has stopped). */
export function runningServer(dataDir: string): number | null {
  const file = serverPidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Backs up an open PGlite and the uploads folder into `target` (made here, must not exist). A
 * backup that fails half-way (a full disk) is removed: no folder is left that looks like one.
 */
export async function backupPglite(
  client: PGlite,
  uploadsDir: string,
  target: string,
): Promise<BackupManifest> {
  await mkdir(target, { recursive: false });
  try {
    return await writeBackup(client, uploadsDir, target);
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(
  client: PGlite,
  uploadsDir: string,
  target: string,
): Promise<BackupManifest> {
  // The counts and the dump are read back to back; PGlite serves one query at a time.
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = result.rows[0]?.n ?? 0;
  }
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('gzip');
  await writeFile(path.join(target, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  if (existsSync(uploadsDir))
    await cp(uploadsDir, path.join(target, 'uploads'), { recursive: true });
  const manifest: BackupManifest = { kind: 'pglite', createdAt: new Date().toISOString(), counts };
  await writeFile(path.join(target, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup in place of the embedded database and the uploads of `dataDir`. The server must
 * be stopped. What was there is kept beside, renamed `*.before-restore-<time>`, never deleted.
 * Returns the backup's manifest and the counts the restored database holds.
 */
export async function restorePglite(
  backup: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; counts: Record<string, number> }> {
  const manifest = JSON.parse(
    await readFile(path.join(backup, 'backup.json'), 'utf8'),
  ) as BackupManifest;
  if (manifest.kind !== 'pglite')
    throw new Error(`${backup} is not a backup of the embedded database`);
  const archive = await readFile(path.join(backup, 'database.tar.gz'));
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const databaseDir = path.join(dataDir, 'pglite');
  const uploadsDir = path.join(dataDir, 'uploads');
  // Loaded into a fresh folder first: a damaged archive leaves the current data untouched.
  const incoming = `${databaseDir}.restoring-${stamp}`;
  const client = await PGlite.create(incoming, {
    extensions: { btree_gist },
    loadDataDir: new Blob([archive]),
  });
  const counts: Record<string, number> = {};
  try {
    for (const table of COUNTED) {
      const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = result.rows[0]?.n ?? 0;
    }
  } finally {
    await client.close();
  }
  if (existsSync(databaseDir)) await rename(databaseDir, `${databaseDir}.before-restore-${stamp}`);
  await rename(incoming, databaseDir);
  if (existsSync(uploadsDir)) await rename(uploadsDir, `${uploadsDir}.before-restore-${stamp}`);
  const savedUploads = path.join(backup, 'uploads');
  if (existsSync(savedUploads)) await cp(savedUploads, uploadsDir, { recursive: true });
  else await mkdir(uploadsDir, { recursive: true });
  return { manifest, counts };
}
