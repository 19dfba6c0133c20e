import * as z from 'zod/mini';
import { BED_TYPES, RATING, SUITE_CAPACITY } from './constants.ts';

/** An image in several widths, for `<img src srcset width height>`. */
export const responsiveImageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.int(),
  height: z.int(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** A suite as the API returns it (spec field names: docs/decisions/004-spec-field-names.md). */
export const suiteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  bed: z.enum(BED_TYPES),
  capacity: z.int().check(z.minimum(SUITE_CAPACITY.min), z.maximum(SUITE_CAPACITY.max)),
  sizeSqft: z.int().check(z.positive()),
  rating: z.int().check(z.minimum(RATING.min), z.maximum(RATING.max)),
  /** Whole BDT per night. */
  pricePerNight: z.int().check(z.positive()),
  /** Whole BDT for a Friday or Saturday night outside seasons; null: the base price. */
  weekendPricePerNight: z.nullable(z.int().check(z.positive())),
  /** How many guests the nightly price includes; null: all it sleeps. */
  baseOccupancy: z.nullable(z.int().check(z.positive())),
  /** Whole BDT per night for each adult, and each child, beyond the base occupancy. */
  extraAdultPerNight: z.int().check(z.nonnegative()),
  extraChildPerNight: z.int().check(z.nonnegative()),
  image: responsiveImageSchema,
});
export type Suite = z.infer<typeof suiteSchema>;

/** Widths, in pixels, in which every suite image is stored (3:2). */
export const SUITE_IMAGE_WIDTHS = [480, 960, 1440] as const;
const SUITE_IMAGE_LARGEST = SUITE_IMAGE_WIDTHS[2];

/**
 * Builds the responsive image of a suite from the base path its files share:
 * `/images/suites/garden-king-suite` → `…-480.webp`, `…-960.webp`, `…-1440.webp`.
 */
export function suiteImage(basePath: string): ResponsiveImage {
  const largest = SUITE_IMAGE_LARGEST;
  return {
    src: `${basePath}-960.webp`,
    srcSet: SUITE_IMAGE_WIDTHS.map((width) => `${basePath}-${width}.webp ${width}w`).join(', '),
    width: largest,
    height: (largest * 2) / 3,
  };
}

/** `GET /api/suites/:id`: a suite and its gallery in order (the first photo is its cover). */
export const suiteDetailSchema = z.object({
  ...suiteSchema.shape,
  photos: z.array(responsiveImageSchema),
});
export type SuiteDetail = z.infer<typeof suiteDetailSchema>;

/** The list `GET /api/suites` returns. */
export const suiteListSchema = z.array(suiteSchema);
