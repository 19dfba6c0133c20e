/**
 * The language the server speaks at each moment (decision 049): a request's, from its
 * `Accept-Language` (the web app sends its page's), or a mail's, from its guest's profile. Shared
 * code asks for it (`localeNow`, `tr` in src/shared/messages.ts): a check's message, a date, a sum.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromAcceptLanguage } from '#shared/locale.ts';
import { addCatalogue, setLocaleSource } from '#shared/messages.ts';
import { readCatalogue } from './catalogue.ts';

/**
 * The moment's language: set (a mail's), or read from a request's `Accept-Language` the first
 * time something asks (most answers, static files and kept pages, never do).
 */
interface Speaking {
  locale?: Locale;
  acceptLanguage?: string;
}

const storage = new AsyncLocalStorage<Speaking>();

setLocaleSource(() => {
  const speaking = storage.getStore();
  if (!speaking) return DEFAULT_LOCALE;
  speaking.locale ??= localeFromAcceptLanguage(speaking.acceptLanguage);
  return speaking.locale;
});
for (const locale of LOCALES) {
  if (locale !== DEFAULT_LOCALE) addCatalogue(locale, readCatalogue(locale));
}

/** Runs `task` speaking `locale`: what it says (a mail, a receipt) is in that language. */
export function withLocale<T>(locale: Locale, task: () => T): T {
  return storage.run({ locale }, task);
}

/** Each request is answered in the language it asks for (English when it asks for none we speak). */
export function answerInRequestLanguage(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ acceptLanguage: request.headers['accept-language'] }, done);
  });
}
