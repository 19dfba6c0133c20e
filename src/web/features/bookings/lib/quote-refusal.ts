import { ApiClientError } from '#web/lib/api-client-error.ts';

/**
 * Why the server will not price the stay asked for (the dates or the party break a rule), in its
 * own words; null otherwise.
 */
export function quoteRefusal(error: unknown): string | null {
  return error instanceof ApiClientError && error.status === 400
    ? (error.fields.checkOut ?? error.fields.checkIn ?? error.fields.adults ?? error.message)
    : null;
}
