import { describe, expect, it } from 'vitest';
import {
  COMBINATION_CANDIDATES,
  COMBINATION_LIMIT,
  type Combination,
  type Party,
  partySplits,
  suiteCombinations,
} from './combinations.ts';
import { ADULTS, CHILDREN } from './constants.ts';
import { flatNights, quoteReservation, quoteStay, ratesOf } from './stay.ts';

interface TestSuite {
  name: string;
  capacity: number;
  price: number;
  /** Per child a night, whatever the base occupancy: makes splits cost differently. */
  childPrice?: number;
}

const rates = ratesOf({ serviceChargePercent: 10, vatPercent: 10, taxPercent: 5 }, 0);
const NIGHTS = 2;

const priceRoom = (suite: TestSuite, share: Party) =>
  quoteStay(
    flatNights('2026-11-23', NIGHTS, suite.price),
    rates,
    [],
    share.children * (suite.childPrice ?? 0) * NIGHTS,
  );

const combine = (suites: TestSuite[], party: Party) =>
  suiteCombinations(suites, party, priceRoom, rates);

const names = (sets: Combination<TestSuite>[]) =>
  sets.map((set) =>
    set.rooms
      .map((room) => room.suite.name)
      .sort()
      .join('+'),
  );

/** Every rule a set must keep, for the party it was built for. */
function expectValid(set: Combination<TestSuite>, party: Party) {
  expect(set.rooms.length).toBeGreaterThanOrEqual(2);
  expect(set.rooms.length).toBeLessThanOrEqual(3);
  expect(new Set(set.rooms.map((room) => room.suite.name)).size).toBe(set.rooms.length);
  expect(set.rooms.reduce((sum, room) => sum + room.adults, 0)).toBe(party.adults);
  expect(set.rooms.reduce((sum, room) => sum + room.children, 0)).toBe(party.children);
  for (const room of set.rooms) {
    expect(room.adults).toBeGreaterThanOrEqual(ADULTS.min);
    expect(room.adults).toBeLessThanOrEqual(ADULTS.max);
    expect(room.children).toBeLessThanOrEqual(CHILDREN.max);
    expect(room.adults + room.children).toBeLessThanOrEqual(room.suite.capacity);
    expect(room.quote).toEqual(priceRoom(room.suite, room));
  }
  expect(set.quote).toEqual(
    quoteReservation(
      set.rooms.map((room) => room.quote.subtotal),
      rates,
    ),
  );
}

const totals = (sets: Combination<TestSuite>[]) => sets.map((set) => set.quote.total);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe('splitting a party across rooms', () => {
  it('places the adults first, one at least in each room, then the children', () => {
    expect(partySplits([3, 3], { adults: 4, children: 2 })).toEqual([
      [
        { adults: 3, children: 0 },
        { adults: 1, children: 2 },
      ],
      [
        { adults: 2, children: 1 },
        { adults: 2, children: 1 },
      ],
      [
        { adults: 1, children: 2 },
        { adults: 3, children: 0 },
      ],
    ]);
  });

  it('finds none with more rooms than adults, or too little room', () => {
    expect(partySplits([2, 2], { adults: 1, children: 3 })).toEqual([]);
    expect(partySplits([5, 1], { adults: 1, children: 4 })).toEqual([]);
    // Four children never fit, even in a suite for five: a room takes three at most.
    expect(partySplits([5, 1], { adults: 2, children: 4 })).toEqual([]);
  });
});

describe('sets of suites for a party no suite holds', () => {
  it('pairs suites for a party of six, cheapest first, each set valid', () => {
    const suites: TestSuite[] = [
      { name: 'Twin', capacity: 2, price: 5_000 },
      { name: 'Hillview', capacity: 3, price: 9_000 },
      { name: 'Monsoon', capacity: 3, price: 11_000 },
      { name: 'Rajbari', capacity: 4, price: 20_000 },
    ];
    const party = { adults: 4, children: 2 };
    const sets = combine(suites, party);
    expect(names(sets)).toEqual([
      'Hillview+Monsoon',
      'Rajbari+Twin',
      'Hillview+Rajbari',
      'Monsoon+Rajbari',
    ]);
    for (const set of sets) expectValid(set, party);
    expect(totals(sets)).toEqual(ascending(totals(sets)));
  });

  it('takes three small suites for a party of seven', () => {
    const suites: TestSuite[] = [
      { name: 'Bamboo', capacity: 2, price: 6_000 },
      { name: 'Lotus', capacity: 2, price: 7_000 },
      { name: 'Hillview', capacity: 3, price: 9_000 },
      { name: 'Courtyard', capacity: 1, price: 3_000 },
    ];
    const party = { adults: 4, children: 3 };
    const sets = combine(suites, party);
    expect(names(sets)).toEqual(['Bamboo+Hillview+Lotus']);
    expectValid(sets[0] as Combination<TestSuite>, party);
  });

  it('leaves out a set with no valid split', () => {
    // Two suites hold four guests, but each room needs an adult and there is one.
    const suites: TestSuite[] = [
      { name: 'Bamboo', capacity: 2, price: 6_000 },
      { name: 'Lotus', capacity: 2, price: 7_000 },
    ];
    expect(combine(suites, { adults: 1, children: 3 })).toEqual([]);
    // A suite for five with one adult cannot take the other four: children are three a room.
    expect(
      combine(
        [
          { name: 'Zamindar', capacity: 5, price: 40_000 },
          { name: 'Courtyard', capacity: 1, price: 3_000 },
        ],
        { adults: 1, children: 3 },
      ),
    ).toEqual([]);
  });

  it('answers at most five sets, the cheapest, from the cheapest thirty suites', () => {
    const suites: TestSuite[] = Array.from({ length: 40 }, (_, index) => ({
      name: `Suite ${String(index).padStart(2, '0')}`,
      capacity: 3,
      price: 5_000 + index * 100,
    }));
    const party = { adults: 4, children: 2 };
    const sets = combine(suites, party);
    expect(sets).toHaveLength(COMBINATION_LIMIT);
    expect(names(sets)[0]).toBe('Suite 00+Suite 01');
    expect(totals(sets)).toEqual(ascending(totals(sets)));
    // The suites past the thirtieth are never read, even when they are what fits.
    const big = { name: 'Big', capacity: 5, price: 1_000 };
    const small = suites.map((suite) => ({ ...suite, capacity: 1 }));
    expect(combine([...small.slice(0, COMBINATION_CANDIDATES), big], party)).toEqual([]);
    expect(names(combine([big, ...small], party))).toContain('Big+Suite 00');
  });

  it('orders equal totals by fewer rooms, then by name', () => {
    const suites: TestSuite[] = [
      { name: 'Cedar', capacity: 3, price: 5_000 },
      { name: 'Birch', capacity: 3, price: 5_000 },
      { name: 'Aspen', capacity: 3, price: 5_000 },
    ];
    expect(names(combine(suites, { adults: 4, children: 2 }))).toEqual([
      'Aspen+Birch',
      'Aspen+Cedar',
      'Birch+Cedar',
    ]);
  });

  it('lists a set of three only when no pair inside it costs as little', () => {
    const suites: TestSuite[] = [
      { name: 'Bamboo', capacity: 2, price: 1_000 },
      { name: 'Lotus', capacity: 2, price: 1_000 },
      { name: 'Twin', capacity: 2, price: 1_000 },
      { name: 'Zamindar', capacity: 5, price: 50_000 },
    ];
    const party = { adults: 3, children: 3 };
    const sets = combine(suites, party);
    // Three doubles are cheapest; every triple with the big suite holds a cheaper pair.
    expect(names(sets)).toEqual([
      'Bamboo+Lotus+Twin',
      'Bamboo+Zamindar',
      'Lotus+Zamindar',
      'Twin+Zamindar',
    ]);
    for (const set of sets) expectValid(set, party);
  });

  it('splits the party the way that costs least', () => {
    const suites: TestSuite[] = [
      { name: 'Hillview', capacity: 3, price: 9_000, childPrice: 2_000 },
      { name: 'Monsoon', capacity: 3, price: 9_000 },
    ];
    const [set] = combine(suites, { adults: 4, children: 2 });
    const hillview = set?.rooms.find((room) => room.suite.name === 'Hillview');
    expect(hillview).toMatchObject({ children: 0 });
    expect(set?.quote.subtotal).toBe(2 * 9_000 * NIGHTS);
  });
});
