import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process.ts';
import { createTestDatabase, databaseKind } from '../support/test-app.ts';

let dataDir: string;
let databaseEnv: NodeJS.ProcessEnv = {};
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-shutdown-'));
  if (databaseKind === 'postgres') {
    const fresh = await createTestDatabase();
    await fresh.database.close();
    databaseEnv = { DATABASE_URL: fresh.url };
    dropDatabase = fresh.drop;
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`graceful shutdown (${databaseKind})`, () => {
  it('finishes in-flight requests on SIGTERM, exits 0, and starts again on the same data', async () => {
    const env = { DATA_DIR: dataDir, ...databaseEnv };
    const server = await startServerProcess(env);
    const before = (await (await fetch(`${server.url}/api/suites`)).json()) as unknown[];
    expect(before.length).toBeGreaterThanOrEqual(12);

    const inFlight = Array.from({ length: 150 }, () =>
      fetch(`${server.url}/api/suites`).then(
        (response) => response.status,
        (error: Error) => `failed: ${error.message}`,
      ),
    );
    // Signal while the server is busy with the burst.
    const taken = () => server.output().split('"incoming request"').length - 1;
    while (taken() < 21) await new Promise((resolve) => setTimeout(resolve, 1));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    const code = await server.exited;

    expect(code).toBe(0);
    // Every request the server had taken got a complete answer (the list, or 503 while
    // closing); only requests it never took may fail to connect.
    const answered = statuses.filter((status) => status === 200 || status === 503).length;
    expect(answered).toBeGreaterThanOrEqual(taken() - 1);
    expect(statuses).toContain(200);
    expect(server.output()).toContain('shut down cleanly');

    const again = await startServerProcess(env);
    try {
      const after = (await (await fetch(`${again.url}/api/suites`)).json()) as unknown[];
      expect(after).toEqual(before);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  });
});
