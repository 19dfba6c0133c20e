import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import {
  type BookingRow,
  bookings,
  type PaymentRow,
  promoCodes,
  type RefundRow,
  suites,
} from '#server/db/schema.ts';
import { type Booking, type BookingStatus, RELEASED_STATUSES } from '#shared/booking.ts';
import { bookingStage } from '#shared/booking-stage.ts';
import { extraInReaderLanguage } from '#shared/extras.ts';
import { inReaderLanguage } from '#shared/localized-text.ts';
import { suiteImage } from '#shared/suite.ts';
import { RELEASED } from './availability.ts';
import { moneyOf, toPayment, toRefund } from './booking-money.ts';
import { isUuid } from './suites.ts';

/** Reading bookings: a guest's own or, for staff, everyone's, with their payments and refunds. */

export interface Viewer {
  id: string;
  role: 'guest' | 'admin';
}

/** The hotel itself, as its background jobs (payments, stay mails) read any booking. */
export const HOTEL_VIEWER: Viewer = { id: 'system', role: 'admin' };

export function viewerCondition(viewer: Viewer): SQL | undefined {
  return viewer.role === 'admin' ? undefined : eq(bookings.userId, viewer.id);
}

/**
 * The booking row `viewer` may see (a guest their own, an admin any), locked for update in `tx`
 * until it commits; undefined when there is none.
 */
export async function lockViewerBooking(
  tx: Database,
  viewer: Viewer,
  id: string,
): Promise<BookingRow | undefined> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), viewerCondition(viewer)))
    .for('update');
  return booking;
}

interface BookingJoin {
  booking: BookingRow;
  suite: typeof suites.$inferSelect;
  guest: { name: string; email: string; phone: string | null };
  promoCode: string | null;
}

/** The rows as bookings, with the payments and refunds of those that were paid online. */
async function toBookings(
  db: Database,
  rows: BookingJoin[],
  viewer: Viewer,
  today: string,
  now: Date,
): Promise<Booking[]> {
  const paid = rows.filter((row) => row.booking.amountPaid > 0).map((row) => row.booking.id);
  const money = await moneyOf(db, paid);
  return rows.map((row) => toBooking(row, viewer, today, now, money.get(row.booking.id)));
}

function toBooking(
  row: BookingJoin,
  viewer: Viewer,
  today: string,
  now: Date,
  money: { payments: PaymentRow[]; refunds: RefundRow[] } = { payments: [], refunds: [] },
): Booking {
  const { booking, suite, guest, promoCode } = row;
  const stage = bookingStage(booking, today);
  const released = (RELEASED_STATUSES as readonly string[]).includes(booking.status);
  const amountRefunded = money.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return {
    id: booking.id,
    reference: booking.reference,
    suiteId: booking.suiteId,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    adults: booking.adults,
    children: booking.children,
    nights: booking.nights,
    nightlyRate: booking.nightlyRate,
    nightly: booking.nightlyPrices,
    subtotal: booking.subtotal,
    discount: booking.discount,
    discountPercent: booking.discountPercent,
    extras: booking.extras.map(extraInReaderLanguage),
    extraGuests: booking.extraGuests,
    promoCode,
    serviceCharge: booking.serviceCharge,
    vat: booking.vat,
    tax: booking.tax,
    total: booking.total,
    charges: {
      serviceChargePercent: booking.serviceChargePercent,
      vatPercent: booking.vatPercent,
      taxPercent: booking.taxPercent,
    },
    specialRequests: booking.specialRequests,
    arrivalTime: booking.arrivalTime,
    reservationId: booking.reservationId,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    amountDue: booking.amountDue,
    amountPaid: booking.amountPaid,
    amountRefunded,
    balanceDue: released ? 0 : Math.max(0, booking.total - booking.amountPaid),
    // A suite of a reservation is paid with the whole (the reservation's own `payable`).
    payable:
      booking.reservationId === null &&
      booking.status === 'pending_payment' &&
      booking.amountPaid < booking.amountDue &&
      booking.holdExpiresAt !== null &&
      booking.holdExpiresAt > now,
    payments: money.payments.map(toPayment),
    refunds: money.refunds.map((refund) => toRefund(refund, viewer.role === 'admin')),
    suite: {
      /**
       * Read when it is said, not now: a mail, receipt or calendar file made from this booking
       * names the suite in its reader's language, which may not be the request's.
       */
      get name() {
        return inReaderLanguage(suite.name, suite.nameBn);
      },
      bed: suite.bed,
      capacity: suite.capacity,
      sizeSqft: suite.sizeSqft,
      image: suiteImage(suite.imagePath),
    },
    guest,
    stage,
    // A guest cancels a suite of a reservation only with the whole; staff may cancel it alone.
    cancellable:
      (booking.reservationId === null || viewer.role === 'admin') &&
      (stage === 'upcoming' ||
        stage === 'pending_payment' ||
        (stage === 'in_stay' && viewer.role === 'admin')),
  };
}

function selectBookings(db: Database) {
  return db
    .select({
      booking: bookings,
      suite: suites,
      guest: { name: users.name, email: users.email, phone: users.phone },
      promoCode: promoCodes.code,
    })
    .from(bookings)
    .innerJoin(suites, eq(suites.id, bookings.suiteId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(promoCodes, eq(promoCodes.id, bookings.promoCodeId));
}

/**
 * Bookings the viewer may see (guests: their own; admins: all), in the order of bookingStage:
 * stays to come or under way first, nearest arrival on top; then past stays, latest first;
 * then cancelled ones, latest stay first.
 */
export async function listBookings(
  db: Database,
  viewer: Viewer,
  options: { today: string; now: Date; status?: BookingStatus; limit: number },
): Promise<Booking[]> {
  const rows = await selectBookings(db)
    .where(
      and(
        viewerCondition(viewer),
        options.status ? eq(bookings.status, options.status) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${bookings.status} in ${RELEASED} then 2 when ${bookings.status} in ('checked_out', 'no_show') or ${bookings.checkOut} <= ${options.today}::date then 1 else 0 end`,
      sql`case when ${bookings.status} in ('pending_payment', 'confirmed', 'checked_in') and ${bookings.checkOut} > ${options.today}::date then ${bookings.checkIn} end asc`,
      desc(bookings.checkIn),
      desc(bookings.createdAt),
    )
    .limit(options.limit);
  return toBookings(db, rows, viewer, options.today, options.now);
}

/**
 * Bookings an admin reads by a condition of their own (the front desk's arrivals and departures,
 * the CSV export), in `order`, at most `limit`.
 */
export async function listBookingsWhere(
  db: Database,
  viewer: Viewer,
  options: { where: SQL | undefined; order: SQL[]; today: string; now: Date; limit: number },
): Promise<Booking[]> {
  const rows = await selectBookings(db)
    .where(and(viewerCondition(viewer), options.where))
    .orderBy(...options.order)
    .limit(options.limit);
  return toBookings(db, rows, viewer, options.today, options.now);
}

/**
 * One booking the viewer may see, or null (unknown, malformed, or someone else's); its stage as
 * of the hotel's `today`, whether its hold can still be paid as of `now`.
 */
export async function findBooking(
  db: Database,
  viewer: Viewer,
  id: string,
  today: string,
  now: Date,
): Promise<Booking | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectBookings(db).where(and(eq(bookings.id, id), viewerCondition(viewer)));
  if (!row) return null;
  const [booking] = await toBookings(db, [row], viewer, today, now);
  return booking ?? null;
}
