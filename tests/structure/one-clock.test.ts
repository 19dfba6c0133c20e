import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const server = path.join(process.cwd(), 'src/server');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A reading of the system's time: `new Date()` without an argument, or `Date.now`. */
const SYSTEM_TIME = /\bnew Date\(\s*\)|\bDate\.now\b/;

/**
 * Business time comes from the app's clock (src/server/clock.ts), passed down as `now`; only the
 * clock itself, the request log, rate-limit windows and backup file names read the system's.
 * Every update sets `updatedAt` from `now`, so the schema has no fallback reading it. Issue 34
 * allows five.
 */
const ALLOWED = [
  'clock.ts',
  'db/backup.ts',
  'http/request-log.ts',
  'limits/counter-store.ts',
  'limits/rate-limit.ts',
];

it('reads the system time only in the clock, logging, rate-limit windows and backups', () => {
  const readers = sources(server)
    .filter((file) => SYSTEM_TIME.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(server, file).split(path.sep).join('/'))
    .sort();
  expect(readers).toEqual(ALLOWED);
});
