import { count, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { demoExtras, demoReviews, demoSuites } from './demo-data.ts';
import { extras, reviews, suitePhotos, suites } from './schema.ts';

interface SeedResult {
  suites: number;
  reviews: number;
}

/** Arbitrary constant naming the advisory lock that keeps two processes from seeding at once. */
const SEED_LOCK_KEY = 7_202_612;

/**
 * Adds the demo suites while there are no suites, the demo extras while there are none, and the
 * demo testimonials while there are no testimonials. Idempotent, and never brings back what an
 * admin has since removed. The testimonials are dated back from `now`.
 */
export async function seedDemoData(db: Database, now: Date): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [suiteCount] = await tx.select({ value: count() }).from(suites);
    const [reviewCount] = await tx.select({ value: count() }).from(reviews);
    const [extraCount] = await tx.select({ value: count() }).from(extras);
    if (extraCount?.value === 0) await tx.insert(extras).values([...demoExtras]);
    const result: SeedResult = { suites: 0, reviews: 0 };

    if (suiteCount?.value === 0) {
      const rows = demoSuites.map((suite) => ({
        ...suite,
        imagePath: `/images/suites/${suite.slug}`,
      }));
      const inserted = await tx
        .insert(suites)
        .values(rows)
        .returning({ id: suites.id, imagePath: suites.imagePath });
      await tx
        .insert(suitePhotos)
        .values(
          inserted.map((suite) => ({ suiteId: suite.id, imagePath: suite.imagePath, position: 0 })),
        );
      result.suites = inserted.length;
    }
    if (reviewCount?.value === 0) {
      // Spread the testimonials over the past weeks so "newest first" means something.
      const rows = demoReviews.map((review, index) => ({
        ...review,
        createdAt: new Date(now.getTime() - (demoReviews.length - index) * 4 * 86_400_000),
      }));
      result.reviews = (await tx.insert(reviews).values(rows).returning({ id: reviews.id })).length;
    }
    return result;
  });
}
