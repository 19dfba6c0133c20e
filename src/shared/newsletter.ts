import * as z from 'zod/mini';
import { requiredText } from './validation.ts';

/** One schema for the newsletter box: the browser checks with it, the server again. */
export const newsletterSignupSchema = z.object({
  email: requiredText('! Email is required').check(
    z.toLowerCase(),
    z.maxLength(254, 'Email must be at most 254 characters'),
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
