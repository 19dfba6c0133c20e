import * as z from 'zod/mini';
import { RATING } from './constants.ts';

/** A testimonial as the API returns it (spec field names: docs/decisions/004-spec-field-names.md). */
export const reviewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  rating: z.int().check(z.minimum(RATING.min), z.maximum(RATING.max)),
  comment: z.string(),
  photo: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The list `GET /api/reviews` returns. */
export const reviewListSchema = z.array(reviewSchema);
