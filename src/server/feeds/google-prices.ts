import { findAvailableSuites } from '#server/repositories/availability.ts';
import { currentCharges } from '#server/repositories/hotel-charges.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import { CURRENCY } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { addDays, BOOKING_TOTAL_MAX, type Quote, type Stay, stayProblems } from '#shared/stay.ts';
import type { PriceQuery, PropertyPrice } from './google-hotels.ts';

/**
 * Prices a live query from Google Hotels as the site prices the same stay: the availability
 * search's free suites (bookings, blocks, inactive suites and seasons' minimum stays already
 * left out), each quoted as /api/quote quotes it, and the cheapest taken.
 */

/** Google's price is for a double room: two adults, no children. */
const GOOGLE_PARTY = { adults: 2, children: 0 } as const;

/** Every suite the hotel has, so the closest-fit order of the search never hides the cheapest. */
const SUITES_SEARCHED = 1000;

/**
 * One `<Result>` per property asked that is ours and sellable for the stay: none for other ids,
 * and none for a stay the site would not sell (check-in past or beyond the booking horizon,
 * longer than a booking may be, or no suite free for two that allows this many nights).
 */
export async function pricesForQuery(
  context: ServiceContext,
  query: PriceQuery,
): Promise<PropertyPrice[]> {
  if (!query.propertyIds.includes(hotel.googleHotelId)) return [];
  const stay: Stay = {
    checkIn: query.checkIn,
    checkOut: addDays(query.checkIn, query.nights),
    ...GOOGLE_PARTY,
  };
  const problems = stayProblems(stay, {
    today: hotelDate(context.config, context.now()),
    maxNights: context.config.booking.maxNights,
    horizonDays: context.config.booking.horizonDays,
  });
  if (Object.keys(problems).length > 0) return [];
  const charges = await currentCharges(context.db);
  const found = await findAvailableSuites(context.db, stay, query.nights, SUITES_SEARCHED, charges);
  const cheapest = found.suites
    .map((entry) => entry.quote)
    .filter((quote) => quote.total <= BOOKING_TOTAL_MAX)
    .reduce<Quote | null>(
      (best, quote) => (best === null || quote.subtotal < best.subtotal ? quote : best),
      null,
    );
  if (!cheapest) return [];
  return [
    {
      propertyId: hotel.googleHotelId,
      checkIn: stay.checkIn,
      nights: query.nights,
      // The room before charges, less the site's standing discount (none unless RATES sets
      // one), so Baserate + Tax + OtherFees is the total the guest pays on the site.
      baserate: cheapest.subtotal - cheapest.discount,
      // VAT and TAX are taxes; the Services Charge is the hotel's own fee, not a tax.
      tax: cheapest.vat + cheapest.tax,
      otherFees: cheapest.serviceCharge,
      currency: CURRENCY,
    },
  ];
}
