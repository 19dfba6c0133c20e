import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './field-limits.ts';
import { says } from './labels.ts';
import { defineMessages } from './messages.ts';
import {
  checkMessages,
  EMAIL_EXAMPLE,
  plainLines,
  requiredText,
  singleLine,
} from './validation.ts';

const messages = defineMessages({
  textAreaRequired: {
    id: 'validation.contact.textAreaRequired',
    defaultMessage: '! TextArea is required',
  },
  messageLength: {
    id: 'validation.contact.messageLength',
    defaultMessage: 'Message must be at most {max, number, ::group-off} characters',
  },
});

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;

/** The name of the contact form's hidden honeypot field. */
export const CONTACT_HONEYPOT = 'website';

/** The contact form: the browser checks with it, the server again. */
export const contactMessageInputSchema = z.object({
  name: requiredText(checkMessages.nameRequired).check(
    z.maxLength(CONTACT_NAME_MAX, says(checkMessages.nameLength, { max: CONTACT_NAME_MAX })),
    singleLine,
  ),
  email: requiredText(checkMessages.emailRequired).check(
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, says(checkMessages.emailLength, { max: EMAIL_MAX_LENGTH })),
    z.email(says(checkMessages.emailInvalid, EMAIL_EXAMPLE)),
  ),
  // The spec calls the message field "TextArea"; its required message stays literal.
  message: requiredText(messages.textAreaRequired).check(
    z.minLength(10, says(checkMessages.atLeast, { min: 10 })),
    z.maxLength(CONTACT_MESSAGE_MAX, says(messages.messageLength, { max: CONTACT_MESSAGE_MAX })),
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
