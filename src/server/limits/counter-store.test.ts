import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { type CounterStore, DatabaseCounterStore } from '#server/repositories/rate-counters.ts';
import { FallbackCounterStore, RedisCounterStore } from './counter-store.ts';

/** The Redis of this machine (CI starts one), or REDIS_URL. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = RedisCounterStore.connect(REDIS_URL);
// CI always has Redis; a developer's machine may not, and then only these cases are skipped.
const withRedis = (await redis.ready(3_000)) || Boolean(process.env.CI);
if (!withRedis) console.warn(`No Redis at ${REDIS_URL}: its counter tests are skipped`);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
});
afterAll(async () => {
  await redis.close();
  await database.close();
});

const stores: [string, () => CounterStore][] = [
  ['the database', () => new DatabaseCounterStore(database.db)],
  ...(withRedis ? [['Redis', () => redis] as [string, () => CounterStore]] : []),
];

describe.each(stores)('counters in %s', (_name, store) => {
  const key = () => `test:${Math.random().toString(36).slice(2)}`;
  const T = 1_800_000_000_000;

  it('counts hits in a window that starts at the first hit', async () => {
    const k = key();
    expect(await store().get(k, T)).toBeNull();
    expect(await store().hit(k, 60_000, T)).toEqual({ count: 1, expiresAt: T + 60_000, lastAt: T });
    expect(await store().hit(k, 60_000, T + 1_000)).toEqual({
      count: 2,
      expiresAt: T + 60_000,
      lastAt: T + 1_000,
    });
    expect(await store().get(k, T + 2_000)).toEqual({
      count: 2,
      expiresAt: T + 60_000,
      lastAt: T + 1_000,
    });
  });

  it('starts again once the window has passed', async () => {
    const k = key();
    await store().hit(k, 60_000, T);
    await store().hit(k, 60_000, T + 10);
    expect(await store().get(k, T + 60_000)).toBeNull();
    expect(await store().hit(k, 60_000, T + 60_001)).toMatchObject({
      count: 1,
      expiresAt: T + 120_001,
    });
  });

  it('counts every one of many hits at once', async () => {
    const k = key();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store().hit(k, 60_000, T)));
    expect(counts.map((count) => count.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });

  it('takes a hit back while its window lasts, never below nothing', async () => {
    const k = key();
    await store().hit(k, 60_000, T);
    await store().hit(k, 60_000, T + 10);
    await store().takeBack(k, T + 20);
    expect((await store().get(k, T + 30))?.count).toBe(1);
    await store().takeBack(k, T + 40);
    await store().takeBack(k, T + 50);
    expect((await store().get(k, T + 60))?.count).toBe(0);
    expect((await store().hit(k, 60_000, T + 70)).count).toBe(1);
    // Once the window has ended there is nothing to take back, and the next hit starts anew.
    await store().takeBack(k, T + 60_000);
    expect(await store().hit(k, 60_000, T + 60_001)).toMatchObject({ count: 1 });
    await store().takeBack(`${k}:never-hit`, T);
    expect(await store().get(`${k}:never-hit`, T)).toBeNull();
  });

  it('forgets a deleted key', async () => {
    const k = key();
    await store().hit(k, 60_000, T);
    await store().delete(k);
    expect(await store().get(k, T)).toBeNull();
  });
});

describe('a Redis outage', () => {
  it('falls back to the database, with one warning', async () => {
    const warnings: string[] = [];
    const away = RedisCounterStore.connect('redis://127.0.0.1:9');
    const store = new FallbackCounterStore(away, new DatabaseCounterStore(database.db), {
      warn: (_data, message) => warnings.push(message),
    });
    try {
      const now = Date.now();
      expect((await store.hit('outage', 60_000, now)).count).toBe(1);
      expect((await store.hit('outage', 60_000, now)).count).toBe(2);
      expect((await store.get('outage', now))?.count).toBe(2);
      expect(warnings).toEqual(['Redis unavailable: rate limits use the database']);
    } finally {
      await away.close();
    }
  });
});
