import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './field-limits.ts';
import { says } from './labels.ts';
import { defineMessages } from './messages.ts';
import { checkMessages, EMAIL_EXAMPLE, listLimit, listOffset, requiredText } from './validation.ts';

const messages = defineMessages({
  search: {
    id: 'validation.newsletter.search',
    defaultMessage: 'Search with at most {max, number} characters',
  },
  linkIncomplete: {
    id: 'validation.newsletter.linkIncomplete',
    defaultMessage: 'This unsubscribe link is incomplete. Use the link from your email.',
  },
  linkInvalid: {
    id: 'validation.newsletter.linkInvalid',
    defaultMessage: 'This unsubscribe link is not valid. Use the link from your email.',
  },
});

/** One schema for the newsletter box: the browser checks with it, the server again. */
export const newsletterSignupSchema = z.object({
  email: requiredText(checkMessages.emailRequired).check(
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, says(checkMessages.emailLength, { max: EMAIL_MAX_LENGTH })),
    z.email(says(checkMessages.emailInvalid, EMAIL_EXAMPLE)),
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
      .string(says(messages.search, { max: SUBSCRIBER_SEARCH_MAX }))
      .check(
        z.trim(),
        z.maxLength(SUBSCRIBER_SEARCH_MAX, says(messages.search, { max: SUBSCRIBER_SEARCH_MAX })),
      ),
  ),
  limit: listLimit(100, NEWSLETTER_PAGE_SIZE),
  offset: listOffset(),
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
    .string(says(messages.linkIncomplete))
    .check(
      z.minLength(1, says(messages.linkIncomplete)),
      z.maxLength(100, says(messages.linkInvalid)),
    ),
});
export type NewsletterUnsubscribe = z.input<typeof newsletterUnsubscribeSchema>;

export const newsletterUnsubscribeResultSchema = z.object({
  status: z.literal('unsubscribed'),
});
export type NewsletterUnsubscribeResult = z.infer<typeof newsletterUnsubscribeResultSchema>;
