/**
 * How long the account and contact fields may be: the schemas check them, and the forms' inputs
 * carry them as `maxLength`. Kept apart from the schemas so a form field that only needs a limit
 * does not bring the validation code into a page that has no form to check.
 */

/** The longest email address the mail standards allow (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** The longest display name; names from social sign-in are cut to it. */
export const NAME_MAX_LENGTH = 80;

/** Room for 15 digits with a leading + and the spaces or dashes people group them with. */
export const PHONE_MAX_LENGTH = 24;
