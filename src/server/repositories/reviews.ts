import { and, count, desc, eq, ilike, inArray, lte, notExists, or, type SQL } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { postgresError, UNIQUE_VIOLATION } from '#server/db/errors.ts';
import { bookings, type ReviewRow, reviews, suites } from '#server/db/schema.ts';
import { type AuditActor, recordAuditEvent } from '#server/repositories/audit.ts';
import { inReaderLanguage } from '#shared/localized-text.ts';
import type {
  AdminReview,
  AdminReviewList,
  MyReviews,
  OwnReview,
  Review,
  ReviewableStay,
} from '#shared/review.ts';
import { isUuid } from './suites.ts';

/** What a query of reviews selects: the review, and the stay it names (suite and check-in). */
function selectReviews(db: Database) {
  return db
    .select({
      review: reviews,
      suiteName: suites.name,
      suiteNameBn: suites.nameBn,
      checkIn: bookings.checkIn,
      authorEmail: users.email,
    })
    .from(reviews)
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(suites, eq(suites.id, bookings.suiteId))
    .leftJoin(users, eq(users.id, reviews.userId));
}

type SelectedReview = {
  review: ReviewRow;
  suiteName: string | null;
  suiteNameBn: string | null;
  checkIn: string | null;
  authorEmail: string | null;
};

/** The public face of a review: no author or booking id, only what the stay badge says. */
function toReview({ review, suiteName, suiteNameBn, checkIn }: SelectedReview): Review {
  return {
    id: review.id,
    name: review.name,
    address: review.address,
    rating: review.rating,
    comment: review.comment,
    photo: review.photo,
    createdAt: review.createdAt.toISOString(),
    stay:
      suiteName && checkIn
        ? { suiteName: inReaderLanguage(suiteName, suiteNameBn), month: checkIn.slice(0, 7) }
        : null,
  };
}

function toOwnReview(row: SelectedReview): OwnReview {
  return {
    ...toReview(row),
    visible: row.review.visible,
    updatedAt: row.review.updatedAt.toISOString(),
  };
}

function toAdminReview(row: SelectedReview): AdminReview {
  return { ...toOwnReview(row), authorEmail: row.authorEmail };
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)] as const;

/** Visible testimonials, newest first. */
export async function listVisibleReviews(db: Database, limit: number): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(eq(reviews.visible, true))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toReview);
}

/**
 * A suite's visible reviews, newest first: those that name one of its stays (the hotel's own
 * testimonials name none, so they are on no suite's page).
 */
export async function listSuiteReviews(
  db: Database,
  suiteId: string,
  limit: number,
): Promise<Review[]> {
  if (!isUuid(suiteId)) return [];
  const rows = await selectReviews(db)
    .where(and(eq(reviews.visible, true), eq(bookings.suiteId, suiteId)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toReview);
}

/**
 * A past stay of this guest's: their own booking, checked out by staff, or neither cancelled nor
 * a no-show and ending on or before `today` at the hotel.
 */
function pastStayOf(userId: string, today: string): SQL {
  return and(
    eq(bookings.userId, userId),
    or(
      eq(bookings.status, 'checked_out'),
      and(inArray(bookings.status, ['confirmed', 'checked_in']), lte(bookings.checkOut, today)),
    ),
  ) as SQL;
}

/** The guest's reviews, newest first, and their past stays that no review names yet. */
export async function listMyReviews(
  db: Database,
  userId: string,
  today: string,
): Promise<MyReviews> {
  const rows = await selectReviews(db)
    .where(eq(reviews.userId, userId))
    .orderBy(...newestFirst)
    .limit(100);
  const stays = await db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      suiteName: suites.name,
      suiteNameBn: suites.nameBn,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .innerJoin(suites, eq(suites.id, bookings.suiteId))
    .where(
      and(
        pastStayOf(userId, today),
        notExists(
          db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookings.id)),
        ),
      ),
    )
    .orderBy(desc(bookings.checkOut))
    .limit(50);
  return {
    reviews: rows.map(toOwnReview),
    stays: stays.map(
      ({ suiteNameBn, ...stay }): ReviewableStay => ({
        ...stay,
        suiteName: inReaderLanguage(stay.suiteName, suiteNameBn),
      }),
    ),
  };
}

/** Every review, newest first, for admins: those whose name, address, comment or author match. */
export async function listAllReviews(
  db: Database,
  options: { q?: string | undefined; limit: number },
): Promise<AdminReviewList> {
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern
    ? or(
        ilike(reviews.name, pattern),
        ilike(reviews.address, pattern),
        ilike(reviews.comment, pattern),
        ilike(users.email, pattern),
        ilike(suites.name, pattern),
      )
    : undefined;
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(options.limit);
  const [total] = await db
    .select({ total: count() })
    .from(reviews)
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(suites, eq(suites.id, bookings.suiteId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where);
  return { reviews: rows.map(toAdminReview), total: total?.total ?? 0 };
}

async function findSelected(db: Database, id: string): Promise<SelectedReview | null> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row ?? null;
}

/** The stay named is not one of this guest's past stays. */
export class NotAPastStayError extends Error {}
/** The stay already has a review. */
export class StayAlreadyReviewedError extends Error {}

interface NewReview {
  author: { id: string; name: string; image: string | null };
  address: string;
  rating: number;
  comment: string;
  bookingId: string | null;
  today: string;
}

/**
 * Stores a guest's review. A named stay must be one of their own past stays with no review yet;
 * the unique index on the booking settles two submissions at once.
 */
export async function insertReview(db: Database, review: NewReview): Promise<OwnReview> {
  const { author, bookingId, today } = review;
  let suiteId: string | null = null;
  if (bookingId) {
    const [stay] = await db
      .select({ suiteId: bookings.suiteId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), pastStayOf(author.id, today)));
    if (!stay) throw new NotAPastStayError();
    suiteId = stay.suiteId;
  }
  let id: string;
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        userId: author.id,
        name: author.name,
        photo: author.image,
        address: review.address,
        rating: review.rating,
        comment: review.comment,
        bookingId,
        suiteId,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('insert returned no row');
    id = row.id;
  } catch (error) {
    if (postgresError(error).code === UNIQUE_VIOLATION) throw new StayAlreadyReviewedError();
    throw error;
  }
  const stored = await findSelected(db, id);
  if (!stored) throw new Error('inserted review not found');
  return toOwnReview(stored);
}

/**
 * The author's edit of their own review (words, rating, and their current name and photo).
 * Null when the id names no review of theirs. Visibility is the admins' and stays as it is.
 */
export async function updateOwnReview(
  db: Database,
  author: { id: string; name: string; image: string | null },
  id: string,
  changes: { address: string; rating: number; comment: string },
  now: Date,
): Promise<OwnReview | null> {
  if (!isUuid(id)) return null;
  const updated = await db
    .update(reviews)
    .set({ ...changes, name: author.name, photo: author.image, updatedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.userId, author.id)))
    .returning({ id: reviews.id });
  if (updated.length === 0) return null;
  const stored = await findSelected(db, id);
  return stored ? toOwnReview(stored) : null;
}

/** Deletes the author's own review; false when the id names no review of theirs. */
export async function deleteOwnReview(
  db: Database,
  authorId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, authorId)))
    .returning({ id: reviews.id });
  return deleted.length > 0;
}

/** Hides a review from the public list or shows it again (admins); null for an unknown id. */
export async function setReviewVisibility(
  db: Database,
  actor: AuditActor,
  id: string,
  visible: boolean,
  now: Date,
): Promise<AdminReview | null> {
  if (!isUuid(id)) return null;
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: reviews.id, visible: reviews.visible, name: reviews.name })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!before) return false;
    if (before.visible === visible) return true;
    await tx.update(reviews).set({ visible, updatedAt: now }).where(eq(reviews.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: visible ? 'review.shown' : 'review.hidden',
      target: { type: 'review', id },
      before: { name: before.name, hidden: !before.visible },
      after: { name: before.name, hidden: !visible },
    });
    return true;
  });
  if (!changed) return null;
  const stored = await findSelected(db, id);
  return stored ? toAdminReview(stored) : null;
}
