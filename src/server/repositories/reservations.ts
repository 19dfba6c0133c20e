import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { postgresError, UNIQUE_VIOLATION } from '#server/db/errors.ts';
import {
  bookings,
  promoCodes,
  type ReservationRow,
  reservations,
  suites,
} from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import {
  type GuestDetailsChange,
  guestDetailsColumns,
} from '#server/repositories/booking-details.ts';
import type { Quote, ReservationTotals, Stay } from '#shared/stay.ts';
import {
  BookingLimitError,
  PromoCodeUsedUpError,
  SuiteWithdrawnError,
  UnpaidHoldLimitError,
} from './booking-errors.ts';
import type { Viewer } from './booking-reads.ts';
import { newReference, nightsRefused, priceColumns } from './bookings.ts';
import { countUnpaidHolds, countUpcoming, lockGuest } from './guest-limits.ts';
import { takePromoCodeUse } from './promo-codes.ts';
import { refundWhatWasPaid } from './refunds.ts';
import { giveReservationCodeBackIfEnded } from './reservation-codes.ts';
import { isUuid } from './suites.ts';

/** One suite of a reservation refused its nights: which, and why (the booking's own error). */
export class ReservationRoomRefusedError extends Error {
  readonly suiteId: string;
  readonly refusal: Error;

  constructor(suiteId: string, refusal: Error) {
    super(`Suite ${suiteId}: ${refusal.message}`);
    this.suiteId = suiteId;
    this.refusal = refusal;
    this.name = 'ReservationRoomRefusedError';
  }
}

/**
 * Stores a reservation and one booking per room, in one transaction: all or nothing. Each suite's
 * row is share-locked and must still be offered, and the bookings' exclusion constraint refuses
 * taken or blocked nights (ReservationRoomRefusedError naming the suite); racing reservations
 * sharing a suite cannot both win it. The rooms are written in suite order, so two reservations
 * sharing several suites wait for each other rather than deadlock. With `limit`, each suite
 * counts as one of the guest's upcoming stays (the guest's row locked while counting). The promo
 * code's use is taken once, for the whole.
 */
export async function insertReservation(
  db: Database,
  input: {
    userId: string;
    checkIn: string;
    checkOut: string;
    nights: number;
    /** Each room, with its share of the deposit when the reservation is held unpaid. */
    rooms: readonly { suiteId: string; stay: Stay; quote: Quote; amountDue?: number }[];
    totals: ReservationTotals;
    promoCodeId?: string;
    limit?: { upcoming: number; today: string };
    /**
     * With online payment: every suite holds its nights unpaid until `expiresAt` (one deposit for
     * the whole, each room's share its `amountDue`); `address` as a single booking's hold keeps it.
     */
    hold?: { expiresAt: Date; address: string | null };
    /** Each suite held counts as one of the guest's unpaid holds. */
    unpaidHoldLimit?: number;
    details?: GuestDetailsChange;
  },
): Promise<string> {
  const { userId, rooms, totals, promoCodeId, limit, hold, unpaidHoldLimit } = input;
  const ordered = [...rooms].sort((a, b) => a.suiteId.localeCompare(b.suiteId));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (limit || unpaidHoldLimit !== undefined) await lockGuest(tx, userId);
        if (
          limit &&
          (await countUpcoming(tx, userId, limit.today)) + rooms.length > limit.upcoming
        ) {
          throw new BookingLimitError(limit.upcoming);
        }
        if (
          unpaidHoldLimit !== undefined &&
          (await countUnpaidHolds(tx, userId)) + rooms.length > unpaidHoldLimit
        ) {
          throw new UnpaidHoldLimitError(unpaidHoldLimit);
        }
        const offered = await tx
          .select({ id: suites.id })
          .from(suites)
          .where(
            and(
              inArray(
                suites.id,
                ordered.map((room) => room.suiteId),
              ),
              eq(suites.active, true),
            ),
          )
          .orderBy(asc(suites.id))
          .for('share');
        if (offered.length !== ordered.length) throw new SuiteWithdrawnError();
        if (promoCodeId && !(await takePromoCodeUse(tx, promoCodeId, { offered: true }))) {
          throw new PromoCodeUsedUpError();
        }
        const [reservation] = await tx
          .insert(reservations)
          .values({
            reference: newReference().replace('SB-', 'SR-'),
            userId,
            checkIn: input.checkIn,
            checkOut: input.checkOut,
            nights: input.nights,
            promoCodeId: promoCodeId ?? null,
            subtotal: totals.subtotal,
            discount: totals.discount,
            discountPercent: totals.discountPercent,
            serviceCharge: totals.serviceCharge,
            vat: totals.vat,
            tax: totals.tax,
            serviceChargePercent: totals.charges.serviceChargePercent,
            vatPercent: totals.charges.vatPercent,
            taxPercent: totals.charges.taxPercent,
            total: totals.total,
            extras: totals.extras,
            ...guestDetailsColumns(input.details ?? {}),
          })
          .returning({ id: reservations.id });
        if (!reservation) throw new Error('insert returned no row');
        for (const room of ordered) {
          try {
            await tx.insert(bookings).values({
              reference: newReference(),
              userId,
              suiteId: room.suiteId,
              reservationId: reservation.id,
              ...room.stay,
              ...priceColumns(room.quote),
              ...guestDetailsColumns(input.details ?? {}),
              ...(hold
                ? {
                    status: 'pending_payment' as const,
                    holdExpiresAt: hold.expiresAt,
                    amountDue: room.amountDue ?? 0,
                    holdAddress: hold.address,
                  }
                : {}),
            });
          } catch (error) {
            const refused = nightsRefused(error);
            throw refused ? new ReservationRoomRefusedError(room.suiteId, refused) : error;
          }
        }
        return reservation.id;
      });
    } catch (error) {
      const { code, constraint } = postgresError(error);
      // A reference collision (about 1 in 10^9 per pair): draw again.
      const reference =
        constraint === 'reservations_reference_key' || constraint === 'bookings_reference_key';
      if (code === UNIQUE_VIOLATION && reference && attempt < 5) continue;
      throw error;
    }
  }
}

/** A reservation the viewer may see (a guest their own, an admin any), with its code and bookings' ids. */
export async function findReservationRow(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<{ row: ReservationRow; promoCode: string | null; bookingIds: string[] } | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({ row: reservations, promoCode: promoCodes.code })
    .from(reservations)
    .leftJoin(promoCodes, eq(promoCodes.id, reservations.promoCodeId))
    .where(
      and(
        eq(reservations.id, id),
        viewer.role === 'admin' ? undefined : eq(reservations.userId, viewer.id),
      ),
    );
  if (!found) return null;
  const rooms = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reservationId, id))
    .orderBy(asc(bookings.createdAt), asc(bookings.reference));
  return { ...found, bookingIds: rooms.map((room) => room.id) };
}

/**
 * Cancels every booking of a reservation the viewer may still cancel, as cancelBooking does one
 * (a guest until the arrival day, an admin until the stay ends), in one transaction: the refunds
 * of what was paid online are written, the promo code's use given back once no suite is left,
 * and staff cancelling a guest's reservation is audited. Null for no reservation the viewer may
 * see; else the bookings cancelled (none: nothing left to cancel) and the refunds to send.
 */
export async function cancelReservation(
  db: Database,
  viewer: Viewer & { email: string },
  id: string,
  today: string,
  now: Date,
): Promise<null | { cancelledIds: string[]; refundIds: string[]; byStaff: boolean }> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [reservation] = await tx
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.id, id),
          viewer.role === 'admin' ? undefined : eq(reservations.userId, viewer.id),
        ),
      )
      .for('update');
    if (!reservation) return null;
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(bookings.reservationId, id),
          inArray(bookings.status, ['confirmed', 'pending_payment']),
          viewer.role === 'admin' ? gt(bookings.checkOut, today) : gte(bookings.checkIn, today),
        ),
      )
      .returning({ id: bookings.id, amountPaid: bookings.amountPaid });
    const refundIds: string[] = [];
    for (const booking of cancelled) {
      if (booking.amountPaid > 0) {
        refundIds.push(...(await refundWhatWasPaid(tx, booking.id, 'cancelled')));
      }
    }
    const byStaff = reservation.userId !== viewer.id;
    if (cancelled.length > 0) {
      await giveReservationCodeBackIfEnded(tx, id);
      if (byStaff) {
        await recordAuditEvent(tx, {
          actor: { id: viewer.id, email: viewer.email },
          action: 'booking.cancelled_by_staff',
          target: { type: 'reservation', id },
          before: { reference: reservation.reference, bookings: cancelled.length },
          after: { reference: reservation.reference, status: 'cancelled' },
        });
      }
    }
    return { cancelledIds: cancelled.map((booking) => booking.id), refundIds, byStaff };
  });
}
