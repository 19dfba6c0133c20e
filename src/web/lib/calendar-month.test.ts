import { describe, expect, it } from 'vitest';
import { addMonths, firstOfMonth, formatMonth } from './calendar-month.ts';

describe('calendar months', () => {
  it('moves by whole months, keeping the day or taking the month’s last', () => {
    expect(addMonths('2026-12-04', 1)).toBe('2027-01-04');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2027-01-15', -13)).toBe('2025-12-15');
  });

  it('finds the month’s first day and names the month', () => {
    expect(firstOfMonth('2026-12-24')).toBe('2026-12-01');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2027-02-28')).toBe('February 2027');
    expect(formatMonth('2027-02', 'short')).toBe('Feb 2027');
  });
});
