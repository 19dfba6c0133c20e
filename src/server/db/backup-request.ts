import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from './client.ts';

/**
 * How `npm run db:backup` asks a running server for a backup of its embedded database (only the
 * process that has the database open can read it consistently): it names the folder in
 * `DATA_DIR/backup-request` and sends the server SIGUSR2; the server writes the backup there,
 * then `DONE` (or `FAILED` with the reason) in it, which the command waits for.
 */
export const backupRequestFile = (dataDir: string) => path.join(dataDir, 'backup-request');

export async function answerBackupRequest(
  database: DatabaseHandle,
  dataDir: string,
  log: { info(data: object, message: string): void; error(data: object, message: string): void },
): Promise<void> {
  const requestFile = backupRequestFile(dataDir);
  if (!existsSync(requestFile)) return;
  const target = (await readFile(requestFile, 'utf8')).trim();
  await rm(requestFile, { force: true });
  // Only a folder under DATA_DIR/backups, whatever the request file says.
  const backups = path.join(dataDir, 'backups');
  const resolved = path.resolve(backups, path.basename(target));
  try {
    if (!database.backupTo)
      throw new Error('PostgreSQL is backed up with pg_dump (see the README)');
    await mkdir(backups, { recursive: true });
    const manifest = await database.backupTo(resolved, path.join(dataDir, 'uploads'));
    await writeFile(path.join(resolved, 'DONE'), `${JSON.stringify(manifest.counts)}\n`);
    log.info({ backup: resolved, counts: manifest.counts }, 'backup written');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await mkdir(resolved, { recursive: true }).catch(() => {});
    await writeFile(path.join(resolved, 'FAILED'), `${reason}\n`).catch(() => {});
    log.error({ backup: resolved, reason }, 'backup failed');
  }
}
