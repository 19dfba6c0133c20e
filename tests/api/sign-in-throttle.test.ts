import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { ORIGIN, signUp } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let twin: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  twin = await buildApp({ config: t.config, database: t.database, webRoot: '/nonexistent' });
  await twin.ready();
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

function attempt(email: string, password: string, address: string, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: address,
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

describe(`failed sign-ins (${databaseKind})`, () => {
  it('stops a guesser at one address without locking the owner out', async () => {
    const owner = await signUp(t.app);
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      statuses.push((await attempt(owner.email, `wrong-${index}`, '203.0.113.9')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await attempt(owner.email, owner.password, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(/Too many failed attempts/);

    // The owner, elsewhere, signs in as usual.
    expect((await attempt(owner.email, owner.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts failures on every server process', async () => {
    const owner = await signUp(t.app);
    for (let index = 0; index < 10; index++) {
      const app = index % 2 === 0 ? t.app : twin;
      expect((await attempt(owner.email, `wrong-${index}`, '203.0.113.10', app)).statusCode).toBe(
        401,
      );
    }
    for (const app of [twin, t.app]) {
      const limited = await attempt(owner.email, 'wrong-again', '203.0.113.10', app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toMatch(/Too many failed attempts/);
    }
  });

  it('slows guesses spread over many addresses, but not the owner at a known address', async () => {
    const owner = await signUp(t.app);
    expect((await attempt(owner.email, owner.password, '198.51.100.30')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let index = 0; index < 24; index++) {
      statuses.push((await attempt(owner.email, 'wrong', `192.0.2.${index + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toContain(429);
    const slowed = await attempt(owner.email, 'wrong', '192.0.2.200');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(300);

    expect((await attempt(owner.email, owner.password, '198.51.100.30')).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a wrong password, throttled alike', async () => {
    const owner = await signUp(t.app);
    const nobody = `nobody-${Date.now()}@example.com`;
    for (let index = 0; index < 10; index++) {
      const known = await attempt(owner.email, 'wrong', '203.0.113.40');
      const unknown = await attempt(nobody, 'wrong', '203.0.113.41');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    }
    const known = await attempt(owner.email, 'wrong', '203.0.113.40');
    const unknown = await attempt(nobody, 'wrong', '203.0.113.41');
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect(unknown.json()).toEqual(known.json());
  });
});
