import { describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS } from '#shared/constants.ts';
import { addDays } from '#shared/stay.ts';
import { type BookableNight, lastCheckOut, pickOf } from './stay-picks.ts';

const FIRST = '2027-03-01';
const day = (offset: number) => addDays(FIRST, offset);

/** Sixty nights from FIRST, all free but those at `taken` (offsets). */
function nightsWith(...taken: number[]): Map<string, BookableNight> {
  return new Map(
    Array.from({ length: 60 }, (_, offset) => [
      day(offset),
      { available: !taken.includes(offset) },
    ]),
  );
}

describe('lastCheckOut', () => {
  it('is the morning of the first taken night after check-in', () => {
    expect(lastCheckOut(day(2), nightsWith(5, 9))).toBe(day(5));
    expect(lastCheckOut(day(4), nightsWith(5))).toBe(day(5));
  });

  it('is at most the longest stay away, and no later than the nights known', () => {
    expect(lastCheckOut(day(0), nightsWith())).toBe(day(MAX_STAY_NIGHTS));
    expect(lastCheckOut(day(50), nightsWith())).toBe(day(60));
  });
});

describe('pickOf', () => {
  const nights = nightsWith(0, 5, 6);

  it('starts a stay on a free night only', () => {
    expect(pickOf(day(1), null, nights)).toBe('check-in');
    expect(pickOf(day(0), null, nights)).toBeNull();
    expect(pickOf(day(5), null, nights)).toBeNull();
    expect(pickOf(day(70), null, nights)).toBeNull();
  });

  it('ends a begun stay on any day up to the first taken night, and no further', () => {
    const begun = { checkIn: day(2), checkOut: null };
    expect(pickOf(day(3), begun, nights)).toBe('check-out');
    // The guest leaves on the morning of the taken night: that day ends a stay.
    expect(pickOf(day(5), begun, nights)).toBe('check-out');
    expect(pickOf(day(6), begun, nights)).toBeNull();
    expect(pickOf(day(8), begun, nights)).toBeNull();
  });

  it('moves a begun check-in to an earlier (or the same) free day', () => {
    const begun = { checkIn: day(3), checkOut: null };
    expect(pickOf(day(1), begun, nights)).toBe('check-in');
    expect(pickOf(day(3), begun, nights)).toBe('check-in');
    expect(pickOf(day(0), begun, nights)).toBeNull();
  });

  it('starts afresh once a stay is whole', () => {
    const whole = { checkIn: day(1), checkOut: day(3) };
    expect(pickOf(day(8), whole, nights)).toBe('check-in');
    expect(pickOf(day(6), whole, nights)).toBeNull();
  });
});
