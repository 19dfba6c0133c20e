import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { testConfig } from '#tests/support/test-app.ts';

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
