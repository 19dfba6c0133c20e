import type { PrerenderedPage } from '#shared/server-renderer.ts';
import type { PublicCache } from './public-cache.ts';

/**
 * Pages prerendered for no one in particular (decision 043), resumed for each signed-in visitor.
 * Each is kept under the public cache's data version it was built at, and dropped with it: a
 * write the public may see makes every kept page stale at once, as it does the public answers.
 * Bounded, so addresses invented by a visitor churn the store but cannot grow it.
 */
export class PrerenderedPages {
  readonly #entries = new Map<string, { version: number; page: PrerenderedPage | null }>();
  readonly #publicCache: PublicCache;
  readonly #maxEntries: number;

  constructor(publicCache: PublicCache, maxEntries = 256) {
    this.#publicCache = publicCache;
    this.#maxEntries = maxEntries;
  }

  /** The page kept at `key`: null when it was found not to be the same for everyone. */
  get(key: string): PrerenderedPage | null | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== this.#publicCache.version) return undefined;
    // Most recently used last: the oldest is the first to go.
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** Keeps a page built at `version` (or null: none to keep), unless the data has changed since. */
  set(key: string, version: number, page: PrerenderedPage | null): void {
    if (version !== this.#publicCache.version) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, page });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
