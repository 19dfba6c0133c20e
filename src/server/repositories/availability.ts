import {
  and,
  asc,
  eq,
  ne,
  notInArray,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings, ratePeriods, type SuiteRow, suiteBlocks, suites } from '#server/db/schema.ts';
import { RELEASED_STATUSES } from '#shared/booking.ts';
import type { Charges } from '#shared/charges.ts';
import {
  COMBINATION_CANDIDATES,
  type Combination,
  suiteCombinations,
} from '#shared/combinations.ts';
import { RATES } from '#shared/constants.ts';
import { nightlyPrices, type RatePeriod } from '#shared/nightly-prices.ts';
import { extraGuestsFor, type Quote, quoteStay, ratesOf, type Stay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import { isUuid, suiteRating, toSuite } from './suites.ts';

/**
 * The availability search: which suites are free for a stay (prepared statements, per database),
 * and whether one suite is. What counts as holding a night is defined here, for the search and
 * for every other query that asks it.
 */

/** A date, or the placeholder of one in a prepared query. */
type DateParam = string | Placeholder;

/** Bookings of a suite that share a night with [checkIn, checkOut). */
function overlaps(checkIn: DateParam, checkOut: DateParam): SQL {
  return sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)')`;
}

/** Blocks that take a night of [checkIn, checkOut) off sale. */
function blockOverlaps(checkIn: DateParam, checkOut: DateParam): SQL {
  return sql`daterange(${suiteBlocks.startDate}, ${suiteBlocks.endDate}, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)')`;
}

/**
 * The search, built once per database and prepared (PostgreSQL plans it once per connection):
 * suites free for the whole stay, big enough for the party and whose seasons allow a stay this
 * long, closest fit first (then cheapest), with the seasons that touch the stay, in one query.
 * The suites taken on those nights are found once, through bookings_active_dates_idx (migration
 * 0006), and set aside as a hashed set: `not in`, which PostgreSQL cannot turn into a per-suite
 * anti-join. With `not exists` it chose, past a few hundred thousand bookings, to probe each
 * suite's bookings in turn (22 ms at 1,000,000 against 5 ms this way), as the history grows and
 * the nights asked about stay the same.
 */
function prepareSearch(db: Database) {
  const party = sql.placeholder('party');
  return db
    .select({
      suite: suites,
      rating: suiteRating,
      seasons: seasonsOfStay(),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(suites)
    .where(and(sql`${suites.capacity} >= ${party}::int`, freeForStay(db)))
    .orderBy(sql`${suites.capacity} - ${party}::int`, asc(suites.pricePerNight), asc(suites.name))
    .limit(sql.placeholder('limit'))
    .prepare('find_available_suites');
}

/**
 * The same free suites whatever their size, cheapest first, for sets of suites that together
 * hold a party none holds alone (findSuiteCombinations).
 */
function prepareFreeSuites(db: Database) {
  return db
    .select({ suite: suites, rating: suiteRating, seasons: seasonsOfStay() })
    .from(suites)
    .where(freeForStay(db))
    .orderBy(asc(suites.pricePerNight), asc(suites.name))
    .limit(sql.placeholder('limit'))
    .prepare('find_free_suites');
}

/** The seasons of a suite that touch the stay (placeholders `checkIn`, `checkOut`). */
function seasonsOfStay() {
  const checkIn = sql.placeholder('checkIn');
  const checkOut = sql.placeholder('checkOut');
  return sql<RatePeriod[]>`coalesce((
    select json_agg(json_build_object(
      'startDate', rp.start_date, 'endDate', rp.end_date,
      'pricePerNight', rp.price_per_night, 'minNights', rp.min_nights
    ) order by rp.start_date)
    from rate_periods rp
    where rp.suite_id = "suites"."id" and rp.start_date < ${checkOut}::date and rp.end_date > ${checkIn}::date
  ), '[]'::json)`;
}

/**
 * An active suite free for the whole stay: no booking holding one of its nights, no block, no
 * season asking for more nights (placeholders `checkIn`, `checkOut`, `nights`).
 */
function freeForStay(db: Database) {
  const checkIn = sql.placeholder('checkIn');
  const checkOut = sql.placeholder('checkOut');
  return and(
    eq(suites.active, true),
    notInArray(
      suites.id,
      db
        .select({ suiteId: bookings.suiteId })
        .from(bookings)
        .where(and(holdsNights(), overlaps(checkIn, checkOut))),
    ),
    notInArray(
      suites.id,
      db
        .select({ suiteId: suiteBlocks.suiteId })
        .from(suiteBlocks)
        .where(blockOverlaps(checkIn, checkOut)),
    ),
    notInArray(
      suites.id,
      db
        .select({ suiteId: ratePeriods.suiteId })
        .from(ratePeriods)
        .where(
          and(
            sql`${ratePeriods.startDate} < ${checkOut}::date`,
            sql`${ratePeriods.endDate} > ${checkIn}::date`,
            sql`${ratePeriods.minNights} > ${sql.placeholder('nights')}::int`,
          ),
        ),
    ),
  );
}

const preparedSearches = new WeakMap<Database, ReturnType<typeof prepareSearch>>();

/** Suites free for the whole stay, each priced night by night (see prepareSearch). */
export async function findAvailableSuites(
  db: Database,
  stay: Stay,
  nights: number,
  limit: number,
  charges: Charges,
): Promise<{ total: number; suites: { suite: Suite; quote: Quote }[] }> {
  let search = preparedSearches.get(db);
  if (!search) {
    search = prepareSearch(db);
    preparedSearches.set(db, search);
  }
  const rows = await search.execute({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    party: stay.adults + stay.children,
    nights,
    limit,
  });
  return {
    total: rows[0]?.total ?? 0,
    suites: rows.map(({ suite, rating, seasons }) => ({
      suite: toSuite(suite, rating),
      quote: priceStay(suite, seasons, stay, stay, nights, charges),
    })),
  };
}

const preparedFreeSuites = new WeakMap<Database, ReturnType<typeof prepareFreeSuites>>();

/**
 * Sets of 2 or 3 free suites that together hold the party, cheapest first, each room priced for
 * its share of the party at these charges (suiteCombinations), from the cheapest free suites.
 * For a party no one suite holds: the search asks only then.
 */
export async function findSuiteCombinations(
  db: Database,
  stay: Stay,
  nights: number,
  charges: Charges,
): Promise<Combination<Suite>[]> {
  let search = preparedFreeSuites.get(db);
  if (!search) {
    search = prepareFreeSuites(db);
    preparedFreeSuites.set(db, search);
  }
  const rows = await search.execute({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    limit: COMBINATION_CANDIDATES,
  });
  // Each suite as the answer shows it, and the row and seasons it is priced from.
  const sources = new Map(
    rows.map(({ suite, rating, seasons }) => [toSuite(suite, rating), { suite, seasons }]),
  );
  return suiteCombinations(
    [...sources.keys()],
    stay,
    (suite, share) => {
      const source = sources.get(suite);
      if (!source) throw new Error(`Not a free suite: ${suite.id}`);
      return priceStay(source.suite, source.seasons, stay, share, nights, charges);
    },
    ratesOf(charges, RATES.discount),
  );
}

/** A suite's price for a stay and the guests in it, night by night, at the current charges. */
function priceStay(
  suite: SuiteRow,
  seasons: RatePeriod[],
  stay: Stay,
  guests: { adults: number; children: number },
  nights: number,
  charges: Charges,
): Quote {
  return quoteStay(
    nightlyPrices({ ...suite, ratePeriods: seasons }, stay.checkIn, stay.checkOut),
    ratesOf(charges, RATES.discount),
    [],
    extraGuestsFor(suite, guests, nights),
  );
}

/**
 * Whether one suite is free for the stay: no active booking and no block on its nights. With
 * `except`, that booking does not count (a booking moving to nights that overlap its own).
 */
export async function isSuiteFree(
  db: Database,
  suiteId: string,
  stay: Stay,
  except?: string,
): Promise<boolean> {
  const [blocked] = await db
    .select({ id: suiteBlocks.id })
    .from(suiteBlocks)
    .where(and(eq(suiteBlocks.suiteId, suiteId), blockOverlaps(stay.checkIn, stay.checkOut)))
    .limit(1);
  if (blocked) return false;
  const [clash] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.suiteId, suiteId),
        holdsNights(),
        overlaps(stay.checkIn, stay.checkOut),
        except && isUuid(except) ? ne(bookings.id, except) : undefined,
      ),
    )
    .limit(1);
  return !clash;
}

/** The statuses that give a suite's nights back, as SQL (see holdsNights). */
export const RELEASED = sql.raw(`(${RELEASED_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * A booking that holds its nights: neither cancelled nor expired. Written with its values in the
 * SQL, as the overlap constraint and the search's partial index are (migration 0018), so the
 * planner matches them.
 */
export const holdsNights = (status: SQLWrapper = bookings.status) =>
  sql`${status} not in ${RELEASED}`;
