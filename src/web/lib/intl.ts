/**
 * The app's language and its message formatter (decision 049). The app is built once per
 * language: each build's messages carry their wording in that language, parsed, so there is no
 * catalogue to load and one formatter serves the whole app.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/locale.ts';
import { type Message, type MessageValues, setLocaleSource, translator } from '#shared/messages.ts';

const built: unknown = import.meta.env.SUITEBOOK_LOCALE;

/** The language of this build of the app (English where no build set one, as in tests). */
export const locale: Locale = isLocale(built) ? built : DEFAULT_LOCALE;

/** The build's formatter: its messages are in its language already. */
export const messages = translator(locale);

// Shared code (a form's checks) speaks the page's language too.
setLocaleSource(() => locale);

/** A message as text, in the page's language. */
export function t(message: Message, values?: MessageValues): string {
  return messages.format(message, values);
}
