import { describe, expect, it } from 'vitest';
import { hotelDay, hotelDayAt, setHotelDay } from './hotel-day.ts';

describe('hotelDayAt', () => {
  it('gives the date in the zone and when the next one starts', () => {
    // 17:59:30 UTC is 23:59:30 in Dhaka (UTC+6): the next day starts 30 s later.
    const now = Date.UTC(2026, 11, 31, 17, 59, 30);
    const day = hotelDayAt(now, 'Asia/Dhaka');
    expect(day.today).toBe('2026-12-31');
    expect(Math.abs(day.until - Date.UTC(2026, 11, 31, 18, 0, 0))).toBeLessThanOrEqual(1_000);
  });

  it('follows a daylight-saving change', () => {
    // New York springs forward on 8 March 2026; midnight is still 24 hours after the last one.
    const now = Date.UTC(2026, 2, 8, 12, 0, 0);
    const day = hotelDayAt(now, 'America/New_York');
    expect(day.today).toBe('2026-03-08');
    expect(Math.abs(day.until - Date.UTC(2026, 2, 9, 4, 0, 0))).toBeLessThanOrEqual(1_000);
  });
});

describe('hotelDay', () => {
  it("uses the server's date while it holds, then works it out", () => {
    const now = Date.UTC(2026, 5, 1, 10, 0, 0);
    setHotelDay({ today: '2026-06-01', until: now + 1_000 });
    expect(hotelDay(now)).toBe('2026-06-01');
    setHotelDay({ today: '1999-01-01', until: now + 1_000 });
    expect(hotelDay(now)).toBe('1999-01-01');
    expect(hotelDay(now + 1_000)).toBe('2026-06-01');
    setHotelDay(undefined);
  });
});
