import type { ErrorCode } from '#shared/api-error.ts';

/** Any failed API call: the server's error body when there is one, else a network failure. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR';
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
