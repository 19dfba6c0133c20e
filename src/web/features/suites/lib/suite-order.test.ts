import { describe, expect, it } from 'vitest';
import type { Suite } from '#shared/suite.ts';
import { orderSuites, parseSuiteSort, SUITE_SORTS } from './suite-order.ts';

function suite(id: string, pricePerNight: number, sizeSqft: number, capacity: number): Suite {
  return {
    id,
    name: `Suite ${id}`,
    description: '',
    bed: '1 King Bed',
    capacity,
    sizeSqft,
    rating: 5,
    pricePerNight,
    weekendPricePerNight: null,
    baseOccupancy: null,
    extraAdultPerNight: 0,
    extraChildPerNight: 0,
    image: { src: '', srcSet: '', width: 1440, height: 960 },
  };
}

// The server's order: a, b, c, d.
const suites = [
  suite('a', 30_000, 600, 2),
  suite('b', 10_000, 900, 4),
  suite('c', 20_000, 450, 3),
  suite('d', 10_000, 900, 5),
];
const byNight = (item: Suite) => ({ suite: item, price: item.pricePerNight });
const ids = (items: Suite[]) => items.map((item) => item.id);

describe('parseSuiteSort', () => {
  it('reads every order it offers', () => {
    for (const { value } of SUITE_SORTS) expect(parseSuiteSort(value)).toBe(value);
  });

  it('falls back to the server order for a missing or unknown value', () => {
    for (const value of [
      null,
      '',
      'price',
      'PRICE-ASC',
      'price-asc ',
      'constructor',
      '__proto__',
    ]) {
      expect(parseSuiteSort(value), String(value)).toBe('recommended');
    }
  });
});

describe('orderSuites', () => {
  it('keeps the server order by default, in a new array', () => {
    const ordered = orderSuites(suites, 'recommended', byNight);
    expect(ids(ordered)).toEqual(['a', 'b', 'c', 'd']);
    expect(ordered).not.toBe(suites);
  });

  it('sorts by price both ways, ties in the server order', () => {
    expect(ids(orderSuites(suites, 'price-asc', byNight))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(orderSuites(suites, 'price-desc', byNight))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('sorts by the price it is given (a stay total), not the nightly price', () => {
    const totals: Record<string, number> = { a: 5, b: 40, c: 10, d: 20 };
    const byTotal = (item: Suite) => ({ suite: item, price: totals[item.id] ?? 0 });
    expect(ids(orderSuites(suites, 'price-asc', byTotal))).toEqual(['a', 'c', 'd', 'b']);
  });

  it('sorts by size and by guests, largest first', () => {
    expect(ids(orderSuites(suites, 'size-desc', byNight))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(orderSuites(suites, 'guests-desc', byNight))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('offers the chosen suite first whatever the order, the rest in that order', () => {
    expect(ids(orderSuites(suites, 'price-asc', byNight, 'c'))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(orderSuites(suites, 'recommended', byNight, 'd'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('ignores a chosen id that is not in the list', () => {
    expect(ids(orderSuites(suites, 'price-desc', byNight, 'gone'))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('leaves the input alone', () => {
    orderSuites(suites, 'price-asc', byNight, 'c');
    expect(ids(suites)).toEqual(['a', 'b', 'c', 'd']);
  });
});
