import { Redis } from 'ioredis';
import type { Database } from '#server/repositories/database.ts';
import {
  type Count,
  type CounterStore,
  DatabaseCounterStore,
} from '#server/repositories/rate-counters.ts';

/**
 * One hit, atomically: a hash of count, window end and last hit, expiring with its window.
 * ARGV: window in ms, now in ms.
 */
const HIT_SCRIPT = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
local now = tonumber(ARGV[2])
if ends <= now then
  redis.call('DEL', KEYS[1])
  ends = now + tonumber(ARGV[1])
  redis.call('HSET', KEYS[1], 'ends', ends)
  redis.call('PEXPIREAT', KEYS[1], ends)
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', now)
return { count, ends, now }
`;

/** One hit taken back, atomically, while its window lasts. ARGV: now in ms. */
const TAKE_BACK_SCRIPT = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if ends > tonumber(ARGV[1]) and count > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

const PREFIX = 'suitebook:limit:';

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(redis: Redis) {
    this.redis = redis;
  }

  static connect(url: string): RedisCounterStore {
    const redis = new Redis(url, {
      // Fail a command at once while Redis is away: the caller falls back to the database.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
    // Connection errors surface as failed commands, which the fallback store reports.
    redis.on('error', () => {});
    return new RedisCounterStore(redis);
  }

  /** Resolves once connected, or after `timeoutMs` (commands then fail until it connects). */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.redis.off('ready', onReady);
        resolve(false);
      }, timeoutMs);
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.redis.once('ready', onReady);
    });
  }

  async hit(key: string, windowMs: number, now: number): Promise<Count> {
    const [count, expiresAt, lastAt] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      PREFIX + key,
      windowMs,
      now,
    )) as [number, number, number];
    return { count, expiresAt: Number(expiresAt), lastAt: Number(lastAt) };
  }

  async takeBack(key: string, now: number): Promise<void> {
    await this.redis.eval(TAKE_BACK_SCRIPT, 1, PREFIX + key, now);
  }

  async get(key: string, now: number): Promise<Count | null> {
    const [count, ends, last] = await this.redis.hmget(PREFIX + key, 'count', 'ends', 'last');
    if (count === null || ends === null || Number(ends) <= now) return null;
    return { count: Number(count), expiresAt: Number(ends), lastAt: Number(last ?? now) };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(PREFIX + key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

interface WarnLog {
  warn(data: object, message: string): void;
}

/**
 * Redis first; while Redis fails, the database, with a warning logged at most once a minute, so
 * limits keep holding and the site keeps working through a Redis outage.
 */
export class FallbackCounterStore implements CounterStore {
  private lastWarning = 0;

  private readonly primary: CounterStore;
  private readonly fallback: CounterStore;
  private readonly log: WarnLog;

  constructor(primary: CounterStore, fallback: CounterStore, log: WarnLog) {
    this.primary = primary;
    this.fallback = fallback;
    this.log = log;
  }

  private async attempt<T>(run: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      return await run(this.primary);
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.log.warn({ err: error }, 'Redis unavailable: rate limits use the database');
      }
      return run(this.fallback);
    }
  }

  hit(key: string, windowMs: number, now: number) {
    return this.attempt((store) => store.hit(key, windowMs, now));
  }

  takeBack(key: string, now: number) {
    return this.attempt((store) => store.takeBack(key, now));
  }

  get(key: string, now: number) {
    return this.attempt((store) => store.get(key, now));
  }

  delete(key: string) {
    return this.attempt((store) => store.delete(key));
  }

  async close() {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}

/**
 * The counters of this installation: Redis (given a few seconds to connect) with the database
 * behind it, or the database.
 */
export async function createCounterStore(
  options: { db: Database; redisUrl?: string },
  log: WarnLog,
): Promise<CounterStore> {
  const database = new DatabaseCounterStore(options.db);
  if (!options.redisUrl) return database;
  const redis = RedisCounterStore.connect(options.redisUrl);
  if (!(await redis.ready(3_000))) {
    log.warn({}, 'Redis not reachable yet: rate limits use the database until it is');
  }
  return new FallbackCounterStore(redis, database, log);
}
