import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '#shared/stay.ts';
import {
  type ServerProcess,
  signUpOver,
  startServerProcess,
} from '#tests/support/server-process.ts';
import { createTestDatabase, databaseKind, UNCAPPED } from '#tests/support/test-app.ts';

const ORIGIN = 'http://localhost:3000';
let dataDir: string;
let env: NodeJS.ProcessEnv = {};
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-shutdown-'));
  env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'shutdown-test-secret-long-enough-for-auth',
    DEMO_ACCOUNTS: 'false',
    // Debug adds a line as each request is taken: the tests count them.
    LOG_LEVEL: 'debug',
    ...UNCAPPED,
  };
  if (databaseKind === 'postgres') {
    const fresh = await createTestDatabase();
    await fresh.database.close();
    env.DATABASE_URL = fresh.url;
    dropDatabase = fresh.drop;
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A burst of bookings (separate nights of one suite) and reads; resolves with every outcome. */
function burst(server: ServerProcess, cookie: string, suiteId: string, firstDay: number) {
  return Array.from({ length: 60 }, (_, index) => {
    const request =
      index % 3 === 0
        ? fetch(`${server.url}/api/suites`)
        : fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
            body: JSON.stringify({
              suiteId,
              checkIn: addDays(hotelToday(), firstDay + index),
              checkOut: addDays(hotelToday(), firstDay + index + 1),
              adults: 1,
              children: 0,
            }),
          });
    return request.then(
      async (response) => ({
        status: response.status,
        reference:
          response.status === 201
            ? ((await response.json()) as { reference: string }).reference
            : null,
      }),
      () => ({ status: 0, reference: null }),
    );
  });
}

async function referencesOn(server: ServerProcess, cookie: string): Promise<Set<string>> {
  const response = await fetch(`${server.url}/api/bookings`, { headers: { cookie } });
  const { bookings } = (await response.json()) as { bookings: { reference: string }[] };
  return new Set(bookings.map((booking) => booking.reference));
}

describe(`shutdown and crashes (${databaseKind})`, () => {
  it('on SIGTERM finishes requests in flight, keeps every acknowledged booking and exits 0', async () => {
    const server = await startServerProcess(env);
    const cookie = await signUpOver(server.url);
    const [suite] = (await (await fetch(`${server.url}/api/suites`)).json()) as { id: string }[];

    const outcomes = burst(server, cookie, suite?.id ?? '', 10);
    const taken = () => server.output().split('"incoming request"').length - 1;
    const before = taken();
    while (taken() < before + 15) await new Promise((resolve) => setTimeout(resolve, 1));
    server.child.kill('SIGTERM');
    const results = await Promise.all(outcomes);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');

    // Every request the server took got a whole answer; only ones it never took may fail.
    const answered = results.filter((result) => result.status !== 0).length;
    expect(answered).toBeGreaterThanOrEqual(taken() - before);
    expect(results.every((result) => [0, 200, 201, 503].includes(result.status))).toBe(true);
    const acknowledged = results.flatMap((result) => (result.reference ? [result.reference] : []));
    expect(acknowledged.length).toBeGreaterThan(0);

    const again = await startServerProcess(env);
    try {
      const stored = await referencesOn(again, cookie);
      for (const reference of acknowledged) expect(stored.has(reference), reference).toBe(true);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  }, 120_000);

  it('after kill -9 keeps every acknowledged booking and starts again', async () => {
    const server = await startServerProcess(env);
    const cookie = await signUpOver(server.url);
    const [suite] = (await (await fetch(`${server.url}/api/suites`)).json()) as { id: string }[];

    const outcomes = burst(server, cookie, suite?.id ?? '', 100);
    let booked = 0;
    for (const outcome of outcomes) void outcome.then((result) => result.reference && booked++);
    const taken = () => server.output().split('"incoming request"').length - 1;
    const before = taken();
    // Killed mid-burst, once bookings are being acknowledged, however busy the machine is.
    while (taken() < before + 25 || booked === 0) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    server.child.kill('SIGKILL');
    const results = await Promise.all(outcomes);
    await server.exited;
    const acknowledged = results.flatMap((result) => (result.reference ? [result.reference] : []));
    expect(acknowledged.length).toBeGreaterThan(0);

    const again = await startServerProcess(env);
    try {
      const stored = await referencesOn(again, cookie);
      for (const reference of acknowledged) expect(stored.has(reference), reference).toBe(true);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  }, 120_000);
});
