import { describe, expect, it } from 'vitest';
import { bookingStage, stageOwesPayment } from './booking-stage.ts';

const today = '2027-06-12';
const stay = (
  checkIn: string,
  checkOut: string,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) => ({
  status,
  checkIn,
  checkOut,
});

describe('bookingStage', () => {
  it('calls a stay that begins tomorrow or today upcoming', () => {
    expect(bookingStage(stay('2027-06-13', '2027-06-15'), today)).toBe('upcoming');
    expect(bookingStage(stay('2027-06-12', '2027-06-14'), today)).toBe('upcoming');
  });

  it('calls a stay that began and has not ended in stay', () => {
    expect(bookingStage(stay('2027-06-11', '2027-06-13'), today)).toBe('in_stay');
    expect(bookingStage(stay('2027-06-10', '2027-06-13'), today)).toBe('in_stay');
  });

  it('calls a stay whose departure day has come past', () => {
    expect(bookingStage(stay('2027-06-10', '2027-06-12'), today)).toBe('past');
    expect(bookingStage(stay('2026-01-01', '2026-01-02'), today)).toBe('past');
  });

  it('calls a cancelled booking cancelled whatever its dates', () => {
    expect(bookingStage(stay('2027-07-01', '2027-07-02', 'cancelled'), today)).toBe('cancelled');
    expect(bookingStage(stay('2026-01-01', '2026-01-02', 'cancelled'), today)).toBe('cancelled');
  });

  it('asks payment only of stays to come or under way', () => {
    expect(stageOwesPayment('upcoming')).toBe(true);
    expect(stageOwesPayment('in_stay')).toBe(true);
    expect(stageOwesPayment('past')).toBe(false);
    expect(stageOwesPayment('cancelled')).toBe(false);
  });
});
