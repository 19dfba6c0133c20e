import { describe, expect, it } from 'vitest';
import { cachedAnswer, PublicCache } from './public-cache.ts';

const headers = { contentType: 'application/json', cacheControl: 'public, no-cache' };

describe('PublicCache', () => {
  it('keeps an answer only under the version it was computed at', () => {
    const cache = new PublicCache();
    const startedAt = cache.version;
    cache.invalidate();
    // Computed from data read before the write: not kept.
    cache.set('/a', startedAt, cachedAnswer('old', headers));
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', cache.version, cachedAnswer('new', headers));
    expect(cache.get('/a')?.body.toString()).toBe('new');
  });

  it('drops everything on invalidation and tells its listeners', () => {
    const cache = new PublicCache();
    let told = 0;
    cache.onInvalidate(() => told++);
    cache.set('/a', cache.version, cachedAnswer('a', headers));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(told).toBe(1);
  });

  it('stays within its entries and bytes, dropping the least recently used first', () => {
    const cache = new PublicCache({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['/1', '/2', '/3']) cache.set(key, 0, cachedAnswer(key, headers));
    cache.get('/1');
    cache.set('/4', 0, cachedAnswer('/4', headers));
    expect(cache.size).toBe(3);
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();

    const small = new PublicCache({ maxEntries: 100, maxBytes: 4_000 });
    for (let index = 0; index < 50; index++) {
      small.set(`/${index}`, 0, cachedAnswer('x'.repeat(500), headers));
    }
    expect(small.size).toBeLessThanOrEqual(8);
    // Too big for the cache (over a quarter of it): not kept at all.
    small.set(
      '/big',
      0,
      cachedAnswer('y'.repeat(1_500), { ...headers, contentType: 'text/plain' }),
    );
    expect(small.get('/big')).toBeUndefined();
  });

  it('compresses a large answer once, with the same ETag for the same bytes', () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index })));
    const answer = cachedAnswer(body, headers);
    expect(answer.br?.length).toBeLessThan(body.length / 3);
    expect(answer.gzip?.length).toBeLessThan(body.length / 3);
    expect(cachedAnswer(body, headers).etag).toBe(answer.etag);
    expect(cachedAnswer(`${body} `, headers).etag).not.toBe(answer.etag);
    expect(cachedAnswer('tiny', headers).br).toBeUndefined();
  });
});
