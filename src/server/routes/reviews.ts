import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '#server/http/api-error.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import {
  deleteOwnReview,
  insertReview,
  listAllReviews,
  listMyReviews,
  listSuiteReviews,
  listVisibleReviews,
  NotAPastStayError,
  StayAlreadyReviewedError,
  setReviewVisibility,
  updateOwnReview,
} from '#server/repositories/reviews.ts';
import { findActiveSuite } from '#server/repositories/suites.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import {
  adminReviewListSchema,
  adminReviewSchema,
  myReviewsSchema,
  ownReviewSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewUpdateSchema,
  reviewVisibilitySchema,
} from '#shared/review.ts';
import { hotelToday } from '#shared/stay.ts';
import { listLimit } from '#shared/validation.ts';

const messages = defineMessages({
  ownPastStay: {
    id: 'api.reviews.ownPastStay',
    defaultMessage: 'Choose one of your own past stays.',
  },
  pastStay: { id: 'api.reviews.pastStay', defaultMessage: 'Choose one of your past stays' },
  alreadyReviewed: {
    id: 'api.reviews.alreadyReviewed',
    defaultMessage: 'You have already reviewed this stay.',
  },
});

const idParams = z.object({ id: z.string().max(100) });
const signedInErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const today = () => hotelToday(app.clock(), app.config.booking.timeZone);

  app.get(
    '/api/reviews',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['reviews'],
        summary: 'List visible testimonials, newest first',
        querystring: z.object({ limit: listLimit(100, 20) }),
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listVisibleReviews(db, request.query.limit),
  );

  app.get(
    '/api/suites/:id/reviews',
    {
      // Kept like the suite itself: a new, edited or hidden review is a write, which drops it.
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['reviews', 'suites'],
        summary: "A suite's visible reviews (those about one of its stays), newest first",
        params: idParams,
        querystring: z.object({ limit: listLimit(100, 20) }),
        response: { 200: reviewListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findActiveSuite(db, id))) throw notFound('suite');
      return listSuiteReviews(db, id, request.query.limit);
    },
  );

  app.get(
    '/api/reviews/mine',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: "The signed-in guest's reviews, and their past stays not yet reviewed",
        response: { 200: myReviewsSchema, ...signedInErrors },
      },
    },
    async (request) => listMyReviews(db, request.user.id, today()),
  );

  app.post(
    '/api/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary:
          'Write a review, signed with your profile name; optionally about a past stay (20 per account an hour)',
        body: reviewInputSchema,
        response: {
          201: ownReviewSchema,
          ...signedInErrors,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { address, rating, comment, bookingId } = request.body;
      const { id, name, image } = request.user;
      await consumeLimits(app.counters, [{ rule: RATE_RULES.reviewPerAccount, subject: id }]);
      try {
        const review = await insertReview(db, {
          author: { id, name, image },
          address,
          rating,
          comment,
          bookingId: bookingId ?? null,
          today: today(),
        });
        return reply.status(201).send(review);
      } catch (error) {
        if (error instanceof NotAPastStayError) {
          throw badRequest(tr(messages.ownPastStay), {
            bookingId: tr(messages.pastStay),
          });
        }
        if (error instanceof StayAlreadyReviewedError) {
          throw conflict(tr(messages.alreadyReviewed));
        }
        throw error;
      }
    },
  );

  app.put(
    '/api/reviews/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Edit your own review',
        params: idParams,
        body: reviewUpdateSchema,
        response: { 200: ownReviewSchema, ...signedInErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, name, image } = request.user;
      const updated = await updateOwnReview(
        db,
        { id, name, image },
        request.params.id,
        request.body,
        app.clock(),
      );
      if (!updated) throw notFound('review of yours');
      return updated;
    },
  );

  app.delete(
    '/api/reviews/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Delete your own review',
        params: idParams,
        response: { 204: z.null(), ...signedInErrors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deleted = await deleteOwnReview(db, request.user.id, request.params.id);
      if (!deleted) throw notFound('review of yours');
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/reviews/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reviews', 'admin'],
        summary: 'Hide a review from the public list, or show it again (admins only)',
        params: idParams,
        body: reviewVisibilitySchema,
        response: { 200: adminReviewSchema, ...signedInErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = request;
      const updated = await setReviewVisibility(
        db,
        { id: user.id, email: user.email },
        request.params.id,
        !request.body.hidden,
        app.clock(),
      );
      if (!updated) throw notFound('review');
      return updated;
    },
  );

  app.get(
    '/api/admin/reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'reviews'],
        summary: 'Every review, newest first, hidden ones included; search by text (admins only)',
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          limit: listLimit(200, 100),
        }),
        response: { 200: adminReviewListSchema, ...signedInErrors },
      },
    },
    async (request) => listAllReviews(db, request.query),
  );
};
