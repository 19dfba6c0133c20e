import { asc, count, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '#server/auth/session.ts';
import { type UserRow, users } from '#server/db/auth-schema.ts';
import { setUserRole } from '#server/repositories/users.ts';
import { setRoleSchema, userSummarySchema } from '#shared/account.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { listLimit } from '#shared/validation.ts';

function toSummary(row: UserRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Escapes LIKE wildcards so a search for `50%` finds "50%", not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find users by name or email (admins only)',
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          limit: listLimit(100, 50),
        }),
        response: {
          200: z.object({ users: z.array(userSummarySchema), total: z.number().int() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, reply);
      const { q, limit } = request.query;
      const where = q
        ? or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q)))
        : undefined;
      const [rows, [total]] = await Promise.all([
        app.database.db
          .select()
          .from(users)
          .where(where)
          .orderBy(sql`${users.role} = 'admin' desc`, asc(users.name), asc(users.id))
          .limit(limit),
        app.database.db.select({ value: count() }).from(users).where(where),
      ]);
      return { users: rows.map(toSummary), total: total?.value ?? 0 };
    },
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grant or revoke admin (admins only; the last admin stays)',
        params: z.object({ id: z.string().max(100) }),
        body: setRoleSchema,
        response: {
          200: userSummarySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request, reply);
      const { id } = request.params;
      const { role } = request.body;
      const updated = await setUserRole(app.database.db, { actorId: actor.id, targetId: id, role });
      request.log.info({ userId: id, role, by: actor.id }, 'role changed');
      return toSummary(updated);
    },
  );
};
