import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type ReviewRow, reviews } from '#server/db/schema.ts';
import type { Review } from '#shared/review.ts';

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    rating: row.rating,
    comment: row.comment,
    photo: row.photo,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Visible testimonials, newest first. */
export async function listVisibleReviews(db: Database, limit: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.visible, true))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toReview);
}
