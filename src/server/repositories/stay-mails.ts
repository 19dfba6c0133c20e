import { and, asc, between, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings } from '#server/db/schema.ts';

/**
 * Which stays are owed the mail before arrival or the one after the stay, and the claim that
 * gives each mail to one sender (migration 0023). A booking's column is stamped when its mail is
 * claimed: null, the mail is still owed.
 */

export type StayMailKind = 'preArrival' | 'afterStay';

/** Hotel dates (`YYYY-MM-DD`, both included) the check-in, or the check-out, falls between. */
export interface StayMailWindow {
  from: string;
  to: string;
}

// The conditions are written as the partial indexes bookings_pre_arrival_due_idx and
// bookings_after_stay_due_idx are, statuses as literals, so the planner can use them.
const KINDS = {
  preArrival: {
    mailedAt: bookings.preArrivalMailedAt,
    day: bookings.checkIn,
    status: sql`${bookings.status} = 'confirmed'`,
    stamp: (at: Date | null) => ({ preArrivalMailedAt: at }),
  },
  afterStay: {
    mailedAt: bookings.afterStayMailedAt,
    day: bookings.checkOut,
    status: sql`${bookings.status} in ('confirmed', 'checked_in', 'checked_out')`,
    stamp: (at: Date | null) => ({ afterStayMailedAt: at }),
  },
} as const;

function owed(kind: StayMailKind, window: StayMailWindow): SQL | undefined {
  const { mailedAt, day, status } = KINDS[kind];
  return and(isNull(mailedAt), status, between(day, window.from, window.to));
}

/** The bookings owed the mail, their day falling in `window`, soonest first, at most `limit`. */
export async function stayMailsOwed(
  db: Database,
  kind: StayMailKind,
  window: StayMailWindow,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(owed(kind, window))
    .orderBy(asc(KINDS[kind].day), asc(bookings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes the booking's mail for this sender, if it is still owed (not taken by another process,
 * not cancelled or moved out of `window` since it was listed), and with it that of the other
 * suites of its reservation still owed it, so the guest hears once for the whole: the ids this
 * sender is to mail (none: nothing to send). One statement, so of two processes claiming at once
 * only one gets each booking, and a reservation's suites go to one of them together.
 */
export async function claimStayMail(
  db: Database,
  kind: StayMailKind,
  id: string,
  window: StayMailWindow,
  now: Date,
): Promise<string[]> {
  const reservationOf = db
    .select({ reservationId: bookings.reservationId })
    .from(bookings)
    .where(eq(bookings.id, id));
  const claimed = await db
    .update(bookings)
    // The mail is not a change of the booking: its updatedAt stays.
    .set({ ...KINDS[kind].stamp(now), updatedAt: sql`${bookings.updatedAt}` })
    .where(
      and(
        or(eq(bookings.id, id), eq(bookings.reservationId, sql`(${reservationOf})`)),
        owed(kind, window),
      ),
    )
    .returning({ id: bookings.id });
  return claimed.map((row) => row.id).sort();
}

/** Gives back a claim whose mail could not be queued, so the next sweep sends it. */
export async function releaseStayMail(
  db: Database,
  kind: StayMailKind,
  id: string,
  claimedAt: Date,
): Promise<void> {
  const { mailedAt, stamp } = KINDS[kind];
  await db
    .update(bookings)
    .set({ ...stamp(null), updatedAt: sql`${bookings.updatedAt}` })
    .where(and(eq(bookings.id, id), eq(mailedAt, claimedAt)));
}
