import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('LoginThrottle', () => {
  it('refuses an account after its tenth failure in the window, and says for how long', () => {
    let now = 0;
    const throttle = new LoginThrottle(10, 60_000, () => now);
    for (let attempt = 0; attempt < 9; attempt++) {
      throttle.recordFailure('guest@example.com');
      now += 1000;
    }
    expect(throttle.retryAfterSeconds('guest@example.com')).toBe(0);
    throttle.recordFailure('guest@example.com');
    expect(throttle.retryAfterSeconds('guest@example.com')).toBe(51);
    expect(throttle.retryAfterSeconds('other@example.com')).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterSeconds('guest@example.com')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    throttle.recordFailure('a');
    throttle.recordFailure('a');
    expect(throttle.retryAfterSeconds('a')).toBeGreaterThan(0);
    throttle.recordSuccess('a');
    expect(throttle.retryAfterSeconds('a')).toBe(0);
  });
});
