import * as z from 'zod/mini';
import { says } from './labels.ts';
import { defineMessages, type Message, type MessageValues, tr } from './messages.ts';

const messages = defineMessages({
  mustBeText: { id: 'validation.checks.mustBeText', defaultMessage: 'Must be text' },
  noNul: { id: 'validation.checks.noNul', defaultMessage: 'Must not contain a NUL character' },
  singleLine: {
    id: 'validation.checks.singleLine',
    defaultMessage: 'Use letters, numbers, spaces and punctuation only',
  },
  plainLines: { id: 'validation.checks.plainLines', defaultMessage: 'Use plain text only' },
  sitePath: {
    id: 'validation.checks.sitePath',
    defaultMessage: 'Must be a path on this site, like {example}',
  },
  sitePathLength: {
    id: 'validation.checks.sitePathLength',
    defaultMessage: 'Must be at most {max, number} characters',
  },
  listLimit: {
    id: 'validation.checks.listLimit',
    defaultMessage: 'Use a whole number from 1 to {max, number, ::group-off}',
  },
});

/** Messages several forms' checks share: the same words in the same role. */
export const checkMessages = defineMessages({
  nameRequired: { id: 'validation.checks.nameRequired', defaultMessage: '! Name is required' },
  emailRequired: { id: 'validation.checks.emailRequired', defaultMessage: '! Email is required' },
  addressRequired: {
    id: 'validation.checks.addressRequired',
    defaultMessage: '! Address is required',
  },
  ratingRequired: {
    id: 'validation.checks.ratingRequired',
    defaultMessage: '! Ratting is required',
  },
  rating: {
    id: 'validation.checks.rating',
    defaultMessage:
      'Choose a rating from {min, number}/{max, number} to {max, number}/{max, number}',
  },
  emailInvalid: {
    id: 'validation.checks.emailInvalid',
    defaultMessage: 'Enter a valid email address, like {example}',
  },
  emailLength: {
    id: 'validation.checks.emailLength',
    defaultMessage: 'Email must be at most {max, number, ::group-off} characters',
  },
  nameLength: {
    id: 'validation.checks.nameLength',
    defaultMessage: 'Name must be at most {max, number, ::group-off} characters',
  },
  addressLength: {
    id: 'validation.checks.addressLength',
    defaultMessage: 'Address must be at most {max, number, ::group-off} characters',
  },
  atLeast: {
    id: 'validation.checks.atLeast',
    defaultMessage: 'Please write at least {min, number, ::group-off} characters',
  },
  atMost: {
    id: 'validation.checks.atMost',
    defaultMessage: 'Use at most {max, number, ::group-off} characters',
  },
  noMarkup: {
    id: 'validation.checks.noMarkup',
    defaultMessage: 'Write plain text, without HTML tags',
  },
  trueOrFalse: { id: 'validation.checks.trueOrFalse', defaultMessage: 'Must be {yes} or {no}' },
  date: { id: 'validation.checks.date', defaultMessage: 'Enter a date as {format}' },
  offset: {
    id: 'validation.checks.offset',
    defaultMessage: 'Use a whole number from 0 to 1000000',
  },
  endAfterStart: {
    id: 'validation.checks.endAfterStart',
    defaultMessage: 'The end date must be after the start date',
  },
});

/** The arguments of `checkMessages`' messages that name what to type, as it is typed. */
export const EMAIL_EXAMPLE = { example: 'name@example.com' };
export const DATE_FORMAT = { format: 'YYYY-MM-DD' };
export const TRUE_OR_FALSE = { yes: 'true', no: 'false' };

/** `?offset=` of a list: a whole number from 0 to 1,000,000, 0 when absent. */
export function listOffset() {
  return z._default(wholeNumberParam(checkMessages.offset, { min: 0, max: 1_000_000 }), 0);
}

/**
 * A check's message as the checks below take it: a message (made in the language of the moment
 * when the check fails), a function making the text then, or text as it is.
 */
export type CheckMessage = string | Message | (() => string);

/** The text of a check's message, made now (in the language of the moment). */
export function checkText(message: CheckMessage, values?: MessageValues): string {
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return message();
  return tr(message, values);
}

/** A check's message as zod's `error` parameter: its text is made when the check fails. */
export function checkError(message: CheckMessage, values?: MessageValues) {
  return { error: () => checkText(message, values) };
}

/**
 * Text a form requires: missing, null, empty and blank all give the spec's required message
 * (e.g. `! Email is required`); a value of another type says so. The result is trimmed.
 */
export function requiredText(requiredMessage: CheckMessage) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? checkText(requiredMessage)
          : tr(messages.mustBeText),
    })
    .check(
      z.trim(),
      z.minLength(1, checkError(requiredMessage)),
      // NUL cannot be stored in text, and no form has a reason to send it.
      z.refine((value) => !value.includes('\u0000'), says(messages.noNul)),
    );
}

/** The marks that reverse or reorder text on screen. */
const DIRECTION_MARKS = '\\u200e\\u200f\\u061c\\u202a-\\u202e\\u2066-\\u2069';

/**
 * Characters that draw nothing, or break a line where the text has none: with them one name can
 * copy another's exactly, or split across lines on a staff screen. Soft hyphen, zero-width
 * space, word joiner and the invisible operators, byte-order mark, the Hangul fillers, the
 * Mongolian vowel separator, Khmer's invisible vowels, the combining grapheme joiner, interlinear
 * annotation marks, deprecated format marks, tag characters, and the line and paragraph
 * separators. The zero-width joiner and non-joiner stay: Bengali spelling and emoji need them.
 */
const INVISIBLE =
  '\\u00ad\\u034f\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u2028\\u2029\\u2060-\\u2064\\u206a-\\u206f' +
  '\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}';

/**
 * Control characters (tab, newline, escape, bell…), direction marks and invisible characters:
 * no name or single-line field has a use for them.
 */
const HIDDEN_CHARACTERS = new RegExp(`[\\p{Cc}${DIRECTION_MARKS}${INVISIBLE}]`, 'u');

/** The same, less the line breaks and tabs that text of several lines keeps. */
const HIDDEN_IN_TEXT = new RegExp(`(?![\\t\\n\\r])[\\p{Cc}${DIRECTION_MARKS}${INVISIBLE}]`, 'u');

/** A check for one-line text: letters, digits, spaces and punctuation, nothing hidden. */
export const singleLine = z.refine<string>(
  (value) => !HIDDEN_CHARACTERS.test(value),
  says(messages.singleLine),
);

/** A check for text of several lines (a review, a message): line breaks, nothing hidden. */
export const plainLines = z.refine<string>(
  (value) => !HIDDEN_IN_TEXT.test(value),
  says(messages.plainLines),
);

const INVISIBLE_ALL = new RegExp(`[${INVISIBLE}]`, 'gu');
const HIDDEN_ALL = new RegExp(HIDDEN_CHARACTERS, 'gu');

/** Removes what `singleLine` refuses and folds runs of spaces: for text from other services. */
export function toSingleLine(value: string): string {
  return value.replace(INVISIBLE_ALL, '').replace(HIDDEN_ALL, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A path of this site (`/dashboard`, `/reset-password?x=1`) for a redirect after a flow:
 * never another site (`//evil.example`, `https://…`, `/\\evil`), never very long.
 */
const SITE_PATH_EXAMPLE = { example: '/dashboard' };

export const sitePath = z.string(says(messages.sitePath, SITE_PATH_EXAMPLE)).check(
  z.maxLength(500, says(messages.sitePathLength, { max: 500 })),
  // No space, backslash or control character (NUL cannot even be stored).
  z.regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, says(messages.sitePath, SITE_PATH_EXAMPLE)),
  // What reads it decodes it: `/%2F%2Fevil.example` would then lead to another site.
  z.refine(staysOnSite, says(messages.sitePath, SITE_PATH_EXAMPLE)),
);

/** Whether a path's path part, decoded as often as it decodes, still names this site. */
function staysOnSite(value: string): boolean {
  let path = value.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 4; round++) {
    if (/^\/[/\\]/.test(path) || /[\\\p{Cc}]/u.test(path)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return true;
    path = decoded;
  }
  return false;
}

interface Range {
  min: number;
  max: number;
}

/**
 * A whole number from `range.min` to `range.max` in a JSON body: a JSON integer, nothing else
 * (`"1"`, `true`, `[1]` refused).
 */
export function wholeNumber(message: CheckMessage, range: Range, values?: MessageValues) {
  return z
    .int(checkError(message, values))
    .check(
      z.minimum(range.min, checkError(message, values)),
      z.maximum(range.max, checkError(message, values)),
    );
}

/**
 * The same in a query string: its plain decimal digits only. `" 1 "`, `0x2`, `1e0`, `+1`, `01`,
 * `1.0` and a repeated parameter are refused, not guessed at.
 */
export function wholeNumberParam(message: CheckMessage, range: Range, values?: MessageValues) {
  const digits = z.pipe(
    z
      .string(checkError(message, values))
      .check(z.regex(/^(0|-?[1-9]\d{0,14})$/, checkError(message, values))),
    z.transform(Number),
  );
  return z.pipe(digits, wholeNumber(message, range, values));
}

/** `?limit=` of a list: a whole number from 1 to `max`, `fallback` when absent. */
export function listLimit(max: number, fallback: number) {
  return z._default(wholeNumberParam(messages.listLimit, { min: 1, max }, { max }), fallback);
}
