import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '#server/app.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { testConfig } from '#tests/support/test-app.ts';

// Routes that exist only in this test, to drive the error handler through every branch.
let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  app = await buildApp({
    config: testConfig(),
    database,
    webRoot: '/nonexistent-web-root',
  });
  app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
  });
  app.post(
    '/api/test/echo',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          name: z.string().min(1),
          guests: z.number().int().min(1).max(5),
          stay: z.object({ checkIn: z.iso.date() }),
        }),
      },
    },
    async (request) => request.body,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the error shape', () => {
  it('hides internals of an unexpected failure behind a 500', async () => {
    const response = await app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(response.body).not.toMatch(/secret_table|db\.ts|at /);
  });

  it('names every invalid field, nested ones by dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', guests: 9, stay: { checkIn: '2026-02-30' } },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields).sort()).toEqual(['guests', 'name', 'stay.checkIn']);
  });

  it('refuses malformed JSON, prototype pollution and empty bodies with 400', async () => {
    for (const payload of ['{"name":', '{"__proto__":{"admin":true},"name":"x"}', '']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a body over 1 MiB with 413 and an unknown media type with 415', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const xml = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
