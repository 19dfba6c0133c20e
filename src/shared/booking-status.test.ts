import { describe, expect, it } from 'vitest';
import { bookingStage, stageOwesPayment } from './booking-stage.ts';
import { statusMoveProblem } from './booking-status.ts';

const stay = { status: 'confirmed' as const, checkIn: '2027-06-12', checkOut: '2027-06-14' };

describe('status moves', () => {
  it('check a guest in from the arrival day until the departure morning', () => {
    expect(statusMoveProblem(stay, 'checked_in', '2027-06-11')).toMatch(/opens that day/);
    expect(statusMoveProblem(stay, 'checked_in', '2027-06-12')).toBeNull();
    expect(statusMoveProblem(stay, 'checked_in', '2027-06-13')).toBeNull();
    expect(statusMoveProblem(stay, 'checked_in', '2027-06-14')).toMatch(/ended/);
  });

  it('mark a no-show from the arrival day, and only a confirmed booking', () => {
    expect(statusMoveProblem(stay, 'no_show', '2027-06-11')).toMatch(/from that day/);
    expect(statusMoveProblem(stay, 'no_show', '2027-06-12')).toBeNull();
    expect(statusMoveProblem({ ...stay, status: 'checked_in' }, 'no_show', '2027-06-12')).toMatch(
      /cannot be marked no-show/,
    );
  });

  it('only move forward', () => {
    const checkedIn = { ...stay, status: 'checked_in' as const };
    expect(statusMoveProblem(checkedIn, 'checked_out', '2027-06-13')).toBeNull();
    expect(statusMoveProblem(checkedIn, 'confirmed', '2027-06-13')).not.toBeNull();
    expect(statusMoveProblem(checkedIn, 'cancelled', '2027-06-13')).not.toBeNull();
    expect(statusMoveProblem(stay, 'checked_out', '2027-06-13')).not.toBeNull();
    for (const ended of ['checked_out', 'no_show', 'cancelled'] as const) {
      for (const to of [
        'confirmed',
        'checked_in',
        'checked_out',
        'no_show',
        'cancelled',
      ] as const) {
        expect(statusMoveProblem({ ...stay, status: ended }, to, '2027-06-13')).not.toBeNull();
      }
    }
    expect(statusMoveProblem(stay, 'confirmed', '2027-06-13')).toMatch(/already confirmed/);
  });
});

describe('stages with staff marks', () => {
  it("take staff's mark over the dates, and owe payment only while the stay is to come or on", () => {
    expect(bookingStage({ ...stay, status: 'checked_in' }, '2027-06-20')).toBe('checked_in');
    expect(bookingStage({ ...stay, status: 'checked_out' }, '2027-06-13')).toBe('checked_out');
    expect(bookingStage({ ...stay, status: 'no_show' }, '2027-06-12')).toBe('no_show');
    expect(stageOwesPayment('checked_in')).toBe(true);
    expect(stageOwesPayment('checked_out')).toBe(false);
    expect(stageOwesPayment('no_show')).toBe(false);
  });
});
