import { z } from 'zod';
import { RATING } from './constants.ts';

/** A testimonial as the API returns it (spec field names: docs/decisions/004-spec-field-names.md). */
export const reviewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  rating: z.number().int().min(RATING.min).max(RATING.max),
  comment: z.string(),
  photo: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;
