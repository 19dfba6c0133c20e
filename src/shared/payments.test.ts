import { describe, expect, it } from 'vitest';
import { depositFor, splitAmount } from './payments.ts';

describe('depositFor', () => {
  it('takes the share of the total in whole taka, half up', () => {
    expect(depositFor(10_000, 30)).toBe(3_000);
    expect(depositFor(18_055, 30)).toBe(5_417); // 5416.5 → 5417
    expect(depositFor(18_054, 30)).toBe(5_416); // 5416.2 → 5416
  });

  it('is the whole total for full prepayment', () => {
    expect(depositFor(18_055, 100)).toBe(18_055);
  });

  it('asks at least what the gateway takes (10 taka), and never more than the total', () => {
    expect(depositFor(13, 30)).toBe(10); // 3.9 → 4, raised to 10
    expect(depositFor(10, 1)).toBe(10);
    expect(depositFor(40, 30)).toBe(12);
  });

  it('asks nothing online when there is nothing to pay, or less than the gateway takes', () => {
    expect(depositFor(0, 30)).toBe(0);
    expect(depositFor(0, 100)).toBe(0);
    expect(depositFor(9, 100)).toBe(0);
    expect(depositFor(1, 1)).toBe(0);
  });

  it('asks no more than the gateway takes in one payment (500,000 taka)', () => {
    expect(depositFor(1_200_000, 100)).toBe(500_000);
    expect(depositFor(1_200_000, 30)).toBe(360_000);
  });
});

describe('splitAmount', () => {
  it('shares in proportion, summing to the amount', () => {
    expect(splitAmount(3_000, [10_000, 20_000])).toEqual([1_000, 2_000]);
    const shares = splitAmount(5_417, [6_017, 6_019, 6_019]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(5_417);
    expect(shares).toEqual([1_805, 1_806, 1_806]);
  });

  it('gives every share at least one taka', () => {
    expect(splitAmount(10, [1, 1_000_000])).toEqual([1, 9]);
    expect(splitAmount(2, [0, 5])).toEqual([1, 1]);
  });

  it('shares evenly with no weights, and refuses an amount too small to share', () => {
    expect(splitAmount(11, [0, 0, 0])).toEqual([4, 4, 3]);
    expect(() => splitAmount(1, [1, 1])).toThrow(RangeError);
  });
});
