import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings, suiteBlocks, suites } from '#server/db/schema.ts';
import { nightlyPrices } from '#shared/nightly-prices.ts';
import { addDays, dayNumber } from '#shared/stay.ts';
import type { SuiteCalendar } from '#shared/suite-calendar.ts';
import { holdsNights } from './availability.ts';
import { seasonsTouching } from './rate-periods.ts';
import { isUuid } from './suites.ts';

/**
 * The nights of an active suite from `from` up to `to`, each priced and marked bookable or not
 * (taken by a booking or a block, before `bookable.first` or after `bookable.last`); null for no
 * such suite. Short reads: the suite, then its seasons, bookings and blocks in the span.
 */
export async function suiteCalendar(
  db: Database,
  suiteId: string,
  span: { from: string; to: string },
  bookable: { first: string; last: string },
): Promise<SuiteCalendar | null> {
  if (!isUuid(suiteId)) return null;
  const [suite] = await db
    .select({
      pricePerNight: suites.pricePerNight,
      weekendPricePerNight: suites.weekendPricePerNight,
    })
    .from(suites)
    .where(and(eq(suites.id, suiteId), eq(suites.active, true)));
  if (!suite) return null;
  const [seasons, stays, blocks] = await Promise.all([
    seasonsTouching(db, [suiteId], span.from, span.to),
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(
        and(
          eq(bookings.suiteId, suiteId),
          holdsNights(),
          sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${span.from}::date, ${span.to}::date, '[)')`,
        ),
      ),
    db
      .select({ checkIn: suiteBlocks.startDate, checkOut: suiteBlocks.endDate })
      .from(suiteBlocks)
      .where(
        and(
          eq(suiteBlocks.suiteId, suiteId),
          lt(suiteBlocks.startDate, span.to),
          gt(suiteBlocks.endDate, span.from),
        ),
      ),
  ]);
  const start = dayNumber(span.from) ?? 0;
  const taken = new Set<number>();
  for (const stay of [...stays, ...blocks]) {
    const first = Math.max(dayNumber(stay.checkIn) ?? 0, start);
    const end = dayNumber(stay.checkOut) ?? 0;
    for (let night = first; night < end; night++) taken.add(night);
  }
  const pricing = { ...suite, ratePeriods: seasons.get(suiteId) ?? [] };
  return {
    nights: nightlyPrices(pricing, span.from, span.to).map(({ date, price }, index) => ({
      date,
      price,
      available: !taken.has(start + index) && date >= bookable.first && date <= bookable.last,
    })),
  };
}

/**
 * The nights a guest may pick today: from tonight to the last check-in the booking horizon
 * allows (the rule stayProblems applies to a check-in).
 */
export function bookableNights(
  today: string,
  horizonDays: number,
): { first: string; last: string } {
  return { first: today, last: addDays(today, horizonDays) };
}
