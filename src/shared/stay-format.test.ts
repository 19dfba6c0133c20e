import { describe, expect, it } from 'vitest';
import { formatNights, formatParty, formatStayDate } from './stay-format.ts';

describe('stay formatting', () => {
  it('formats calendar dates without moving them a day', () => {
    expect(formatStayDate('2026-12-24')).toBe('Thu, 24 Dec 2026');
    expect(formatStayDate('2027-01-01', 'short')).toBe('1 Jan 2027');
  });

  it('counts nights and guests in words', () => {
    expect(formatNights(1)).toBe('1 night');
    expect(formatNights(3)).toBe('3 nights');
    expect(formatParty({ adults: 1, children: 0 })).toBe('1 adult');
    expect(formatParty({ adults: 2, children: 1 })).toBe('2 adults, 1 child');
    expect(formatParty({ adults: 2, children: 3 })).toBe('2 adults, 3 children');
  });
});
