import type { ErrorCode } from '#shared/api-error.ts';

/** A failure meant for the client: the error handler sends it as the one error shape. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);
