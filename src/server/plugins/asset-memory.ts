import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CachedAnswer } from '#server/cache/public-cache.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The types of what Vite writes to /assets that browsers load with the page. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * The build's content-hashed scripts, styles and fonts, read once at start with their
 * pre-compressed forms: every page view asks for them, they never change while the process
 * runs, and serving them from memory skips the file system (a few stat and open calls per
 * request) altogether. Source maps and anything else stay on disk.
 */
export function loadAssets(webRoot: string): Map<string, CachedAnswer> {
  const assets = new Map<string, CachedAnswer>();
  const folder = path.join(webRoot, 'assets');
  if (!existsSync(folder)) return assets;
  for (const name of readdirSync(folder)) {
    const contentType = TYPES[path.extname(name)];
    if (!contentType) continue;
    const file = path.join(folder, name);
    const variant = (suffix: string) =>
      existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
    const body = readFileSync(file);
    const br = variant('.br');
    const gzip = variant('.gz');
    assets.set(`/assets/${name}`, {
      body,
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
      // The name carries the content's hash: it is the validator.
      etag: `"${name}"`,
      contentType,
      cacheControl: IMMUTABLE,
      vary: 'accept-encoding',
    });
  }
  return assets;
}
