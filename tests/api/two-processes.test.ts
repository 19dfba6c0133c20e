import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '#shared/stay.ts';
import { newGuest } from '#tests/support/accounts.ts';
import {
  type ServerProcess,
  signUpOver,
  startServerProcess,
} from '#tests/support/server-process.ts';
import { createTestDatabase, databaseKind, UNCAPPED } from '#tests/support/test-app.ts';

// Two server processes on one PostgreSQL database: only PostgreSQL can be shared like this.
const ORIGIN = 'http://localhost:3000';
let servers: ServerProcess[] = [];
let drop = async () => {};
let databaseUrl = '';

// Rate-limit counters in Redis, as a deployment of several processes would keep them: the
// machine's Redis (CI starts one), in a logical database of this test's own, emptied first. A
// developer's machine without Redis runs the test with the counters in PostgreSQL.
const redisServer = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
redisServer.pathname = '/11';
const REDIS_URL = redisServer.href;
let redis: Redis | undefined;

async function reachableRedis(): Promise<Redis | undefined> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.flushdb();
    return client;
  } catch (error) {
    client.disconnect();
    if (process.env.CI) throw error;
    console.warn(`No Redis at ${REDIS_URL}: the two processes keep their counters in PostgreSQL`);
    return undefined;
  }
}

beforeAll(async () => {
  if (databaseKind !== 'postgres') return;
  const fresh = await createTestDatabase();
  await fresh.database.close();
  drop = fresh.drop;
  databaseUrl = fresh.url ?? '';
  redis = await reachableRedis();
  const env = {
    DATABASE_URL: fresh.url,
    ...(redis ? { REDIS_URL } : {}),
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'two-processes-secret-long-enough-for-auth',
    SEED_DEMO_DATA: 'true',
    DEMO_ACCOUNTS: 'false',
    ...UNCAPPED,
    LOG_LEVEL: 'warn',
  };
  // Started together: migrations and demo data must cope with a twin starting at the same time.
  servers = await Promise.all(
    [1, 2].map((n) =>
      startServerProcess({
        ...env,
        LOG_LEVEL: 'info',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `sb-proc${n}-`)),
      }),
    ),
  );
}, 90_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await redis?.flushdb();
  redis?.disconnect();
  await drop();
});

describe.skipIf(databaseKind !== 'postgres')('two server processes on one PostgreSQL', () => {
  it('seed the demo data once between them', async () => {
    const [a, b] = servers;
    const listA = (await (await fetch(`${a?.url}/api/suites`)).json()) as unknown[];
    const listB = (await (await fetch(`${b?.url}/api/suites`)).json()) as unknown[];
    expect(listA).toHaveLength(12);
    expect(listB).toEqual(listA);
  });

  it('let exactly one of 50 racing bookings in, split across both', async () => {
    const [a, b] = servers;
    const guest = newGuest();
    const cookie = await signUpOver(a?.url, guest);
    const [suite] = (await (await fetch(`${b?.url}/api/suites`)).json()) as { id: string }[];
    const checkIn = addDays(hotelToday(), 45);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const server = index % 2 ? a : b;
        const response = await fetch(`${server?.url}/api/bookings`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            suiteId: suite?.id,
            checkIn: addDays(checkIn, index % 2),
            checkOut: addDays(checkIn, 2 + (index % 2)),
            adults: 1,
            children: 0,
          }),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  });

  it("drop each other's cached pages and reads within a second of a change", async () => {
    const [a, b] = servers;
    const admin = newGuest();
    const cookie = await signUpOver(a?.url, admin);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`update users set role = 'admin' where email = $1`, [admin.email]);
    } finally {
      await client.end();
    }

    const listOn = async (url: string | undefined) =>
      ((await (await fetch(`${url}/api/suites`)).json()) as { id: string }[]).map((s) => s.id);
    const [suiteId] = await listOn(b?.url);
    // B now serves the list from its cache.
    expect(await listOn(b?.url)).toContain(suiteId);

    const archived = await fetch(`${a?.url}/api/suites/${suiteId}/archive`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie },
    });
    expect(archived.status).toBe(200);
    const changedAt = Date.now();
    while ((await listOn(b?.url)).includes(suiteId as string)) {
      expect(Date.now() - changedAt).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const restored = await fetch(`${b?.url}/api/suites/${suiteId}/restore`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie },
    });
    expect(restored.status).toBe(200);
    const restoredAt = Date.now();
    while (!(await listOn(a?.url)).includes(suiteId as string)) {
      expect(Date.now() - restoredAt).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('end a session signed out through the other', async () => {
    const [a, b] = servers;
    const cookie = await signUpOver(a?.url, newGuest());
    const me = (url: string | undefined) => fetch(`${url}/api/me`, { headers: { cookie } });
    expect((await me(b?.url)).status).toBe(200);

    const signOut = await fetch(`${b?.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    // No waiting: on PostgreSQL each process reads the session from the database every time.
    expect((await me(a?.url)).status).toBe(401);
  });

  it("count a stranger's messages together, wherever each one lands", async () => {
    const [a, b] = servers;
    const send = (url: string | undefined, n: number) =>
      fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Two Processes',
          email: 'two.processes@example.com',
          message: `Message ${n}, one of five the hotel takes from an address in ten minutes.`,
        }),
      });
    // Five messages, alternating between the processes: each would let five in on its own.
    for (let n = 1; n <= 5; n += 1) {
      expect((await send(n % 2 ? a?.url : b?.url, n)).status).toBe(201);
    }
    for (const [n, server] of [a, b].entries()) {
      const refused = await send(server?.url, 6 + n);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Where the count was kept: Redis when it is there, as the processes were told.
    if (redis) expect(await redis.keys('*contact:address:127.0.0.1')).toHaveLength(1);
  });
});
