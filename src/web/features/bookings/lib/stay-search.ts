import { createSearchParams } from 'react-router';
import { ADULTS, CHILDREN } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import { type Stay, stayProblems } from '#shared/stay.ts';
import { CHOSEN_SUITE_PARAM } from '#web/lib/chosen-suite.ts';

/** What the `/allSuites` URL asks for. */
type StaySearch =
  /** No dates in the URL: the page lists every suite. */
  | { kind: 'none'; stay: Partial<Stay> }
  /** Dates and party in the URL, but they break a rule (a bookmark whose dates have passed). */
  | { kind: 'invalid'; stay: Partial<Stay>; problems: Partial<Record<keyof Stay, string>> }
  | { kind: 'valid'; stay: Stay };

interface ParsedStaySearch {
  search: StaySearch;
  /**
   * The party the URL asked for when it was bigger than one booking's Adult select (the home
   * card's Person goes up to 6): the extra adults are counted as children, and the page says so.
   */
  requestedGuests: number | null;
}

function whole(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : undefined;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

/**
 * Reads a search from the URL: `?checkIn=2026-12-01&checkOut=2026-12-04&adults=2&children=0`.
 * The home card sends its Person as `adults` (1 to 6); above 4, the rest go to children so the
 * search still looks for a suite the whole party fits in.
 */
export function parseStaySearch(params: URLSearchParams, today: string): ParsedStaySearch {
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  // Counts outside the selects' options are brought inside them.
  let adults = Math.max(ADULTS.min, whole(params.get('adults')) ?? ADULTS.min);
  let children = clamp(whole(params.get('children')) ?? CHILDREN.min, CHILDREN.min, CHILDREN.max);
  let requestedGuests: number | null = null;
  if (adults > ADULTS.max) {
    requestedGuests = adults + children;
    children = Math.min(CHILDREN.max, children + adults - ADULTS.max);
    adults = ADULTS.max;
  }
  const stay = { checkIn, checkOut, adults, children };
  if (!checkIn && !checkOut) return { search: { kind: 'none', stay }, requestedGuests };
  const problems = stayProblems(stay, { today });
  if (Object.keys(problems).length > 0) {
    return { search: { kind: 'invalid', stay, problems }, requestedGuests };
  }
  return { search: { kind: 'valid', stay }, requestedGuests };
}

/**
 * `/allSuites?checkIn=…&checkOut=…&adults=…&children=…`: a search anyone can open again; with
 * `suiteId`, that suite marked and offered first (`&suite=…`).
 */
export function staySearchPath(stay: Stay, suiteId?: string): string {
  const params = staySearchParams(stay);
  if (suiteId) params.set(CHOSEN_SUITE_PARAM, suiteId);
  return `${paths.allSuites}?${params}`;
}

export function staySearchParams(stay: Stay): URLSearchParams {
  return createSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    children: String(stay.children),
  });
}
