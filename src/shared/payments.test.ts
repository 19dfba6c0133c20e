import { describe, expect, it } from 'vitest';
import { depositFor } from './payments.ts';

describe('depositFor', () => {
  it('takes the share of the total in whole taka, half up', () => {
    expect(depositFor(10_000, 30)).toBe(3_000);
    expect(depositFor(18_055, 30)).toBe(5_417); // 5416.5 → 5417
    expect(depositFor(18_054, 30)).toBe(5_416); // 5416.2 → 5416
  });

  it('is the whole total for full prepayment', () => {
    expect(depositFor(18_055, 100)).toBe(18_055);
  });

  it('asks at least one taka and never more than the total', () => {
    expect(depositFor(1, 1)).toBe(1);
    expect(depositFor(3, 99)).toBe(3);
  });
});
