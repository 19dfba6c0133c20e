import { describe, expect, it } from 'vitest';
import { formatBdt, formatCompactBdt, groupDigits } from './money.ts';

describe('groupDigits', () => {
  it('writes what en-US writes for whole numbers', () => {
    for (const value of [0, 7, 999, 1000, 12_500, 100_000, 1_000_000, 123_456_789, -45_000]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatBdt', () => {
  it('groups thousands and names the currency', () => {
    expect(formatBdt(0)).toBe('0 BDT');
    expect(formatBdt(8000)).toBe('8,000 BDT');
    expect(formatBdt(1_234_567)).toBe('1,234,567 BDT');
    expect(formatBdt(999)).toBe('999 BDT');
    expect(formatBdt(100_000)).toBe('100,000 BDT');
    expect(formatBdt(-12_500)).toBe('-12,500 BDT');
  });

  it('matches the en-US grouping for every size of number', () => {
    for (const amount of [1, 12, 123, 1234, 12_345, 123_456, 9_007_199_254_740_991]) {
      expect(formatBdt(amount)).toBe(`${amount.toLocaleString('en-US')} BDT`);
    }
  });

  it('refuses amounts that are not whole taka', () => {
    expect(() => formatBdt(10.5)).toThrow(RangeError);
    expect(() => formatBdt(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCompactBdt', () => {
  it('writes thousands as k, to one decimal, without a needless .0', () => {
    expect(formatCompactBdt(18_500)).toBe('18.5k');
    expect(formatCompactBdt(20_000)).toBe('20k');
    expect(formatCompactBdt(12_345)).toBe('12.3k');
    expect(formatCompactBdt(12_350)).toBe('12.4k');
    expect(formatCompactBdt(1_000)).toBe('1k');
    expect(formatCompactBdt(950)).toBe('950');
    expect(formatCompactBdt(125_000)).toBe('125k');
  });
});

describe('money in Bengali', () => {
  it('writes taka with Bengali digits, lakh grouping and ৳', () => {
    expect(formatBdt(12_500, 'bn')).toBe('১২,৫০০৳');
    expect(formatBdt(168_750, 'bn')).toBe('১,৬৮,৭৫০৳');
    expect(groupDigits(10_000_000, 'bn')).toBe('১,০০,০০,০০০');
    // Intl puts a no-break space between the number and its unit.
    expect(formatCompactBdt(18_500, 'bn')).toBe('১৮.৫\u00a0হা');
  });

  it("keeps the spec's English for English", () => {
    expect(formatBdt(168_750, 'en')).toBe('168,750 BDT');
  });
});
