import * as z from 'zod/mini';
import { RATING } from './constants.ts';
import { says } from './labels.ts';
import { defineMessages, tr } from './messages.ts';
import {
  checkMessages,
  plainLines,
  requiredText,
  singleLine,
  TRUE_OR_FALSE,
} from './validation.ts';

const messages = defineMessages({
  commentRequired: {
    id: 'validation.review.commentRequired',
    defaultMessage: '! Comment is required',
  },
  commentLength: {
    id: 'validation.review.commentLength',
    defaultMessage: 'Comment must be at most {max, number, ::group-off} characters',
  },
  pastStay: { id: 'validation.review.pastStay', defaultMessage: 'Choose one of your past stays' },
});

export const REVIEW_ADDRESS_MAX = 120;
const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 1000;

/** The start of a tag, a comment or a doctype: `<b`, `</p`, `<!--`, `<?xml`. */
const MARKUP = /<\s*[a-z!/?]/i;

/**
 * The review form, checked in the browser and again on the server. Name is shown read-only
 * (the server signs the review with the account's own name), so the API does not read it.
 */
const reviewFields = {
  address: requiredText(checkMessages.addressRequired).check(
    z.maxLength(REVIEW_ADDRESS_MAX, says(checkMessages.addressLength, { max: REVIEW_ADDRESS_MAX })),
    singleLine,
  ),
  rating: z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? tr(checkMessages.ratingRequired)
          : tr(checkMessages.rating, RATING),
    })
    .check(
      z.minimum(RATING.min, says(checkMessages.rating, RATING)),
      z.maximum(RATING.max, says(checkMessages.rating, RATING)),
    ),
  comment: requiredText(messages.commentRequired).check(
    z.minLength(REVIEW_COMMENT_MIN, says(checkMessages.atLeast, { min: REVIEW_COMMENT_MIN })),
    z.maxLength(REVIEW_COMMENT_MAX, says(messages.commentLength, { max: REVIEW_COMMENT_MAX })),
    plainLines,
    z.refine((value) => !MARKUP.test(value), says(checkMessages.noMarkup)),
  ),
};

/** `POST /api/reviews`: a review, optionally about one of the guest's own past stays. */
export const reviewInputSchema = z.object({
  ...reviewFields,
  bookingId: z.optional(z.nullable(z.uuid(says(messages.pastStay)))),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** `PUT /api/reviews/:id`: the author edits the words and the rating; the stay stays. */
export const reviewUpdateSchema = z.object(reviewFields);
export type ReviewUpdate = z.input<typeof reviewUpdateSchema>;

/** The form on /dashboard/review: the API's fields and the read-only Name. */
export const reviewFormSchema = z.object({
  name: requiredText(checkMessages.nameRequired),
  ...reviewFields,
  /** The chosen stay's booking id, or '' for none (the server checks it is the guest's). */
  bookingId: z.string(),
});

/** `PATCH /api/reviews/:id` (admins): hide a review from the public list, or show it again. */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean(says(checkMessages.trueOrFalse, TRUE_OR_FALSE)),
});

/** The stay a review names, as its badge shows it: "Stayed in <suite>, <month year>". */
const reviewStaySchema = z.object({
  suiteName: z.string(),
  /** The month of check-in, `YYYY-MM` (a calendar month at the hotel, no time zone). */
  month: z.string(),
});
export type ReviewStay = z.infer<typeof reviewStaySchema>;

/** A testimonial as the API returns it (spec field names: docs/decisions/004-spec-field-names.md). */
const reviewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  rating: z.int().check(z.minimum(RATING.min), z.maximum(RATING.max)),
  comment: z.string(),
  photo: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /** The verified stay it is about, or null. */
  stay: z.nullable(reviewStaySchema),
});
export type Review = z.infer<typeof reviewSchema>;

/** The list `GET /api/reviews` returns. */
export const reviewListSchema = z.array(reviewSchema);

/** One of the author's own reviews, with what they may change. */
export const ownReviewSchema = z.object({
  ...reviewSchema.shape,
  /** False once an admin hid it from the public list. */
  visible: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A past stay of the guest's that no review names yet. */
const reviewableStaySchema = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  suiteName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
});
export type ReviewableStay = z.infer<typeof reviewableStaySchema>;

/** `GET /api/reviews/mine`: the guest's reviews, newest first, and the stays still to review. */
export const myReviewsSchema = z.object({
  reviews: z.array(ownReviewSchema),
  stays: z.array(reviewableStaySchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** A review as admins see it: every review, with its author and whether it is shown. */
export const adminReviewSchema = z.object({
  ...ownReviewSchema.shape,
  /** The author's email, or null for the hotel's own testimonials. */
  authorEmail: z.nullable(z.string()),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** `GET /api/admin/reviews`. */
export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  total: z.int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
