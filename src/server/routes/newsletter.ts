import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSecret } from '#server/auth/auth.ts';
import { badRequest } from '#server/http/api-error.ts';
import { csvTable } from '#server/http/csv.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { newsletterWelcomeMail } from '#server/mail/templates.ts';
import {
  isUnsubscribeToken,
  unsubscribeKey,
  unsubscribeUrl,
} from '#server/newsletter/unsubscribe.ts';
import {
  exportSubscribers,
  listSubscribers,
  subscribe,
  unsubscribe,
} from '#server/repositories/newsletter.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import {
  newsletterQuerySchema,
  newsletterResultSchema,
  newsletterSignupSchema,
  newsletterSubscriberListSchema,
  newsletterUnsubscribeResultSchema,
  newsletterUnsubscribeSchema,
} from '#shared/newsletter.ts';

const messages = defineMessages({
  badToken: {
    id: 'api.newsletter.badToken',
    defaultMessage: 'This unsubscribe link is not valid. Use the link from your email.',
  },
});

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = unsubscribeKey(authSecret(app.config));

  app.post(
    '/api/newsletter',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe an email address (stored once; the same answer whether or not it was already on the list; 5 per address in 10 minutes)',
        body: newsletterSignupSchema,
        response: { 200: newsletterResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await consumeLimits(app.counters, [
        { rule: RATE_RULES.newsletterPerAddress, subject: request.ip },
      ]);
      const { email } = request.body;
      // Known or new, the answer is the same: it must not tell who is on the list.
      const added = await subscribe(app.database.db, email);
      if (added) {
        // The subscription stands whether or not the mail goes out.
        app.mailer
          .send(newsletterWelcomeMail(email, unsubscribeUrl(app.config.publicUrl, key, email)))
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'newsletter welcome mail failed'),
          );
      }
      return { email, status: 'subscribed' as const };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary:
          'Take an address off the list with the token of its mailed link (the same answer whether or not it was on it)',
        body: newsletterUnsubscribeSchema,
        response: { 200: newsletterUnsubscribeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { email, token } = request.body;
      if (!isUnsubscribeToken(key, email, token)) {
        const badToken = tr(messages.badToken);
        throw badRequest(badToken, { token: badToken });
      }
      await unsubscribe(app.database.db, email);
      request.log.info('newsletter address unsubscribed');
      return { status: 'unsubscribed' as const };
    },
  );

  app.get(
    '/api/admin/newsletter',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Newsletter subscribers, newest first, optionally by part of the address (admins only)',
        querystring: newsletterQuerySchema,
        response: {
          200: newsletterSubscriberListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listSubscribers(app.database.db, request.query),
  );

  app.get(
    '/api/admin/newsletter.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Every subscriber matching q as CSV (email,subscribed_at); recorded in the audit trail (admins only)',
        querystring: newsletterQuerySchema,
        produces: ['text/csv'],
        // The CSV is sent as text, so this documents it rather than serialises it.
        response: {
          200: z.string(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const rows = await exportSubscribers(app.database.db, request.user, q);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(
          csvTable(
            ['email', 'subscribed_at'],
            rows.map((row) => [row.email, row.subscribedAt]),
          ),
        );
    },
  );
};
