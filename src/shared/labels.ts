/**
 * Words that shared code hands out as plain strings (a status's label, a check's message) but
 * that speak the language of the moment (decision 049): the browser build's, or the request's
 * the server is answering. Each is made when it is read, never once at load.
 */
import { type Message, type MessageValues, tr } from './messages.ts';

/**
 * A table of labels by key whose values are read in the language of the moment:
 * `localizedLabels(defineMessages({ confirmed: {…} })).confirmed` → "Confirmed" or "নিশ্চিত".
 * `values` gives a message's arguments (`{ max: 30 }`), for the keys that take some.
 */
export function localizedLabels<const Key extends string>(
  messages: Readonly<Record<Key, Message>>,
  values: Partial<Record<Key, MessageValues>> = {},
): Readonly<Record<Key, string>> {
  const labels = {} as Record<Key, string>;
  for (const key of Object.keys(messages) as Key[]) {
    Object.defineProperty(labels, key, {
      enumerable: true,
      get: () => tr(messages[key], values[key]),
    });
  }
  return Object.freeze(labels);
}

/**
 * A check's message made when the check fails, in the language of that moment: zod's `error`
 * parameter, `z.minLength(1, says(messages.nameRequired))`.
 */
export function says(message: Message, values?: MessageValues): { error: () => string } {
  return { error: () => tr(message, values) };
}

/** The same for a message already made lazily: `sayText(() => LABELS.x)`. */
export function saysText(text: () => string): { error: () => string } {
  return { error: text };
}
