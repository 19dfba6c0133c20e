import { z } from 'zod';
import { withLocale } from '#server/i18n/request-locale.ts';
import { LOCALES, type Locale } from '#shared/locale.ts';
import { defineMessages, tr } from '#shared/messages.ts';

const messages = defineMessages({
  invalid: { id: 'receipt.language.invalid', defaultMessage: 'Must be en or bn' },
});

/**
 * The language a receipt (or a booking's calendar file) is written in (decision 049): the one
 * its address asks for (`?lang=bn`), else the profile language of whoever downloads it.
 */
export const receiptQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: () => tr(messages.invalid) }).optional(),
});

/** Draws a receipt in the language asked for, or the reader's own. */
export function inReceiptLanguage<T>(
  asked: Locale | undefined,
  reader: { language: Locale },
  draw: () => T,
): T {
  return withLocale(asked ?? reader.language, draw);
}
