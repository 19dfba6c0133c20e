import { ADULTS, CHILDREN } from './constants.ts';
import { type Quote, quoteReservation, type Rates, type ReservationTotals } from './stay.ts';

/*
 * Sets of suites for a party no one suite holds (issue 35): the search offers a few sets of 2 or
 * 3 free suites whose capacities together hold it, each with the party split across its rooms
 * and priced as one reservation, cheapest first.
 */

/** Most sets one search answers. */
export const COMBINATION_LIMIT = 5;
/** How many suites a set offered by the search holds. */
export const COMBINATION_ROOMS = { min: 2, max: 3 } as const;
/** The free suites sets are built from, cheapest first: 30 make at most 435 pairs and 4,060 triples. */
export const COMBINATION_CANDIDATES = 30;

/** Who sleeps in a room, or who travels. */
export interface Party {
  adults: number;
  children: number;
}

/** What the set building reads of a suite. */
export interface CombinableSuite {
  name: string;
  capacity: number;
}

export interface CombinationRoom<S> extends Party {
  suite: S;
  quote: Quote;
}

export interface Combination<S> {
  rooms: CombinationRoom<S>[];
  /** The set as one reservation: its rooms' subtotals summed, then the spec's lines. */
  quote: ReservationTotals;
}

/**
 * Every way to split a party across rooms of these capacities, in order: the adults placed first
 * (each room 1 to 4, the earlier rooms taking the most), then the children in the places left
 * (0 to 3 a room). Empty when none is valid (more rooms than adults, too little room).
 */
export function partySplits(capacities: readonly number[], party: Party): Party[][] {
  const splits: Party[][] = [];
  const adultsFor = (room: number, left: number, placed: number[]) => {
    if (room === capacities.length) {
      if (left === 0) childrenFor(placed, 0, party.children, []);
      return;
    }
    const most = Math.min(ADULTS.max, capacities[room] ?? 0, left);
    for (let adults = most; adults >= ADULTS.min; adults--)
      adultsFor(room + 1, left - adults, [...placed, adults]);
  };
  const childrenFor = (adults: number[], room: number, left: number, placed: number[]) => {
    if (room === adults.length) {
      if (left === 0)
        splits.push(adults.map((each, index) => ({ adults: each, children: placed[index] ?? 0 })));
      return;
    }
    const most = Math.min(CHILDREN.max, (capacities[room] ?? 0) - (adults[room] ?? 0), left);
    for (let children = most; children >= CHILDREN.min; children--)
      childrenFor(adults, room + 1, left - children, [...placed, children]);
  };
  adultsFor(0, party.adults, []);
  return splits;
}

/**
 * Up to `limit` sets of 2 or 3 distinct suites that hold the party, cheapest first (then fewer
 * rooms, then by name). Each set takes the split of the party that costs least (the first in
 * partySplits' order on a tie); a set with no valid split is left out, and so is a set of 3 that
 * contains a set of 2 costing no more. `suites` come cheapest first; only the first
 * COMBINATION_CANDIDATES are read. `priceRoom` prices one suite for its share of the party, and
 * costs no less for more guests.
 */
export function suiteCombinations<S extends CombinableSuite>(
  suites: readonly S[],
  party: Party,
  priceRoom: (suite: S, share: Party) => Quote,
  rates: Rates,
  limit = COMBINATION_LIMIT,
): Combination<S>[] {
  const candidates = suites.slice(0, COMBINATION_CANDIDATES);
  const guests = party.adults + party.children;
  const quotes = new Map<string, Quote>();
  const priced = (index: number, share: Party) => {
    const key = `${index}:${share.adults}:${share.children}`;
    let quote = quotes.get(key);
    if (!quote) {
      quote = priceRoom(candidates[index] as S, share);
      quotes.set(key, quote);
    }
    return quote;
  };

  // Sets share their rooms' sizes far more often than their suites: split each size once.
  const splits = new Map<string, Party[][]>();
  const splitsFor = (capacities: number[]) => {
    const key = capacities.join(',');
    let found = splits.get(key);
    if (!found) {
      found = partySplits(capacities, party);
      splits.set(key, found);
    }
    return found;
  };

  const build = (indexes: number[]): Combination<S> | null => {
    // The biggest room first, so the adults fill it before the others.
    const rooms = indexes
      .map((index) => ({ index, suite: candidates[index] as S }))
      .sort(
        (a, b) => b.suite.capacity - a.suite.capacity || compareText(a.suite.name, b.suite.name),
      );
    if (rooms.reduce((sum, room) => sum + room.suite.capacity, 0) < guests) return null;
    let best: { split: Party[]; subtotal: number } | null = null;
    for (const split of splitsFor(rooms.map((room) => room.suite.capacity))) {
      const subtotal = split.reduce(
        (sum, share, at) => sum + priced(rooms[at]?.index ?? 0, share).subtotal,
        0,
      );
      if (!best || subtotal < best.subtotal) best = { split, subtotal };
    }
    if (!best) return null;
    const chosen = best.split;
    const pricedRooms = rooms.map((room, at) => {
      const share = chosen[at] ?? { adults: 0, children: 0 };
      return { suite: room.suite, ...share, quote: priced(room.index, share) };
    });
    return {
      rooms: pricedRooms,
      quote: quoteReservation(
        pricedRooms.map((room) => room.quote.subtotal),
        rates,
      ),
    };
  };

  const found: Combination<S>[] = [];
  const pairTotals = new Map<string, number>();
  for (let i = 0; i < candidates.length; i++)
    for (let j = i + 1; j < candidates.length; j++) {
      const pair = build([i, j]);
      if (!pair) continue;
      pairTotals.set(`${i},${j}`, pair.quote.total);
      found.push(pair);
    }
  found.sort(byPrice);

  // A room costs no less than with one adult in it: what a set of three costs at least. A triple
  // that cannot beat the last set listed so far, or a pair inside it, is not built.
  const least = candidates.map((_, index) => priced(index, { adults: 1, children: 0 }).subtotal);
  const listed = found.slice(0, limit).map((set) => set.quote.total);
  const lastListed = () =>
    listed.length < limit ? Number.POSITIVE_INFINITY : (listed[limit - 1] as number);
  for (let i = 0; i < candidates.length; i++)
    for (let j = i + 1; j < candidates.length; j++)
      for (let k = j + 1; k < candidates.length; k++) {
        const capacity = [i, j, k].reduce((sum, at) => sum + (candidates[at]?.capacity ?? 0), 0);
        if (capacity < guests || party.adults < 3) continue;
        const pairs = [`${i},${j}`, `${i},${k}`, `${j},${k}`].map(
          (pair) => pairTotals.get(pair) ?? Number.POSITIVE_INFINITY,
        );
        const atLeast = quoteReservation(
          [least[i] ?? 0, least[j] ?? 0, least[k] ?? 0],
          rates,
        ).total;
        if (atLeast > lastListed() || pairs.some((total) => total <= atLeast)) continue;
        const triple = build([i, j, k]);
        if (!triple || pairs.some((total) => total <= triple.quote.total)) continue;
        found.push(triple);
        listed.push(triple.quote.total);
        listed.sort((a, b) => a - b);
        listed.length = Math.min(listed.length, limit);
      }

  return found.sort(byPrice).slice(0, limit);
}

/** Cheapest first, then fewer rooms, then by the rooms' names. */
function byPrice(a: Combination<CombinableSuite>, b: Combination<CombinableSuite>): number {
  return (
    a.quote.total - b.quote.total ||
    a.rooms.length - b.rooms.length ||
    compareText(roomNames(a), roomNames(b))
  );
}

const roomNames = (set: Combination<CombinableSuite>) =>
  set.rooms.map((room) => room.suite.name).join('\u0000');

/** Names in a fixed order, whatever the machine's locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
