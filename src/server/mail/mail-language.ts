import { withLocale } from '#server/i18n/request-locale.ts';
import type { Database } from '#server/repositories/database.ts';
import { languageOfEmail } from '#server/repositories/user-language.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/locale.ts';
import { localeNow } from '#shared/messages.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Every mail is written in its reader's language (decision 049): an account's reader in the
 * language of their profile; a visitor without one (a newsletter subscriber, a contact form's
 * sender) in the language of the request that sends it; the hotel's staff in English unless
 * their profile says otherwise.
 */

/** The language `to` reads: their account's, else `fallback`. */
export async function readerLanguage(
  db: Database,
  to: string,
  fallback: Locale = localeNow(),
): Promise<Locale> {
  return (await languageOfEmail(db, to)) ?? fallback;
}

/**
 * Composes a mail to `to` in their language and sends it. `compose` runs in that language: its
 * messages, dates, sums and calendar file follow it.
 */
export function sendInReaderLanguage(
  context: { db: Database; mailer: Mailer },
  to: string,
  compose: () => MailMessage,
  options: { staff?: boolean } = {},
): Promise<void> {
  const fallback = options.staff ? DEFAULT_LOCALE : localeNow();
  // Handed to the mailer at once, composed once the language is known: the mailer follows it
  // from now (shutdown and tests waiting for mail see it).
  return context.mailer.send(
    readerLanguage(context.db, to, fallback).then((language) => withLocale(language, compose)),
  );
}
