import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { DatabaseCounterStore } from '#server/repositories/rate-counters.ts';
import { SIGN_IN_RULES, SignInThrottle } from './sign-in-throttle.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
});
afterAll(() => database.close());

function throttleAt(start: number) {
  const clock = { now: start };
  const throttle = new SignInThrottle(new DatabaseCounterStore(database.db), () => clock.now);
  return { throttle, clock };
}

let accounts = 0;
const account = () => `owner-${++accounts}@example.com`;

describe('SignInThrottle', () => {
  it('stops one address after 10 failures for 15 minutes, and only that address', async () => {
    const email = account();
    const { throttle, clock } = throttleAt(1_800_000_000_000);
    for (let index = 0; index < SIGN_IN_RULES.failuresPerAddress; index++) {
      expect(await throttle.waitSeconds(email, '203.0.113.1')).toBe(0);
      await throttle.recordFailure(email, '203.0.113.1');
    }
    expect(await throttle.waitSeconds(email, '203.0.113.1')).toBe(15 * 60);
    expect(await throttle.waitSeconds(email, '198.51.100.1')).toBe(0);
    clock.now += 15 * 60_000;
    expect(await throttle.waitSeconds(email, '203.0.113.1')).toBe(0);
  });

  it('forgives an address that then signs in', async () => {
    const email = account();
    const { throttle } = throttleAt(1_800_000_000_000);
    for (let index = 0; index < 9; index++) await throttle.recordFailure(email, '203.0.113.2');
    await throttle.recordSuccess(email, '203.0.113.2');
    await throttle.recordFailure(email, '203.0.113.2');
    expect(await throttle.waitSeconds(email, '203.0.113.2')).toBe(0);
  });

  it('slows failures from everywhere past 20 an hour: 1 s, 2 s, 4 s … at most 5 minutes', async () => {
    const email = account();
    const { throttle, clock } = throttleAt(1_800_000_000_000);
    let address = 0;
    const fail = () => throttle.recordFailure(email, `192.0.2.${++address}`);
    for (let index = 0; index < 20; index++) await fail();
    expect(await throttle.waitSeconds(email, '192.0.2.200')).toBe(1);
    await fail();
    expect(await throttle.waitSeconds(email, '192.0.2.200')).toBe(2);
    await fail();
    expect(await throttle.waitSeconds(email, '192.0.2.200')).toBe(4);
    for (let index = 0; index < 10; index++) await fail();
    expect(await throttle.waitSeconds(email, '192.0.2.200')).toBe(300);
    clock.now += 300_000;
    expect(await throttle.waitSeconds(email, '192.0.2.200')).toBe(0);
    // An hour after the first failure, the count starts again.
    clock.now += 60 * 60_000;
    await fail();
    expect(await throttle.waitSeconds(email, '192.0.2.200')).toBe(0);
  });

  it("lets the owner's known address through the account-wide wait, and a reset clears it", async () => {
    const email = account();
    const { throttle } = throttleAt(1_800_000_000_000);
    await throttle.recordSuccess(email, '198.51.100.9');
    for (let index = 0; index < 30; index++)
      await throttle.recordFailure(email, `192.0.2.${index}`);
    expect(await throttle.waitSeconds(email, '192.0.2.250')).toBeGreaterThan(0);
    expect(await throttle.waitSeconds(email, '198.51.100.9')).toBe(0);
    await throttle.forgetAccount(email);
    expect(await throttle.waitSeconds(email, '192.0.2.250')).toBe(0);
  });
});
