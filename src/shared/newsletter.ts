import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './field-limits.ts';
import { listLimit, requiredText, wholeNumberParam } from './validation.ts';

/** One schema for the newsletter box: the browser checks with it, the server again. */
export const newsletterSignupSchema = z.object({
  email: requiredText('! Email is required').check(
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`),
    z.email('Enter a valid email address, like name@example.com'),
  ),
});
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

/** The answer, alike for a new address and one already on the list. */
export const newsletterResultSchema = z.object({
  email: z.string(),
  status: z.literal('subscribed'),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

export const NEWSLETTER_PAGE_SIZE = 25;

export const SUBSCRIBER_SEARCH_MAX = 100;

/** `GET /api/admin/newsletter` (and `.csv`): subscribers whose address contains `q`. */
export const newsletterQuerySchema = z.object({
  q: z.optional(
    z
      .string({ error: `Search with at most ${SUBSCRIBER_SEARCH_MAX} characters` })
      .check(
        z.trim(),
        z.maxLength(
          SUBSCRIBER_SEARCH_MAX,
          `Search with at most ${SUBSCRIBER_SEARCH_MAX} characters`,
        ),
      ),
  ),
  limit: listLimit(100, NEWSLETTER_PAGE_SIZE),
  offset: z._default(
    wholeNumberParam('Use a whole number from 0 to 1000000', { min: 0, max: 1_000_000 }),
    0,
  ),
});

const newsletterSubscriberSchema = z.object({
  email: z.string(),
  subscribedAt: z.iso.datetime(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** A page of subscribers, newest first, and how many match in all. */
export const newsletterSubscriberListSchema = z.object({
  subscribers: z.array(newsletterSubscriberSchema),
  total: z.int(),
});
export type NewsletterSubscriberList = z.infer<typeof newsletterSubscriberListSchema>;

/** `POST /api/newsletter/unsubscribe`: the address and the token of its mailed link. */
export const newsletterUnsubscribeSchema = z.object({
  email: newsletterSignupSchema.shape.email,
  token: z
    .string({ error: 'This unsubscribe link is incomplete. Use the link from your email.' })
    .check(
      z.minLength(1, 'This unsubscribe link is incomplete. Use the link from your email.'),
      z.maxLength(100, 'This unsubscribe link is not valid. Use the link from your email.'),
    ),
});
export type NewsletterUnsubscribe = z.input<typeof newsletterUnsubscribeSchema>;

export const newsletterUnsubscribeResultSchema = z.object({
  status: z.literal('unsubscribed'),
});
export type NewsletterUnsubscribeResult = z.infer<typeof newsletterUnsubscribeResultSchema>;
