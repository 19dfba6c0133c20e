import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The site needs only these three things of a store, so a disk folder
 * (now) and an S3-compatible bucket (later, behind a CDN) are interchangeable: keys are
 * `<folder>/<name>` with lower-case letters, digits, dashes and dots only.
 */
export interface FileStore {
  /** Stores `data` under `key`, replacing nothing: keys are random and never reused. */
  put(key: string, data: Buffer): Promise<void>;
  /** Deletes the file under `key`; a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The address the file under `key` is served at (a path of this site for the disk). */
  url(key: string): string;
  /** The key of a file this store serves at `url`, or null for any other address. */
  keyOf(url: string): string | null;
}

const KEY = /^[a-z]+\/[a-z0-9][a-z0-9.-]*$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Not a file store key: ${key}`);
  return key;
}

/** Files in a folder on disk (`DATA_DIR/uploads`), served by the site at `/uploads/<key>`. */
export function diskFileStore(root: string, urlPrefix = '/uploads/'): FileStore {
  return {
    async put(key, data) {
      const file = path.join(root, checkedKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async remove(key) {
      await unlink(path.join(root, checkedKey(key))).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    url: (key) => `${urlPrefix}${checkedKey(key)}`,
    keyOf(url) {
      if (!url.startsWith(urlPrefix)) return null;
      const key = url.slice(urlPrefix.length);
      return KEY.test(key) && !key.includes('..') ? key : null;
    },
  };
}
