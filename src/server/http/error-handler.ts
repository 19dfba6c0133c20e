import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { postgresError } from '#server/db/errors.ts';
import type { ApiErrorBody, ErrorCode } from '#shared/api-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { defineMessages, type Message, tr } from '#shared/messages.ts';
import { ApiError, codeForStatus } from './api-error.ts';

/** Error codes of pg and Node meaning "the database cannot be reached right now". */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const messages = defineMessages({
  fieldInvalid: { id: 'api.errorHandler.fieldInvalid', defaultMessage: 'is invalid' },
  fieldsInvalid: {
    id: 'api.errorHandler.fieldsInvalid',
    defaultMessage: 'Some fields are missing or invalid.',
  },
  invalidJson: {
    id: 'api.errorHandler.invalidJson',
    defaultMessage: 'The request body is not valid JSON.',
  },
  bodyInvalidJson: { id: 'api.errorHandler.bodyInvalidJson', defaultMessage: 'must be valid JSON' },
  emptyBody: { id: 'api.errorHandler.emptyBody', defaultMessage: 'The request body is empty.' },
  bodyRequired: { id: 'api.errorHandler.bodyRequired', defaultMessage: 'is required' },
  unavailable: {
    id: 'api.errorHandler.unavailable',
    defaultMessage: 'The service is briefly unavailable. Please try again.',
  },
  unstorable: {
    id: 'api.errorHandler.unstorable',
    defaultMessage: 'The request contains characters that cannot be stored.',
  },
  refused: { id: 'api.errorHandler.refused', defaultMessage: 'The request was refused.' },
  internal: {
    id: 'api.errorHandler.internal',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  malformedAddress: {
    id: 'api.errorHandler.malformedAddress',
    defaultMessage: 'The address of this request is malformed.',
  },
  urlInvalid: { id: 'api.errorHandler.urlInvalid', defaultMessage: 'is not a valid address' },
  nothingAt: {
    id: 'api.errorHandler.nothingAt',
    defaultMessage: 'Nothing found at {method} {path}.',
  },
});

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (error.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', '30');
    }
    return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldErrors(
      error.validation.map((issue) => ({
        path: (issue.instancePath ?? '').split('/').filter(Boolean),
        message: issue.message ?? tr(messages.fieldInvalid),
      })),
      error.validationContext ?? 'request',
    );
    return reply.status(400).send(body('VALIDATION_ERROR', tr(messages.fieldsInvalid), fields));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return reply.status(400).send(
      body('VALIDATION_ERROR', tr(messages.invalidJson), {
        body: tr(messages.bodyInvalidJson),
      }),
    );
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply
      .status(400)
      .send(body('VALIDATION_ERROR', tr(messages.emptyBody), { body: tr(messages.bodyRequired) }));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(body('SERVICE_UNAVAILABLE', tr(messages.unavailable)));
  }
  // Text PostgreSQL cannot store (NUL, broken encoding): the input was bad, not the server.
  if (['22021', '22P05'].includes(postgresError(error).code ?? '')) {
    return reply.status(400).send(body('VALIDATION_ERROR', tr(messages.unstorable)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A client's mistake, answered in words of ours (the framework's may name internals).
    request.log.info({ code: error.code, status }, 'request refused');
    const message = CLIENT_MESSAGES[status];
    return reply
      .status(status)
      .send(
        body(
          codeForStatus(status),
          tr(message ?? messages.refused, { format: 'multipart/form-data' }),
        ),
      );
  }
  // Unexpected: log everything, tell the client nothing about the internals.
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(body('INTERNAL_ERROR', tr(messages.internal)));
}

/** What a framework error of each status tells the client. */
const CLIENT_MESSAGES: Partial<Record<number, Message>> = defineMessages({
  400: { id: 'api.errorHandler.client.malformed', defaultMessage: 'The request is malformed.' },
  404: { id: 'api.errorHandler.client.notFound', defaultMessage: 'Nothing found here.' },
  405: {
    id: 'api.errorHandler.client.methodNotAllowed',
    defaultMessage: 'This method is not allowed here.',
  },
  406: {
    id: 'api.errorHandler.client.notAcceptable',
    defaultMessage: 'Send this request as {format}.',
  },
  408: {
    id: 'api.errorHandler.client.timeout',
    defaultMessage: 'The request took too long to arrive.',
  },
  413: { id: 'api.errorHandler.client.tooLarge', defaultMessage: 'The request body is too large.' },
  415: {
    id: 'api.errorHandler.client.mediaType',
    defaultMessage: 'This content type is not accepted here: send JSON.',
  },
  431: {
    id: 'api.errorHandler.client.headersTooLarge',
    defaultMessage: 'The request headers are too large.',
  },
});

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * Errors Fastify meets before a route runs (a URL that does not decode, such as `/%`): the
 * one error shape too. Passed to Fastify's `frameworkErrors` option.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ code: error.code }, 'malformed request');
  return reply.status(400).send(
    body('VALIDATION_ERROR', tr(messages.malformedAddress), {
      url: tr(messages.urlInvalid),
    }),
  );
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  return reply
    .status(404)
    .send(body('NOT_FOUND', tr(messages.nothingAt, { method: request.method, path: shown })));
}
