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
