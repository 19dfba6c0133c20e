/**
 * The site's words as ICU messages (decision 049). A message has an id and its English wording;
 * other languages keep their wording by id (lang/<locale>.json). The browser's build writes each
 * message's wording in the language it is built for, parsed (scripts/i18n/messages.ts); the
 * server looks a request's language up by id. Both format with FormatJS's intl-messageformat,
 * which does plurals, numbers and dates by `Intl`, never by joining strings.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

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
export function messageFormatter(intlLocale: string, wordingOf: (message: Message) => Wording) {
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
