import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findUsers,
  resetTwoFactor,
  setUserRole,
  toUserSummary,
} from '#server/repositories/users.ts';
import { setRoleSchema, userListSchema, userSummarySchema } from '#shared/account.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { listLimit } from '#shared/validation.ts';

/** The account a change is made to. */
const userParams = z.object({ id: z.string().max(100) });

/** What a change to an account answers: the account as it is now, or why not. */
const userChangeAnswers = {
  200: userSummarySchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Find users by name or email (admins only)',
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          limit: listLimit(100, 50),
        }),
        response: {
          200: userListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => findUsers(app.database.db, request.query),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Grant or revoke admin (admins only; the last admin stays)',
        params: userParams,
        body: setRoleSchema,
        response: userChangeAnswers,
      },
    },
    async (request) => {
      const actor = request.user;
      const { id } = request.params;
      const { role } = request.body;
      const updated = await setUserRole(app.database.db, {
        actorId: actor.id,
        targetId: id,
        role,
        now: app.clock(),
      });
      request.log.info({ userId: id, role, by: actor.id }, 'role changed');
      return toUserSummary(updated);
    },
  );

  app.delete(
    '/api/admin/users/:id/two-factor',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Turn off another account’s two-step sign-in and end its sessions, for someone who lost their authenticator and backup codes (admins only)',
        params: userParams,
        response: userChangeAnswers,
      },
    },
    async (request) => {
      const actor = request.user;
      const { id } = request.params;
      const updated = await resetTwoFactor(app.database.db, {
        actorId: actor.id,
        targetId: id,
        now: app.clock(),
      });
      request.log.info({ userId: id, by: actor.id }, 'two-step sign-in turned off by an admin');
      return toUserSummary(updated);
    },
  );
};
