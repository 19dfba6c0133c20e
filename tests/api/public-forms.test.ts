import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

function post(url: string, payload: object, address: string) {
  return t.app.inject({ method: 'POST', url, remoteAddress: address, payload });
}

const message = (index: number) => ({
  name: 'Rahim',
  email: `rahim-${index}@example.com`,
  message: 'Do you have a room with a view of the tea gardens?',
});

describe(`public forms (${databaseKind})`, () => {
  it('limits contact messages per address, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      statuses.push((await post('/api/contact', message(index), '203.0.113.60')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(201));
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await post('/api/contact', message(9), '203.0.113.60');
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/contact', message(10), '203.0.113.61')).statusCode).toBe(201);
  });

  it('limits newsletter sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      statuses.push(
        (await post('/api/newsletter', { email: `n-${index}@example.com` }, '203.0.113.62'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('answers the newsletter alike whether or not the address was known', async () => {
    const known = 'known@example.com';
    await post('/api/newsletter', { email: known }, '203.0.113.63');
    const again = await post('/api/newsletter', { email: known }, '203.0.113.64');
    const fresh = await post('/api/newsletter', { email: 'fresh@example.com' }, '203.0.113.65');
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual({ ...fresh.json(), email: known });
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
  });
});
