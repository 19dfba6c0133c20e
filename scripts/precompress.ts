/**
 * Writes .br and .gz beside every compressible file of the web build, so the server sends
 * pre-compressed assets (best compression, no CPU per request).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
]);
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = process.argv[2];
if (!root) {
  console.error('Usage: tsx scripts/precompress.ts <dir>');
  process.exit(2);
}

let count = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((data) =>
      writeFile(`${file}.br`, data),
    ),
    gz(content, { level: 9 }).then((data) => writeFile(`${file}.gz`, data)),
  ]);
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
