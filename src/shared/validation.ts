import * as z from 'zod/mini';

/**
 * Text a form requires: missing, null, empty and blank all give the spec's required message
 * (e.g. `! Email is required`); a value of another type says so. The result is trimmed.
 */
export function requiredText(requiredMessage: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text',
    })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      // NUL cannot be stored in text, and no form has a reason to send it.
      z.refine((value) => !value.includes('\u0000'), 'Must not contain a NUL character'),
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
  'Use letters, numbers, spaces and punctuation only',
);

/** A check for text of several lines (a review, a message): line breaks, nothing hidden. */
export const plainLines = z.refine<string>(
  (value) => !HIDDEN_IN_TEXT.test(value),
  'Use plain text only',
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
export const sitePath = z.string({ error: 'Must be a path on this site, like /dashboard' }).check(
  z.maxLength(500, 'Must be at most 500 characters'),
  // No space, backslash or control character (NUL cannot even be stored).
  z.regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, 'Must be a path on this site, like /dashboard'),
  // What reads it decodes it: `/%2F%2Fevil.example` would then lead to another site.
  z.refine(staysOnSite, 'Must be a path on this site, like /dashboard'),
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
export function wholeNumber(message: string, range: Range) {
  return z
    .int({ error: message })
    .check(z.minimum(range.min, message), z.maximum(range.max, message));
}

/**
 * The same in a query string: its plain decimal digits only. `" 1 "`, `0x2`, `1e0`, `+1`, `01`,
 * `1.0` and a repeated parameter are refused, not guessed at.
 */
export function wholeNumberParam(message: string, range: Range) {
  const digits = z.pipe(
    z.string({ error: message }).check(z.regex(/^(0|-?[1-9]\d{0,14})$/, message)),
    z.transform(Number),
  );
  return z.pipe(digits, wholeNumber(message, range));
}

/** `?limit=` of a list: a whole number from 1 to `max`, `fallback` when absent. */
export function listLimit(max: number, fallback: number) {
  const message = `Use a whole number from 1 to ${max}`;
  return z._default(wholeNumberParam(message, { min: 1, max }), fallback);
}
