import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setRoleSchema, userSummarySchema } from '../../shared/account.ts';
import { apiErrorSchema } from '../../shared/api-error.ts';
import { requireAdmin } from '../auth/session.ts';
import { type UserRow, users } from '../db/auth-schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';

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
          limit: z.coerce.number().int().min(1).max(100).default(50),
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
      await requireAdmin(request, reply);
      const { id } = request.params;
      const { role } = request.body;
      const updated = await app.database.db.transaction(async (tx) => {
        // Serialise role changes, so two admins demoting each other cannot leave none.
        await tx.execute(sql`select pg_advisory_xact_lock(7202613)`);
        const [target] = await tx.select().from(users).where(eq(users.id, id));
        if (!target) throw notFound('No user with this id.');
        if (target.role === 'admin' && role !== 'admin') {
          const [admins] = await tx
            .select({ value: count() })
            .from(users)
            .where(eq(users.role, 'admin'));
          if ((admins?.value ?? 0) <= 1) {
            throw new ApiError(
              409,
              'CONFLICT',
              'This is the last admin: make someone else an admin first.',
            );
          }
        }
        const [row] = await tx
          .update(users)
          .set({ role, updatedAt: new Date() })
          .where(and(eq(users.id, id)))
          .returning();
        return row;
      });
      if (!updated) throw notFound('No user with this id.');
      request.log.info({ userId: id, role }, 'role changed');
      return toSummary(updated);
    },
  );
};
