// What the bookings feature's component tests share: the Garden King Suite, a booking of it and a
// fake API, built on the generic helpers of #web/lib/testing.tsx (json, the fetch fake,
// renderWithQueries, messageOf). Convention: a feature's test support is one module, `testing.tsx`
// (or `testing.ts` when it renders nothing) at the feature's root; only *.test.ts(x) and
// *.fixtures.ts(x) files import it (the lint plugin biome-plugins/web-layers.grit refuses it in
// product code), so it never reaches the bundle. It stays inside its feature, as features never
// import each other.
import type { Booking } from '#shared/booking.ts';
import { addDays, flatNights, quoteStay, type Rates } from '#shared/stay.ts';
import { type Suite, suiteImage } from '#shared/suite.ts';
import { type Call, serveApi as serveAny } from '#web/lib/testing.tsx';

export const gardenSuite: Suite = {
  id: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Garden King Suite',
  description: 'A king bed and a veranda over the garden.',
  bed: '1 King Bed',
  capacity: 3,
  sizeSqft: 520,
  rating: 5,
  pricePerNight: 10_000,
  weekendPricePerNight: null,
  baseOccupancy: null,
  extraAdultPerNight: 0,
  extraChildPerNight: 0,
  image: suiteImage('/images/suites/garden-king-suite'),
};

/**
 * A confirmed booking of the Garden King Suite for two adults, `nights` from `checkIn` at its
 * flat price (and `rates`), paid at the hotel; `extra` replaces any field.
 */
export function gardenSuiteBooking(
  stay: { checkIn: string; nights: number; pricePerNight?: number; rates?: Rates },
  extra: Partial<Booking> = {},
): Booking {
  const { checkIn, nights, pricePerNight = gardenSuite.pricePerNight, rates } = stay;
  const quote = quoteStay(flatNights(checkIn, nights, pricePerNight), rates);
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    reference: 'SB-7K4Q92',
    suiteId: gardenSuite.id,
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults: 2,
    children: 0,
    ...quote,
    promoCode: null,
    status: 'confirmed',
    createdAt: '2026-05-01T10:00:00.000Z',
    cancelledAt: null,
    // Paid at the hotel: no online payment.
    holdExpiresAt: null,
    amountDue: 0,
    amountPaid: 0,
    amountRefunded: 0,
    balanceDue: quote.total,
    payable: false,
    payments: [],
    refunds: [],
    suite: {
      name: gardenSuite.name,
      bed: gardenSuite.bed,
      capacity: gardenSuite.capacity,
      sizeSqft: gardenSuite.sizeSqft,
      image: gardenSuite.image,
    },
    guest: { name: 'Ayesha Rahman', email: 'ayesha@example.com', phone: null },
    stage: 'upcoming',
    cancellable: true,
    specialRequests: null,
    arrivalTime: null,
    reservationId: null,
    ...extra,
  };
}

/**
 * A fake API in place of fetch: `read` answers each GET and `write` each change; every call is
 * recorded. Returns the calls, in order.
 */
export function serveApi(api: {
  read: () => unknown;
  write: (call: Call) => Response | Promise<Response>;
}) {
  return serveAny({ ...api, reads: true });
}
