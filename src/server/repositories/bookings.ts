import { randomInt } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  ne,
  notInArray,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { EXCLUSION_VIOLATION, postgresError, UNIQUE_VIOLATION } from '#server/db/errors.ts';
import {
  type BookingRow,
  bookings,
  type PaymentRow,
  type PromoCodeRow,
  promoCodes,
  type RefundRow,
  ratePeriods,
  refunds,
  suiteBlocks,
  suites,
} from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import { type Booking, type BookingStatus, RELEASED_STATUSES } from '#shared/booking.ts';
import { type BookingStage, bookingStage } from '#shared/booking-stage.ts';
import type { QuotedExtra } from '#shared/extras.ts';
import { nightlyPrices, type RatePeriod } from '#shared/nightly-prices.ts';
import type { NightPrice, Quote, Stay } from '#shared/stay.ts';
import { addDays, flatNights, quoteStay } from '#shared/stay.ts';
import { type Suite, suiteImage } from '#shared/suite.ts';
import { countUnpaidHolds, countUpcoming, lockGuest } from './guest-limits.ts';
import { moneyOf, refundWhatWasPaid, toPayment, toRefund } from './payments.ts';
import { givePromoCodeUseBack, takePromoCodeUse } from './promo-codes.ts';
import { isUuid, suiteRating, toSuite } from './suites.ts';

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
  const checkIn = sql.placeholder('checkIn');
  const checkOut = sql.placeholder('checkOut');
  const party = sql.placeholder('party');
  const seasons = sql<RatePeriod[]>`coalesce((
    select json_agg(json_build_object(
      'startDate', rp.start_date, 'endDate', rp.end_date,
      'pricePerNight', rp.price_per_night, 'minNights', rp.min_nights
    ) order by rp.start_date)
    from rate_periods rp
    where rp.suite_id = "suites"."id" and rp.start_date < ${checkOut}::date and rp.end_date > ${checkIn}::date
  ), '[]'::json)`;
  return db
    .select({
      suite: suites,
      rating: suiteRating,
      seasons,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(suites)
    .where(
      and(
        eq(suites.active, true),
        sql`${suites.capacity} >= ${party}::int`,
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
      ),
    )
    .orderBy(sql`${suites.capacity} - ${party}::int`, asc(suites.pricePerNight), asc(suites.name))
    .limit(sql.placeholder('limit'))
    .prepare('find_available_suites');
}

const preparedSearches = new WeakMap<Database, ReturnType<typeof prepareSearch>>();

/** Suites free for the whole stay, each priced night by night (see prepareSearch). */
export async function findAvailableSuites(
  db: Database,
  stay: Stay,
  nights: number,
  limit: number,
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
      quote: quoteStay(
        nightlyPrices({ ...suite, ratePeriods: seasons }, stay.checkIn, stay.checkOut),
      ),
    })),
  };
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

/** Letters and digits that cannot be mistaken for one another when read out on the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SB-${code}`;
}

const RELEASED = sql.raw(`(${RELEASED_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * A booking that holds its nights: neither cancelled nor expired. Written with its values in the
 * SQL, as the overlap constraint and the search's partial index are (migration 0018), so the
 * planner matches them.
 */
export const holdsNights = (status: SQLWrapper = bookings.status) =>
  sql`${status} not in ${RELEASED}`;

export class OverlappingBookingError extends Error {
  constructor() {
    super('These dates overlap an existing booking of this suite.');
    this.name = 'OverlappingBookingError';
  }
}

/** Staff have taken some of these nights off sale (the database refused it: migration 0012). */
export class BlockedNightsError extends Error {
  constructor() {
    super('Some of these nights are blocked.');
    this.name = 'BlockedNightsError';
  }
}

/** The guest already holds as many upcoming stays as they may. */
export class BookingLimitError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`At most ${limit} upcoming bookings`);
    this.limit = limit;
    this.name = 'BookingLimitError';
  }
}

/** The guest, email not yet confirmed, already has as many unpaid holds as they may. */
export class UnpaidHoldLimitError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`At most ${limit} unpaid holds`);
    this.limit = limit;
    this.name = 'UnpaidHoldLimitError';
  }
}

/** The promo code was switched off or used up while the booking was being made. */
export class PromoCodeUsedUpError extends Error {
  constructor() {
    super('The promo code cannot be used any more');
    this.name = 'PromoCodeUsedUpError';
  }
}

/** The new stay would cost less than what was already paid online for the booking. */
export class PaidBeyondChangeError extends Error {
  readonly paid: number;

  constructor(paid: number) {
    super(`Already paid ${paid}`);
    this.paid = paid;
    this.name = 'PaidBeyondChangeError';
  }
}

/** The suite was archived or deleted while the booking was being made. */
export class SuiteWithdrawnError extends Error {
  constructor() {
    super('The suite is no longer offered');
    this.name = 'SuiteWithdrawnError';
  }
}

/** A quote as the booking's columns keep it. */
function priceColumns(quote: Quote) {
  return {
    nights: quote.nights,
    nightlyRate: quote.nightlyRate,
    nightlyPrices: quote.nightly,
    subtotal: quote.subtotal,
    discount: quote.discount,
    discountPercent: quote.discountPercent,
    extras: quote.extras,
    serviceCharge: quote.serviceCharge,
    vat: quote.vat,
    tax: quote.tax,
    total: quote.total,
  };
}

/** The database's refusal of a booking's nights, as the error the routes answer. */
function nightsRefused(error: unknown): Error | null {
  const { code, constraint } = postgresError(error);
  if (code !== EXCLUSION_VIOLATION) return null;
  return constraint === 'bookings_not_on_blocked_nights'
    ? new BlockedNightsError()
    : new OverlappingBookingError();
}

/**
 * Stores a booking priced by `quote`. The database refuses an overlap (OverlappingBookingError).
 * The suite's row is share-locked and must still be active (SuiteWithdrawnError): staff archiving
 * or deleting it at the same moment wait for the booking, or the booking sees they won.
 * With `limit`, the guest may hold at most that many upcoming stays (check-out after `today`),
 * and with `unpaidHoldLimit` that many unpaid holds: the guest's row is locked while counting, so
 * bookings sent all at once cannot each see room for one more (BookingLimitError,
 * UnpaidHoldLimitError).
 */
export async function insertBooking(
  db: Database,
  input: {
    userId: string;
    suiteId: string;
    stay: Stay;
    quote: Quote;
    /** The promo code the quote's discount came from: one of its uses is taken, if any is left. */
    promoCodeId?: string;
    limit?: { upcoming: number; today: string };
    /**
     * With online payment: the booking holds its nights unpaid until `expiresAt`; `address` is
     * the client's it was made from (null for none), counted if the hold lapses.
     */
    hold?: { expiresAt: Date; amountDue: number; address: string | null };
    unpaidHoldLimit?: number;
  },
): Promise<string> {
  const { userId, suiteId, stay, quote, promoCodeId, limit, hold, unpaidHoldLimit } = input;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (limit || unpaidHoldLimit !== undefined) await lockGuest(tx, userId);
        if (limit && (await countUpcoming(tx, userId, limit.today)) >= limit.upcoming) {
          throw new BookingLimitError(limit.upcoming);
        }
        if (
          unpaidHoldLimit !== undefined &&
          (await countUnpaidHolds(tx, userId)) >= unpaidHoldLimit
        ) {
          throw new UnpaidHoldLimitError(unpaidHoldLimit);
        }
        const [suite] = await tx
          .select({ active: suites.active })
          .from(suites)
          .where(eq(suites.id, suiteId))
          .for('share');
        if (!suite?.active) throw new SuiteWithdrawnError();
        if (promoCodeId) {
          // One statement takes a use if one is left: racing bookings cannot overrun max_uses.
          if (!(await takePromoCodeUse(tx, promoCodeId, { offered: true }))) {
            throw new PromoCodeUsedUpError();
          }
        }
        const [row] = await tx
          .insert(bookings)
          .values({
            reference: newReference(),
            userId,
            suiteId,
            ...stay,
            ...priceColumns(quote),
            promoCodeId: promoCodeId ?? null,
            ...(hold
              ? {
                  status: 'pending_payment' as const,
                  holdExpiresAt: hold.expiresAt,
                  amountDue: hold.amountDue,
                  holdAddress: hold.address,
                }
              : {}),
          })
          .returning({ id: bookings.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
    } catch (error) {
      if (
        error instanceof BookingLimitError ||
        error instanceof UnpaidHoldLimitError ||
        error instanceof SuiteWithdrawnError ||
        error instanceof PromoCodeUsedUpError
      ) {
        throw error;
      }
      const refused = nightsRefused(error);
      if (refused) throw refused;
      const { code, constraint } = postgresError(error);
      // A reference collision (about 1 in 10^9 per pair): draw another.
      if (code === UNIQUE_VIOLATION && constraint === 'bookings_reference_key' && attempt < 5)
        continue;
      throw error;
    }
  }
}

export interface Viewer {
  id: string;
  role: 'guest' | 'admin';
}

function viewerCondition(viewer: Viewer): SQL | undefined {
  return viewer.role === 'admin' ? undefined : eq(bookings.userId, viewer.id);
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
): Promise<Booking[]> {
  const paid = rows.filter((row) => row.booking.amountPaid > 0).map((row) => row.booking.id);
  const money = await moneyOf(db, paid);
  const now = new Date();
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
    extras: booking.extras,
    promoCode,
    serviceCharge: booking.serviceCharge,
    vat: booking.vat,
    tax: booking.tax,
    total: booking.total,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    amountDue: booking.amountDue,
    amountPaid: booking.amountPaid,
    amountRefunded,
    balanceDue: released ? 0 : Math.max(0, booking.total - booking.amountPaid),
    payable:
      booking.status === 'pending_payment' &&
      booking.amountPaid < booking.amountDue &&
      booking.holdExpiresAt !== null &&
      booking.holdExpiresAt > now,
    payments: money.payments.map(toPayment),
    refunds: money.refunds.map((refund) => toRefund(refund, viewer.role === 'admin')),
    suite: {
      name: suite.name,
      bed: suite.bed,
      capacity: suite.capacity,
      sizeSqft: suite.sizeSqft,
      image: suiteImage(suite.imagePath),
    },
    guest,
    stage,
    cancellable:
      stage === 'upcoming' ||
      stage === 'pending_payment' ||
      (stage === 'in_stay' && viewer.role === 'admin'),
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
  options: { today: string; status?: BookingStatus; limit: number },
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
  return toBookings(db, rows, viewer, options.today);
}

/**
 * Bookings an admin reads by a condition of their own (the front desk's arrivals and departures,
 * the CSV export), in `order`, at most `limit`.
 */
export async function listBookingsWhere(
  db: Database,
  viewer: Viewer,
  options: { where: SQL | undefined; order: SQL[]; today: string; limit: number },
): Promise<Booking[]> {
  const rows = await selectBookings(db)
    .where(and(viewerCondition(viewer), options.where))
    .orderBy(...options.order)
    .limit(options.limit);
  return toBookings(db, rows, viewer, options.today);
}

/** One booking the viewer may see, or null (unknown, malformed, or someone else's). */
export async function findBooking(
  db: Database,
  viewer: Viewer,
  id: string,
  today: string,
): Promise<Booking | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectBookings(db).where(and(eq(bookings.id, id), viewerCondition(viewer)));
  if (!row) return null;
  const [booking] = await toBookings(db, [row], viewer, today);
  return booking ?? null;
}

/**
 * Cancels a booking the viewer may cancel (a guest their own, until the arrival day; an admin
 * any whose stay has not ended), confirmed or still unpaid: marks it cancelled (kept on record)
 * and so frees its nights, and writes the refunds of what was paid online, in one transaction.
 * False for an unknown, someone else's, already cancelled or expired, begun (for a guest) or
 * past booking; else who cancelled and the refunds to send. Staff cancelling a guest's booking
 * is recorded in the audit trail, in the same transaction. `now` is when: an unpaid hold
 * cancelled counts as lapsed from then (bookings/guest-limits.ts).
 */
export async function cancelBooking(
  db: Database,
  viewer: Viewer & { email: string },
  id: string,
  today: string,
  now: Date,
): Promise<false | { byStaff: boolean; refundIds: string[] }> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(bookings.id, id),
          inArray(bookings.status, ['confirmed', 'pending_payment']),
          viewerCondition(viewer),
          viewer.role === 'admin' ? gt(bookings.checkOut, today) : gte(bookings.checkIn, today),
        ),
      )
      .returning({
        id: bookings.id,
        userId: bookings.userId,
        promoCodeId: bookings.promoCodeId,
        reference: bookings.reference,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        amountPaid: bookings.amountPaid,
      });
    if (!cancelled) return false;
    // What was paid online goes back (the cancellation policy returns all of it).
    const refundIds =
      cancelled.amountPaid > 0 ? await refundWhatWasPaid(tx, cancelled.id, 'cancelled') : [];
    if (cancelled.promoCodeId) {
      // The stay will not happen: its use of the code is given back.
      await givePromoCodeUseBack(tx, cancelled.promoCodeId);
    }
    if (cancelled.userId !== viewer.id) {
      const [guest] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, cancelled.userId));
      const booking = {
        reference: cancelled.reference,
        guest: guest?.email ?? null,
        checkIn: cancelled.checkIn,
        checkOut: cancelled.checkOut,
      };
      await recordAuditEvent(tx, {
        actor: { id: viewer.id, email: viewer.email },
        action: 'booking.cancelled_by_staff',
        target: { type: 'booking', id: cancelled.id },
        before: { ...booking, status: 'confirmed' },
        after: { ...booking, status: 'cancelled' },
      });
    }
    return { byStaff: cancelled.userId !== viewer.id, refundIds };
  });
}

/** Why a booking cannot move: where it stands on the hotel's date. */
export type UnchangeableStage = Exclude<BookingStage, 'upcoming'>;

/**
 * Moves a booking the viewer may see (a guest their own, an admin any) to another stay in the
 * same suite, if it has not begun: the row is locked, `reprice` prices the new stay from what the
 * booking holds, its promo code included (it may throw to refuse it), and the new nights and
 * prices replace the old in one update. A code `reprice` does not keep is given up, and its use
 * given back. The database refuses nights another booking or a block holds
 * (OverlappingBookingError, BlockedNightsError) and the old nights stay booked; nothing changes.
 * The change is in the audit trail whoever made it. Null for no booking the viewer may see.
 */
export async function changeBookingStay(
  db: Database,
  viewer: Viewer & { email: string },
  id: string,
  change: {
    today: string;
    stay: Stay;
    reprice: (
      tx: Database,
      booked: {
        suiteId: string;
        nightly: NightPrice[];
        discountPercent: number;
        /** The code the booking's discount came from, as it stands now; null without one. */
        promoCode: PromoCodeRow | null;
        extras: QuotedExtra[];
        stay: Stay;
      },
    ) => Promise<{ quote: Quote; keepsPromoCode: boolean }>;
  },
): Promise<{ changed: true } | { changed: false; stage: UnchangeableStage } | null> {
  if (!isUuid(id)) return null;
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), viewerCondition(viewer)))
        .for('update');
      if (!booking) return null;
      const stage = bookingStage(booking, change.today);
      if (stage !== 'upcoming') return { changed: false, stage };
      const [suite] = await tx
        .select({ active: suites.active })
        .from(suites)
        .where(eq(suites.id, booking.suiteId))
        .for('share');
      if (!suite?.active) throw new SuiteWithdrawnError();
      const before: Stay = {
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        adults: booking.adults,
        children: booking.children,
      };
      const [promoCode] = booking.promoCodeId
        ? await tx.select().from(promoCodes).where(eq(promoCodes.id, booking.promoCodeId))
        : [];
      const { quote, keepsPromoCode } = await change.reprice(tx, {
        suiteId: booking.suiteId,
        nightly: booking.nightlyPrices,
        discountPercent: booking.discountPercent,
        promoCode: promoCode ?? null,
        extras: booking.extras,
        stay: before,
      });
      const givenUpCodeId = keepsPromoCode ? null : booking.promoCodeId;
      // What was paid online is not given back by a change: a stay cheaper than that is refused.
      if (booking.amountPaid > 0) {
        const [kept] = await tx
          .select({
            paid: sql<number>`${booking.amountPaid} - coalesce(sum(${refunds.amount}), 0)::int`,
          })
          .from(refunds)
          .where(and(eq(refunds.bookingId, id), ne(refunds.status, 'failed')));
        const paid = Number(kept?.paid ?? booking.amountPaid);
        if (quote.total < paid) throw new PaidBeyondChangeError(paid);
      }
      await tx
        .update(bookings)
        .set({
          ...change.stay,
          ...priceColumns(quote),
          ...(givenUpCodeId ? { promoCodeId: null } : {}),
          amountDue: Math.min(booking.amountDue, quote.total),
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, id));
      if (givenUpCodeId) {
        // The booking no longer holds the code: its use is given back, as by a cancellation.
        await givePromoCodeUseBack(tx, givenUpCodeId);
      }
      await recordAuditEvent(tx, {
        actor: { id: viewer.id, email: viewer.email },
        action: 'booking.changed',
        target: { type: 'booking', id },
        before: {
          reference: booking.reference,
          ...before,
          total: booking.total,
          discountPercent: booking.discountPercent,
        },
        after: {
          reference: booking.reference,
          ...change.stay,
          total: quote.total,
          discountPercent: quote.discountPercent,
        },
      });
      return { changed: true as const };
    });
  } catch (error) {
    throw nightsRefused(error) ?? error;
  }
}

/**
 * Moves a booking's status as staff mark it at the front desk (checked in, checked out, no-show),
 * if `allowed` says the move may be made from the status it has now: the row is locked, checked
 * and updated in one transaction, so two desks marking the same booking at once cannot both win.
 * Audited. Null for no such booking; else the refusal's words, or null when it moved.
 */
export async function moveBookingStatus(
  db: Database,
  actor: { id: string; email: string },
  id: string,
  to: BookingStatus,
  allowed: (booking: BookingRow) => string | null,
): Promise<{ refused: string | null } | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!booking) return null;
    const refused = allowed(booking);
    if (refused) return { refused };
    await tx.update(bookings).set({ status: to, updatedAt: new Date() }).where(eq(bookings.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: 'booking.status_changed',
      target: { type: 'booking', id },
      before: { reference: booking.reference, status: booking.status },
      after: { reference: booking.reference, status: to },
    });
    return { refused: null };
  });
}

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
