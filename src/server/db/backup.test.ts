import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, expect, it } from 'vitest';
import { backupPglite } from './backup.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

it('leaves no half-written folder behind when a backup fails', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'suitebook-backup-'));
  const target = path.join(root, 'backup-now');
  // A database that cannot answer: the backup fails after its folder was made.
  const client = new PGlite();
  await client.close();

  await expect(backupPglite(client, path.join(root, 'uploads'), target)).rejects.toThrow();
  expect(existsSync(target)).toBe(false);
});
