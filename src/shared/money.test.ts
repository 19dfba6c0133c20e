import { describe, expect, it } from 'vitest';
import { formatBdt } from './money.ts';

describe('formatBdt', () => {
  it('groups thousands and names the currency', () => {
    expect(formatBdt(0)).toBe('0 BDT');
    expect(formatBdt(8000)).toBe('8,000 BDT');
    expect(formatBdt(1_234_567)).toBe('1,234,567 BDT');
  });

  it('refuses amounts that are not whole taka', () => {
    expect(() => formatBdt(10.5)).toThrow(RangeError);
    expect(() => formatBdt(Number.NaN)).toThrow(RangeError);
  });
});
