import type { Stay } from '#shared/stay.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';

const STAY_FIELDS = ['checkIn', 'checkOut', 'adults', 'children'] as const;

/** The server's field messages that belong to the search form. */
export function stayFieldErrors(error: unknown): Partial<Record<keyof Stay, string>> {
  if (!(error instanceof ApiClientError)) return {};
  const errors: Partial<Record<keyof Stay, string>> = {};
  for (const field of STAY_FIELDS) {
    const message = error.fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}
