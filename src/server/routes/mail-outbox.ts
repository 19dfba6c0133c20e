import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '#server/http/api-error.ts';
import {
  mailExists,
  mailOutboxSummary,
  retryFailedMail,
} from '#server/repositories/mail-outbox.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { mailOutboxSchema, outboxMessageSchema } from '#shared/mail-outbox.ts';
import { defineMessages, tr } from '#shared/messages.ts';

const messages = defineMessages({
  onlyFailed: {
    id: 'api.mailOutbox.onlyFailed',
    defaultMessage: 'Only a message that failed every try can be sent again.',
  },
});

const staffErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The outgoing mail as staff follow it: what waits, what failed, and sending a failed one again. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/mail',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Outgoing mail: how many messages wait, are going, went or failed, and those not yet sent (admins only)',
        response: { 200: mailOutboxSchema, ...staffErrors },
      },
    },
    async () => mailOutboxSummary(db),
  );

  app.post(
    '/api/admin/mail/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Send again a message given up on after every try (admins only)',
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: outboxMessageSchema,
          ...staffErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const retried = await retryFailedMail(db, request.params.id, app.clock());
      if (!retried) {
        if (await mailExists(db, request.params.id)) {
          throw conflict(tr(messages.onlyFailed));
        }
        throw notFound('message');
      }
      void app.mailer.deliverDue();
      return retried;
    },
  );
};
