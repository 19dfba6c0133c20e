import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { createTestDatabase, databaseKind, testConfig } from '#tests/support/test-app.ts';

// Port 9 (discard) on loopback: nothing listens, so every connection is refused at once.
const UNREACHABLE = 'postgres://postgres@127.0.0.1:9/suitebook';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openDatabase({ url: UNREACHABLE, poolMax: 2 });
  app = await buildApp({
    config: testConfig({ DATABASE_URL: UNREACHABLE }),
    database,
    webRoot: '/nonexistent-web-root',
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('with the database unreachable', () => {
  it('answers 503 quickly, in the one error shape, without internals', async () => {
    const started = Date.now();
    const response = await app.inject({ url: '/api/suites' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again.',
      },
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
  });

  it('reports itself degraded on the health check', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});

describe.skipIf(databaseKind !== 'postgres')('a connection lost mid-transaction', () => {
  it('fails that transaction, and the process and the pool carry on', async () => {
    const fresh = await createTestDatabase();
    await fresh.database.close();
    const lost: Error[] = [];
    const handle = await openDatabase({
      url: fresh.url ?? '',
      poolMax: 2,
      onPoolError: (error) => lost.push(error),
    });
    const killer = new pg.Client({ connectionString: fresh.url });
    await killer.connect();
    try {
      // The server ends the connection between two statements of a transaction, as a
      // PostgreSQL restart does: before the fix, the client's unheard 'error' ended the process.
      const transaction = handle.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await killer.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(lost.length).toBeGreaterThan(0);
      await handle.ping();
    } finally {
      await killer.end();
      await handle.close();
      await fresh.drop();
    }
  });
});
