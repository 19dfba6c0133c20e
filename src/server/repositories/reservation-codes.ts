import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings, reservations } from '#server/db/schema.ts';
import { givePromoCodeUseBack } from './promo-codes.ts';

/**
 * A reservation of several suites takes one use of its promo code for the whole (its suites'
 * bookings carry none): the use goes back once no suite of it holds its nights any more, however
 * they came to an end (cancelled whole or a suite at a time, or their hold ran out).
 */

/** The promo code a reservation's discount came from, if any. */
export async function reservationPromoCode(
  tx: Database,
  reservationId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ promoCodeId: reservations.promoCodeId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.promoCodeId ?? null;
}

/**
 * Gives the reservation's code use back if none of its suites holds its nights (held, confirmed
 * or in the house), in the caller's transaction, which has just ended the last of them.
 */
export async function giveReservationCodeBackIfEnded(
  tx: Database,
  reservationId: string,
): Promise<void> {
  const promoCodeId = await reservationPromoCode(tx, reservationId);
  if (!promoCodeId) return;
  const [left] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.reservationId, reservationId),
        inArray(bookings.status, ['confirmed', 'pending_payment', 'checked_in']),
      ),
    )
    .limit(1);
  if (!left) await givePromoCodeUseBack(tx, promoCodeId);
}
