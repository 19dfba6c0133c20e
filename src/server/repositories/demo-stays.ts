import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { suites } from '#server/db/schema.ts';
import type { Stay } from '#shared/stay.ts';
import { addDays, flatNights, quoteStay } from '#shared/stay.ts';
import { insertBooking } from './bookings.ts';

/** The demo guest's past stay, added with the demo data. */

/**
 * A stay the demo guest has already had (two nights in the cheapest suite, ending a week before
 * `today`), so someone trying the site can write a review with its "Stayed in" badge. Nothing
 * when there is no suite yet (demo data off).
 */
export async function insertDemoPastStay(db: Database, userId: string, today: string) {
  const [suite] = await db
    .select()
    .from(suites)
    .where(eq(suites.active, true))
    .orderBy(asc(suites.pricePerNight), asc(suites.name))
    .limit(1);
  if (!suite) return;
  const stay: Stay = {
    checkIn: addDays(today, -9),
    checkOut: addDays(today, -7),
    adults: 2,
    children: 0,
  };
  await insertBooking(db, {
    userId,
    suiteId: suite.id,
    stay,
    quote: quoteStay(flatNights(stay.checkIn, 2, suite.pricePerNight)),
  });
}
