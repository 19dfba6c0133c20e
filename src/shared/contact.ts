import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './field-limits.ts';
import { plainLines, requiredText, singleLine } from './validation.ts';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;

/** The name of the contact form's hidden honeypot field. */
export const CONTACT_HONEYPOT = 'website';

/** The contact form: the browser checks with it, the server again. */
export const contactMessageInputSchema = z.object({
  name: requiredText('! Name is required').check(
    z.maxLength(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters`),
    singleLine,
  ),
  email: requiredText('! Email is required').check(
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`),
    z.email('Enter a valid email address, like name@example.com'),
  ),
  // The spec calls the message field "TextArea"; its required message stays literal.
  message: requiredText('! TextArea is required').check(
    z.minLength(10, 'Please write at least 10 characters'),
    z.maxLength(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
    plainLines,
  ),
  /**
   * The honeypot: a field people never see. Bots that fill every input fill it; the server then
   * answers as for a stored message and stores nothing.
   */
  [CONTACT_HONEYPOT]: z.optional(z.string().check(z.maxLength(2000))),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageReceiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
