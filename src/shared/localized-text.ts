/**
 * The hotel's own words stored in both languages (a suite's name and description, an extra's
 * name): English always, Bengali when staff wrote it (decision 049).
 */
import { localeNow } from './messages.ts';

/**
 * The text in the language of the moment (the request's, the mail's, the browser build's): the
 * Bengali when it is read in Bengali and there is one, else the English.
 */
export function inReaderLanguage(english: string, bengali: string | null | undefined): string {
  return localeNow() === 'bn' && bengali ? bengali : english;
}
