import { describe, expect, it } from 'vitest';
import { RATES } from './constants.ts';
import {
  addDays,
  dayNumber,
  extraGuestsFor,
  flatNights,
  hotelToday,
  nightsBetween,
  percentOf,
  quoteStay,
  STAY_MESSAGES,
  stayProblems,
} from './stay.ts';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(dayNumber('2026-12-01')).not.toBeNull();
    expect(dayNumber('2028-02-29')).not.toBeNull();
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '26-01-01',
      '',
      'today',
      '2026-12-01T00:00',
    ]) {
      expect(dayNumber(bad), bad).toBeNull();
    }
  });

  it('counts nights across months, years, leap days and clock changes', () => {
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(nightsBetween('2027-02-28', '2027-03-01')).toBe(1);
    // Europe's and America's daylight-saving changes are irrelevant to calendar dates.
    expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(nightsBetween('2026-12-04', '2026-12-01')).toBe(-3);
    expect(() => nightsBetween('2026-02-30', '2026-03-02')).toThrow(RangeError);
  });

  it('adds days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("knows today's date at the hotel, not in the server's zone", () => {
    // 20:30 UTC on 22 November is already 23 November in Dhaka (UTC+6).
    expect(hotelToday(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(hotelToday(new Date('2026-11-22T17:59:59Z'))).toBe('2026-11-22');
    expect(hotelToday(new Date('2026-11-22T20:30:00Z'), 'America/New_York')).toBe('2026-11-22');
  });
});

describe('stayProblems', () => {
  const today = '2026-11-22';
  const ok = { checkIn: '2026-11-22', checkOut: '2026-11-25', adults: 2, children: 1 };

  it('accepts a stay from today', () => {
    expect(stayProblems(ok, { today })).toEqual({});
  });

  it('names each problem on its field', () => {
    expect(stayProblems({}, { today })).toEqual({
      checkIn: STAY_MESSAGES.checkInRequired,
      checkOut: STAY_MESSAGES.checkOutRequired,
      adults: STAY_MESSAGES.adults,
      children: STAY_MESSAGES.children,
    });
    expect(stayProblems({ ...ok, checkIn: '2026-11-21' }, { today })).toEqual({
      checkIn: STAY_MESSAGES.checkInPast,
    });
    expect(stayProblems({ ...ok, checkOut: '2026-11-22' }, { today })).toEqual({
      checkOut: STAY_MESSAGES.checkOutOrder,
    });
    expect(stayProblems({ ...ok, checkOut: '2026-11-20' }, { today })).toEqual({
      checkOut: STAY_MESSAGES.checkOutOrder,
    });
    expect(stayProblems({ ...ok, checkIn: '2026-02-30' }, { today })).toEqual({
      checkIn: STAY_MESSAGES.invalidDate,
    });
  });

  it('allows at most the configured number of nights', () => {
    expect(stayProblems({ ...ok, checkOut: addDays(ok.checkIn, 30) }, { today })).toEqual({});
    expect(stayProblems({ ...ok, checkOut: addDays(ok.checkIn, 31) }, { today })).toEqual({
      checkOut: STAY_MESSAGES.tooLong(30),
    });
    expect(
      stayProblems({ ...ok, checkOut: addDays(ok.checkIn, 8) }, { today, maxNights: 7 }),
    ).toEqual({
      checkOut: STAY_MESSAGES.tooLong(7),
    });
  });

  it('keeps the party within 1 to 4 adults and 0 to 3 children', () => {
    for (const adults of [1, 4]) expect(stayProblems({ ...ok, adults }, { today })).toEqual({});
    for (const children of [0, 3]) expect(stayProblems({ ...ok, children }, { today })).toEqual({});
    for (const adults of [0, 5, 1.5, -1, Number.NaN]) {
      expect(stayProblems({ ...ok, adults }, { today })).toEqual({ adults: STAY_MESSAGES.adults });
    }
    for (const children of [-1, 4, 0.5]) {
      expect(stayProblems({ ...ok, children }, { today })).toEqual({
        children: STAY_MESSAGES.children,
      });
    }
  });
});

describe('money', () => {
  it('takes a percentage rounded half up to whole taka', () => {
    expect(percentOf(12345, 10)).toBe(1235);
    expect(percentOf(12344, 10)).toBe(1234);
    expect(percentOf(10, 5)).toBe(1);
    expect(percentOf(9, 5)).toBe(0);
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(8000, 0)).toBe(0);
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
  });

  it('quotes a stay: 10% service, 10% VAT and 5% tax of the discounted subtotal', () => {
    expect(quoteStay(flatNights('2026-12-24', 3, 18500))).toEqual({
      nights: 3,
      nightlyRate: 18500,
      nightly: [
        { date: '2026-12-24', price: 18500 },
        { date: '2026-12-25', price: 18500 },
        { date: '2026-12-26', price: 18500 },
      ],
      discountPercent: 0,
      extras: [],
      extraGuests: 0,
      subtotal: 55500,
      discount: 0,
      serviceCharge: 5550,
      vat: 5550,
      tax: 2775,
      total: 69375,
      charges: { serviceChargePercent: 10, vatPercent: 10, taxPercent: 5 },
    });
  });

  it('charges rates to the hundredth, each line rounded half up on its own', () => {
    // 7.5% of 12,345 is 925.875: 926. 12.25% of 12,345 is 1,512.26…: 1,512.
    expect(percentOf(12_345, 7.5)).toBe(926);
    expect(percentOf(12_345, 12.25)).toBe(1512);
    // 0.5% of 100 is exactly 0.5: half up.
    expect(percentOf(100, 0.5)).toBe(1);
    const quote = quoteStay(flatNights('2026-12-24', 1, 12_345), {
      discount: 0,
      serviceCharge: 10,
      vat: 7.5,
      tax: 0,
    });
    expect(quote).toMatchObject({ vat: 926, tax: 0, total: 12_345 + 1235 + 926 });
    expect(quote.charges).toEqual({ serviceChargePercent: 10, vatPercent: 7.5, taxPercent: 0 });
  });

  it('adds guests beyond the base occupancy to the subtotal, adults counted first', () => {
    const suite = {
      capacity: 4,
      baseOccupancy: 2,
      extraAdultPerNight: 2000,
      extraChildPerNight: 800,
    };
    expect(extraGuestsFor(suite, { adults: 2, children: 0 }, 3)).toBe(0);
    expect(extraGuestsFor(suite, { adults: 3, children: 0 }, 3)).toBe(6000);
    expect(extraGuestsFor(suite, { adults: 2, children: 2 }, 3)).toBe(4800);
    expect(extraGuestsFor(suite, { adults: 3, children: 1 }, 2)).toBe(5600);
    expect(extraGuestsFor(suite, { adults: 1, children: 1 }, 3)).toBe(0);
    // Without a base occupancy, the price includes all the suite sleeps.
    expect(extraGuestsFor({ ...suite, baseOccupancy: null }, { adults: 4, children: 0 }, 3)).toBe(
      0,
    );
    const quote = quoteStay(flatNights('2026-12-24', 3, 10_000), RATES, [], 6000);
    expect(quote).toMatchObject({ extraGuests: 6000, subtotal: 36_000, nightlyRate: 10_000 });
    expect(quote.serviceCharge).toBe(3600);
  });

  it('rounds each line on its own and the total adds up to the lines', () => {
    const quote = quoteStay(flatNights('2026-12-24', 1, 8333));
    expect(quote).toMatchObject({ subtotal: 8333, serviceCharge: 833, vat: 833, tax: 417 });
    expect(quote.total).toBe(8333 + 833 + 833 + 417);
    for (let rate = 7999; rate < 8100; rate += 7) {
      for (const nights of [1, 2, 7, 30]) {
        const q = quoteStay(flatNights('2026-12-24', nights, rate));
        expect(q.total).toBe(q.subtotal - q.discount + q.serviceCharge + q.vat + q.tax);
        expect(Number.isInteger(q.total)).toBe(true);
      }
    }
  });

  it('applies a discount before the charges when one is configured', () => {
    const quote = quoteStay(flatNights('2026-12-24', 2, 10000), {
      discount: 10,
      serviceCharge: 10,
      vat: 10,
      tax: 5,
    });
    expect(quote).toMatchObject({
      subtotal: 20000,
      discount: 2000,
      serviceCharge: 1800,
      vat: 1800,
      tax: 900,
      total: 22500,
    });
  });

  it('refuses nonsense', () => {
    expect(() => quoteStay(flatNights('2026-12-24', 1, 0))).toThrow(RangeError);
    expect(() => quoteStay([])).toThrow(RangeError);
    expect(() => flatNights('2026-12-24', 0, 100)).toThrow(RangeError);
    expect(() => quoteStay(flatNights('2026-12-24', 1, 100.5))).toThrow(RangeError);
  });

  it('adds the extras to the subtotal, the average night counting the rooms only', () => {
    const quote = quoteStay(flatNights('2026-12-24', 2, 10000), RATES, [
      { id: 'e1', name: 'Spa Access', unit: 'guest-night', price: 90, quantity: 1, amount: 360 },
    ]);
    expect(quote).toMatchObject({ subtotal: 20360, nightlyRate: 10000, serviceCharge: 2036 });
    expect(quote.extras).toHaveLength(1);
  });

  it('adds nights of different prices and gives their average, rounded half up', () => {
    const quote = quoteStay([
      { date: '2026-12-24', price: 10000 },
      { date: '2026-12-25', price: 12001 },
    ]);
    expect(quote).toMatchObject({ nights: 2, subtotal: 22001, nightlyRate: 11001 });
    expect(quote.total).toBe(22001 + 2200 + 2200 + 1100);
  });
});
