/**
 * The site's words as ICU messages (decision 049). A message has an id and its English wording;
 * other languages keep their wording by id (lang/<locale>.json). The browser's build writes each
 * message's wording in the language it is built for, parsed (scripts/i18n/messages.ts); the
 * server looks a request's language up by id. Both format with FormatJS's intl-messageformat,
 * which does plurals, numbers and dates by `Intl`, never by joining strings.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from './locale.ts';

/** One message: its id, and its English wording (parsed, once the browser's build has it). */
export interface Message {
  readonly id: string;
  readonly defaultMessage: string;
  /** For the translator: where the words appear, when the wording alone does not say. */
  readonly description?: string;
}

/**
 * A module's messages, written out (`{ key: { id, defaultMessage } }`) so the build and the
 * catalogue's test can read them from the code.
 */
export function defineMessages<const Messages extends Record<string, Message>>(
  messages: Messages,
): Messages {
  return messages;
}

/** What a message's `{name}` arguments take. */
export type MessageValues = Record<string, PrimitiveType>;

/** A message's wording as the formatter takes it: ICU text, or text the build parsed already. */
type Wording = string | MessageFormatElement[];

/**
 * Formats messages in one language: `wordingOf` gives a message's wording in it. Each message is
 * made into a formatter once (by id) and kept.
 */
function messageFormatter(intlLocale: string, wordingOf: (message: Message) => Wording) {
  const formats = new Map<string, IntlMessageFormat>();
  const formatOf = (message: Message) => {
    let format = formats.get(message.id);
    if (!format) {
      format = new IntlMessageFormat(wordingOf(message), intlLocale);
      formats.set(message.id, format);
    }
    return format;
  };
  return {
    /** A message as text. */
    format(message: Message, values?: MessageValues): string {
      return String(formatOf(message).format(values));
    },
    /**
     * A message whose `<tag>…</tag>` parts are drawn by `values[tag]` (a link, emphasis) and
     * whose arguments may be any value of `Part`, as a list of text and parts.
     */
    formatParts<Part>(
      message: Message,
      values: Record<string, PrimitiveType | Part | ((chunks: (string | Part)[]) => Part)>,
    ): (string | Part)[] {
      const formatted = formatOf(message).format<Part>(values);
      return Array.isArray(formatted) ? formatted : [formatted];
    },
  };
}

export type Translator = ReturnType<typeof messageFormatter>;

/** Each language's wordings by id, where they are looked up (the server); none in the browser. */
const catalogues: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};

/**
 * Gives a language's wordings by id (the server, at start, from lang/). Without one, a
 * message's wording is the one in the code: the browser's build has written its language's in.
 */
export function addCatalogue(locale: Locale, catalogue: Readonly<Record<string, string>>) {
  catalogues[locale] = catalogue;
  translators.delete(locale);
}

const translators = new Map<Locale, Translator>();

/** The formatter of a language's messages (made once). */
export function translator(locale: Locale): Translator {
  let made = translators.get(locale);
  if (!made) {
    made = messageFormatter(
      INTL_LOCALES[locale],
      (message) => catalogues[locale]?.[message.id] ?? message.defaultMessage,
    );
    translators.set(locale, made);
  }
  return made;
}

let currentLocale: () => Locale = () => DEFAULT_LOCALE;

/**
 * Says where the language of the moment comes from: the browser's build, or the request the
 * server is answering. What shared code says as it runs (a form's check) is in that language.
 */
export function setLocaleSource(source: () => Locale) {
  currentLocale = source;
}

/** The language of the moment (see `setLocaleSource`). */
export function localeNow(): Locale {
  return currentLocale();
}

/** A message as text in the language of the moment: for shared code (a check's message). */
export function tr(message: Message, values?: MessageValues): string {
  return translator(currentLocale()).format(message, values);
}
