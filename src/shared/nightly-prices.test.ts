import { describe, expect, it } from 'vitest';
import {
  isWeekendNight,
  minimumStayProblem,
  nightlyPrices,
  priceOfNight,
  type SuitePricing,
} from './nightly-prices.ts';
import { quoteStay } from './stay.ts';

const base: SuitePricing = { pricePerNight: 10_000, weekendPricePerNight: null, ratePeriods: [] };
const withWeekend: SuitePricing = { ...base, weekendPricePerNight: 13_000 };
const winter = {
  startDate: '2026-12-20',
  endDate: '2027-01-03',
  pricePerNight: 18_000,
  minNights: 3,
};
const seasonal: SuitePricing = { ...withWeekend, ratePeriods: [winter] };

describe('weekend nights', () => {
  it('are Friday and Saturday nights, the weekend in Bangladesh', () => {
    // 2026-11-23 is a Monday.
    const week = ['23', '24', '25', '26', '27', '28', '29'].map((day) => `2026-11-${day}`);
    expect(week.map(isWeekendNight)).toEqual([false, false, false, false, true, true, false]);
  });

  it('hold on dates before 1970 and across leap days', () => {
    expect(isWeekendNight('1969-12-26')).toBe(true); // a Friday
    expect(isWeekendNight('2028-02-29')).toBe(false); // a Tuesday
    expect(isWeekendNight('2028-03-03')).toBe(true); // the Friday after
  });

  it('refuse what is not a calendar date', () => {
    expect(() => isWeekendNight('2027-02-29')).toThrow(RangeError);
  });
});

describe('the price of each night', () => {
  it('is the base price every night for a suite with no weekend price or season', () => {
    const nights = nightlyPrices(base, '2026-11-26', '2026-11-30');
    expect(nights.map((night) => night.price)).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(quoteStay(nights).subtotal).toBe(40_000);
  });

  it('is the weekend price on Friday and Saturday nights', () => {
    const nights = nightlyPrices(withWeekend, '2026-11-26', '2026-11-30');
    expect(nights).toEqual([
      { date: '2026-11-26', price: 10_000 },
      { date: '2026-11-27', price: 13_000 },
      { date: '2026-11-28', price: 13_000 },
      { date: '2026-11-29', price: 10_000 },
    ]);
    expect(quoteStay(nights).subtotal).toBe(46_000);
  });

  it("takes a season's price from its first night up to, not including, its end date", () => {
    expect(priceOfNight(seasonal, '2026-12-19')).toBe(13_000); // a Saturday, before the season
    expect(priceOfNight(seasonal, '2026-12-20')).toBe(18_000);
    expect(priceOfNight(seasonal, '2027-01-02')).toBe(18_000); // a Saturday, in the season
    expect(priceOfNight(seasonal, '2027-01-03')).toBe(10_000);
  });

  it('prices a stay across a season edge and the year end night by night', () => {
    const nights = nightlyPrices(seasonal, '2026-12-18', '2026-12-22');
    expect(nights.map((night) => night.price)).toEqual([13_000, 13_000, 18_000, 18_000]);
    const newYear = nightlyPrices(seasonal, '2026-12-31', '2027-01-05');
    expect(newYear.map((night) => night.date)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(newYear.map((night) => night.price)).toEqual([18_000, 18_000, 18_000, 10_000, 10_000]);
  });

  it('counts a leap day as a night like any other', () => {
    const leap: SuitePricing = {
      ...base,
      ratePeriods: [
        { startDate: '2028-02-29', endDate: '2028-03-01', pricePerNight: 29_000, minNights: 1 },
      ],
    };
    const nights = nightlyPrices(leap, '2028-02-28', '2028-03-02');
    expect(nights).toEqual([
      { date: '2028-02-28', price: 10_000 },
      { date: '2028-02-29', price: 29_000 },
      { date: '2028-03-01', price: 10_000 },
    ]);
  });

  it('takes the later-starting season where two cover a night', () => {
    const overlapping: SuitePricing = {
      ...base,
      ratePeriods: [
        { startDate: '2026-12-01', endDate: '2027-01-01', pricePerNight: 15_000, minNights: 1 },
        { startDate: '2026-12-24', endDate: '2026-12-26', pricePerNight: 25_000, minNights: 1 },
      ],
    };
    expect(priceOfNight(overlapping, '2026-12-23')).toBe(15_000);
    expect(priceOfNight(overlapping, '2026-12-24')).toBe(25_000);
    expect(priceOfNight(overlapping, '2026-12-26')).toBe(15_000);
  });

  it('refuses a stay with no nights', () => {
    expect(() => nightlyPrices(base, '2026-12-01', '2026-12-01')).toThrow(RangeError);
    expect(() => nightlyPrices(base, '2026-12-02', '2026-12-01')).toThrow(RangeError);
  });
});

describe("a season's minimum stay", () => {
  it('refuses a shorter stay with any night in the season, naming its dates', () => {
    const problem = minimumStayProblem(seasonal, '2026-12-19', '2026-12-21');
    expect(problem?.minNights).toBe(3);
    expect(problem?.message).toBe(
      'Stays with nights from 2026-12-20 to 2027-01-02 are at least 3 nights.',
    );
    expect(minimumStayProblem(seasonal, '2027-01-02', '2027-01-03')).not.toBeNull();
  });

  it('accepts a stay of exactly the minimum, and stays that only touch the edges', () => {
    expect(minimumStayProblem(seasonal, '2026-12-20', '2026-12-23')).toBeNull();
    // Checking out on its first day, or in on its end date: no night in the season.
    expect(minimumStayProblem(seasonal, '2026-12-19', '2026-12-20')).toBeNull();
    expect(minimumStayProblem(seasonal, '2027-01-03', '2027-01-04')).toBeNull();
  });

  it('names the strictest season the stay touches', () => {
    const twoSeasons: SuitePricing = {
      ...base,
      ratePeriods: [
        winter,
        { startDate: '2027-01-03', endDate: '2027-01-10', pricePerNight: 12_000, minNights: 5 },
      ],
    };
    expect(minimumStayProblem(twoSeasons, '2027-01-01', '2027-01-05')?.minNights).toBe(5);
  });
});
