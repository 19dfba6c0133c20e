import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError } from '#server/db/errors.ts';
import { type BookingRow, bookings, payments } from '#server/db/schema.ts';
import type { RefundReason } from '#shared/payments.ts';
import { countUpcoming, lockGuest } from './guest-limits.ts';
import { givePromoCodeUseBack, takePromoCodeUse } from './promo-codes.ts';
import { refundWhatWasPaid } from './refunds.ts';
import { giveReservationCodeBackIfEnded, reservationPromoCode } from './reservation-codes.ts';
import { isUuid } from './suites.ts';

/**
 * Paying a booking's deposit online: the attempts sent to the gateway, the payment it verifies
 * (which confirms the booking, revives one whose hold ran out, or goes back), and the unpaid holds
 * that run out.
 */

interface PaymentStart {
  tranId: string;
  amount: number;
  booking: BookingRow;
}

type AttemptRefusal = 'not_pending' | 'hold_over' | 'paid' | 'in_reservation';

/** Why a booking held unpaid cannot be paid now, or null when it can. */
function payable(booking: BookingRow, now: Date): Exclude<AttemptRefusal, 'in_reservation'> | null {
  if (booking.status !== 'pending_payment') return 'not_pending';
  if (!booking.holdExpiresAt || booking.holdExpiresAt <= now) return 'hold_over';
  if (booking.amountDue - booking.amountPaid <= 0) return 'paid';
  return null;
}

/**
 * Opens a payment attempt for the guest's own unpaid booking whose hold has not run out: the
 * amount still owed, under a new `tranId` (the reference and a random tail, at most 30
 * characters). Null for no booking of theirs; else why it cannot be paid now (a suite of a
 * reservation is paid with the whole: openReservationPaymentAttempt).
 */
export async function openPaymentAttempt(
  db: Database,
  userId: string,
  bookingId: string,
  now: Date,
  tranId: string,
): Promise<PaymentStart | { refused: AttemptRefusal } | null> {
  if (!isUuid(bookingId)) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .for('update');
    if (!booking) return null;
    if (booking.reservationId) return { refused: 'in_reservation' as const };
    const refused = payable(booking, now);
    if (refused) return { refused };
    const amount = booking.amountDue - booking.amountPaid;
    await tx.insert(payments).values({ bookingId, tranId, amount });
    return { tranId, amount, booking };
  });
}

/**
 * Opens one payment attempt for the whole deposit of the guest's own reservation: one row per
 * suite held unpaid, under the same `tranId`, each for what that booking still owes, so the
 * gateway takes one payment and each booking keeps its share (a suite staff cancelled meanwhile
 * is left out). Their rows are locked, in order; otherwise why not. Null for no reservation of
 * theirs.
 */
export async function openReservationPaymentAttempt(
  db: Database,
  userId: string,
  reservationId: string,
  now: Date,
  tranId: string,
): Promise<
  | { tranId: string; amount: number; bookings: BookingRow[] }
  | { refused: Exclude<AttemptRefusal, 'in_reservation'> }
  | null
> {
  if (!isUuid(reservationId)) return null;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.reservationId, reservationId), eq(bookings.userId, userId)))
      .orderBy(asc(bookings.id))
      .for('update');
    if (rows.length === 0) return null;
    // The suites still held (staff may have cancelled one): the deposit's shares of those.
    const held = rows.filter((booking) => booking.status === 'pending_payment');
    if (held.length === 0) {
      const paid = rows.some((booking) => booking.amountPaid > 0 && booking.status !== 'expired');
      return { refused: paid ? ('paid' as const) : ('not_pending' as const) };
    }
    for (const booking of held) {
      const refused = payable(booking, now);
      if (refused) return { refused };
    }
    await tx.insert(payments).values(
      held.map((booking) => ({
        bookingId: booking.id,
        tranId,
        amount: booking.amountDue - booking.amountPaid,
      })),
    );
    const amount = held.reduce((sum, booking) => sum + booking.amountDue - booking.amountPaid, 0);
    return { tranId, amount, bookings: held };
  });
}

/**
 * The attempt a notification names, or null: what it asked for in all (a reservation's attempt
 * has one row per suite) and whether it was recorded paid.
 */
export async function findPaymentAttempt(
  db: Database,
  tranId: string,
): Promise<{ amount: number; paid: boolean } | null> {
  const rows = await db
    .select({ amount: payments.amount, status: payments.status })
    .from(payments)
    .where(eq(payments.tranId, tranId));
  if (rows.length === 0) return null;
  return {
    amount: rows.reduce((sum, row) => sum + row.amount, 0),
    paid: rows.some((row) => row.status === 'paid'),
  };
}

/** An attempt the gateway says failed or was cancelled (at `now`), unless it was paid meanwhile. */
export async function endPaymentAttempt(
  db: Database,
  tranId: string,
  status: 'failed' | 'cancelled',
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: now })
    .where(and(eq(payments.tranId, tranId), eq(payments.status, 'initiated')));
}

/**
 * What a verified payment did to one booking it pays:
 * - `confirmed`: it confirmed the unpaid booking (or one whose hold had run out, when it could
 *   stand again: see reviveLapsedHolds);
 * - `refunded`: the booking could not take it (cancelled, its hold ran out and it could not stand
 *   again, or already paid), so its share goes back at once.
 */
export type BookingPaymentOutcome =
  | { kind: 'confirmed'; bookingId: string; late: boolean }
  | { kind: 'refunded'; bookingId: string; reason: RefundReason; refundIds: string[] };

/**
 * What a verified payment did: `recorded`, with what it did to each booking it pays (one, or
 * each suite of a reservation); `replayed`, it was recorded before and nothing changed; or
 * `unknown`, no such attempt.
 */
type PaymentOutcome =
  | { kind: 'recorded'; reservationId: string | null; bookings: BookingPaymentOutcome[] }
  | { kind: 'replayed' }
  | { kind: 'unknown' };

/** The guest's limits a booking revived by a late payment must keep, as a new one would. */
interface RevivalLimits {
  /** The upcoming stays a guest may hold (undefined: any), by who they are now. */
  upcoming: (guest: { role: string; emailVerified: boolean }) => number | undefined;
  /** The hotel's date, from which stays count as upcoming. */
  today: string;
}

/**
 * Records a payment the gateway has verified, once: the attempt's rows are locked, so a replayed
 * or doubled notification finds them paid and changes nothing; the bookings' rows are locked too
 * (in order), so a payment racing the hold's end or a cancellation sees what the other did. A
 * reservation's suites whose holds ran out stand again together or not at all.
 */
export async function recordVerifiedPayment(
  db: Database,
  input: {
    tranId: string;
    valId: string;
    bankTranId: string;
    method: string | null;
    now: Date;
    limits: RevivalLimits;
  },
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const attempts = await tx
      .select()
      .from(payments)
      .where(eq(payments.tranId, input.tranId))
      .orderBy(asc(payments.bookingId))
      .for('update');
    if (attempts.length === 0) return { kind: 'unknown' as const };
    if (attempts.some((attempt) => attempt.status === 'paid')) return { kind: 'replayed' as const };
    await tx
      .update(payments)
      .set({
        status: 'paid',
        valId: input.valId,
        bankTranId: input.bankTranId,
        method: input.method,
        paidAt: input.now,
        updatedAt: input.now,
      })
      .where(eq(payments.tranId, input.tranId));
    const paid: { booking: BookingRow; paymentId: string; amount: number }[] = [];
    for (const attempt of attempts) {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, attempt.bookingId))
        .for('update');
      if (!booking) throw new Error(`payment ${attempt.id} names no booking`);
      paid.push({ booking, paymentId: attempt.id, amount: attempt.amount });
    }
    const paidColumns = (entry: (typeof paid)[number]) => ({
      amountPaid: entry.booking.amountPaid + entry.amount,
      updatedAt: input.now,
    });
    // Paid: no longer a hold, so where it was made from is no longer kept.
    const confirm = (entry: (typeof paid)[number]) => ({
      ...paidColumns(entry),
      status: 'confirmed' as const,
      holdExpiresAt: null,
      holdAddress: null,
    });
    // This payment's share goes back whole (what was paid before it is for the booking to keep).
    const refund = async (entry: (typeof paid)[number], reason: RefundReason) => {
      await tx.update(bookings).set(paidColumns(entry)).where(eq(bookings.id, entry.booking.id));
      return {
        kind: 'refunded' as const,
        bookingId: entry.booking.id,
        reason,
        refundIds: await refundWhatWasPaid(tx, entry.booking.id, reason, entry.paymentId),
      };
    };

    const outcomes: BookingPaymentOutcome[] = [];
    const lapsed = paid.filter((entry) => entry.booking.status === 'expired');
    const revivalRefused =
      lapsed.length > 0 ? await reviveLapsedHolds(tx, lapsed, confirm, input.limits) : null;
    for (const entry of paid) {
      const { booking } = entry;
      if (booking.status === 'pending_payment') {
        await tx.update(bookings).set(confirm(entry)).where(eq(bookings.id, booking.id));
        outcomes.push({ kind: 'confirmed', bookingId: booking.id, late: false });
      } else if (booking.status === 'expired') {
        outcomes.push(
          revivalRefused
            ? await refund(entry, revivalRefused)
            : { kind: 'confirmed', bookingId: booking.id, late: true },
        );
      } else if (booking.status === 'cancelled') {
        outcomes.push(await refund(entry, 'cancelled'));
      } else {
        // Already confirmed (or further on) by another payment: this one is paid twice.
        outcomes.push(await refund(entry, 'duplicate_payment'));
      }
    }
    const reservationId = paid[0]?.booking.reservationId ?? null;
    return { kind: 'recorded' as const, reservationId, bookings: outcomes };
  });
}

/** The promo code a revived booking needs a use of was used up meanwhile. */
class PromoCodeGoneError extends Error {}

/**
 * Bookings paid after their hold ran out (one, or the lapsed suites of one reservation) stand
 * again only as a new booking would, all of them or none: the guest under their cap of upcoming
 * stays (their row locked while counting, as a booking locks it), a use of the promo code still
 * left (its use went back when the hold ran out: the booking's, or the reservation's), and their
 * nights still free (the database refuses them otherwise). Confirmed, or why not, nothing changed.
 */
async function reviveLapsedHolds<Entry extends { booking: BookingRow }>(
  tx: Database,
  lapsed: readonly Entry[],
  confirm: (entry: Entry) => Partial<BookingRow>,
  limits: RevivalLimits,
): Promise<RefundReason | null> {
  const first = lapsed[0]?.booking;
  if (!first) return null;
  const guest = await lockGuest(tx, first.userId);
  const cap = guest ? limits.upcoming(guest) : undefined;
  if (
    cap !== undefined &&
    (await countUpcoming(tx, first.userId, limits.today)) + lapsed.length > cap
  ) {
    return 'late_booking_limit';
  }
  const promoCodeId = first.reservationId
    ? await reservationPromoCode(tx, first.reservationId)
    : first.promoCodeId;
  try {
    await tx.transaction(async (savepoint) => {
      if (promoCodeId) {
        if (!(await takePromoCodeUse(savepoint, promoCodeId, { offered: false }))) {
          throw new PromoCodeGoneError();
        }
      }
      for (const entry of lapsed) {
        await savepoint
          .update(bookings)
          .set(confirm(entry))
          .where(eq(bookings.id, entry.booking.id));
      }
    });
  } catch (error) {
    if (error instanceof PromoCodeGoneError) return 'late_promo_used_up';
    if (postgresError(error).code === EXCLUSION_VIOLATION) return 'late_payment';
    throw error;
  }
  return null;
}

/**
 * Ends the unpaid holds that have run out at `now`: `expired`, their nights free again, their
 * promo code uses given back (a reservation's once none of its suites holds its nights). One
 * statement claims them, so with several processes each hold ends once and its guest hears of it
 * once. Returns the bookings ended, with the reservation each is a suite of.
 */
export async function expireHolds(
  db: Database,
  now: Date,
): Promise<{ id: string; reservationId: string | null }[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.holdExpiresAt, now)))
      .returning({
        id: bookings.id,
        promoCodeId: bookings.promoCodeId,
        reservationId: bookings.reservationId,
      });
    for (const { promoCodeId } of ended) {
      if (!promoCodeId) continue;
      await givePromoCodeUseBack(tx, promoCodeId);
    }
    const reservationIds = new Set(ended.flatMap((booking) => booking.reservationId ?? []));
    for (const reservationId of reservationIds) {
      await giveReservationCodeBackIfEnded(tx, reservationId);
    }
    return ended.map(({ id, reservationId }) => ({ id, reservationId }));
  });
}
