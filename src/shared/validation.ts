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

/**
 * Control characters (tab, newline, escape, bell…) and the invisible marks that reverse or
 * reorder text on screen: no name or single-line field has a use for them.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;

/** A check for one-line text: letters, digits, spaces and punctuation, nothing hidden. */
export const singleLine = z.refine<string>(
  (value) => !HIDDEN_CHARACTERS.test(value),
  'Use letters, numbers, spaces and punctuation only',
);

/** Removes what `singleLine` refuses and folds runs of spaces: for text from other services. */
export function toSingleLine(value: string): string {
  return value.replace(new RegExp(HIDDEN_CHARACTERS, 'gu'), ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A path of this site (`/dashboard`, `/reset-password?x=1`) for a redirect after a flow:
 * never another site (`//evil.example`, `https://…`, `/\\evil`), never very long.
 */
export const sitePath = z.string({ error: 'Must be a path on this site, like /dashboard' }).check(
  z.maxLength(500, 'Must be at most 500 characters'),
  // No space, backslash or control character (NUL cannot even be stored).
  z.regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, 'Must be a path on this site, like /dashboard'),
);

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
