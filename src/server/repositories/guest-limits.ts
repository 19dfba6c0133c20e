import { and, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { bookings } from '#server/db/schema.ts';

/**
 * What a guest holds, counted for the limits on it (limits/guest-limits.ts): stays to come,
 * unpaid holds, and holds let lapse. Counts that bookings sent at once could each pass are read
 * with the guest's row locked (lockGuest).
 */

/**
 * Locks the guest's row until the transaction ends, so that one guest's bookings (and late
 * payments reviving one) take turns at counting what the guest holds; their role and whether
 * their email address is confirmed, as they are now. Null for no such account.
 */
export async function lockGuest(tx: Database, userId: string) {
  const [guest] = await tx
    .select({ role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return guest ?? null;
}

/** Stays the guest holds that have not ended: unpaid, confirmed or begun, leaving after `today`. */
export async function countUpcoming(tx: Database, userId: string, today: string): Promise<number> {
  const [held] = await tx
    .select({ value: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, ['pending_payment', 'confirmed', 'checked_in']),
        gt(bookings.checkOut, today),
      ),
    );
  return held?.value ?? 0;
}

/** The guest's bookings waiting for their deposit now. */
export async function countUnpaidHolds(tx: Database, userId: string): Promise<number> {
  const [held] = await tx
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'pending_payment')));
  return held?.value ?? 0;
}

/** When a lapsed hold lapsed: when it was cancelled, or else when it ran out. */
const lapsedAt = sql`coalesce(${bookings.cancelledAt}, ${bookings.holdExpiresAt})`;

/**
 * A hold let lapse: cancelled or expired while unpaid. A hold that was paid was confirmed, which
 * clears its `hold_expires_at`, and a booking made without the gateway never had one.
 */
const lapsedHold = and(
  inArray(bookings.status, ['cancelled', 'expired']),
  isNotNull(bookings.holdExpiresAt),
);

/**
 * When the holds of one account, or made from one client address, lapsed after `since`: newest
 * first, at most `limit` of them.
 */
export async function lapsedHolds(
  db: Database,
  made: { by: string } | { from: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ cancelledAt: bookings.cancelledAt, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(
      and(
        'by' in made ? eq(bookings.userId, made.by) : eq(bookings.holdAddress, made.from),
        lapsedHold,
        sql`${lapsedAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(lapsedAt))
    .limit(limit);
  return rows.flatMap((row) => row.cancelledAt ?? row.holdExpiresAt ?? []);
}

/**
 * Forgets where holds that lapsed before `before` were made from: they no longer count, and a
 * client address is kept no longer than it serves. Paid holds forget it when confirmed.
 */
export async function forgetHoldAddresses(db: Database, before: Date): Promise<void> {
  await db
    .update(bookings)
    // Forgetting the address is bookkeeping, not a change of the booking: its updatedAt stays.
    .set({ holdAddress: null, updatedAt: sql`${bookings.updatedAt}` })
    .where(
      and(
        isNotNull(bookings.holdAddress),
        ne(bookings.status, 'pending_payment'),
        sql`${lapsedAt} < ${before.toISOString()}::timestamptz`,
      ),
    );
}
