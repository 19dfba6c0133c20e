import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser, requireUser, type SessionUser } from '#server/auth/session.ts';
import { users } from '#server/db/auth-schema.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { deleteImage, storeImage } from '#server/uploads/images.ts';
import { readUploadedPhoto } from '#server/uploads/read-upload.ts';
import { currentUserSchema, profileUpdateSchema, sessionSchema } from '#shared/account.ts';
import { apiErrorSchema } from '#shared/api-error.ts';

const AVATAR_WIDTH = 320;

function toCurrentUser(user: SessionUser) {
  const { sessionId: _sessionId, ...rest } = user;
  return rest;
}

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => toCurrentUser(await requireUser(request, reply)),
  );

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['account'],
        summary: 'Who is signed in: the user, or null (never 401, so pages can ask freely)',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request, reply);
      return { user: user ? toCurrentUser(user) : null };
    },
  );

  app.patch(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Update the display name and phone number',
        body: profileUpdateSchema,
        response: { 200: currentUserSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { name, phone } = request.body;
      await app.database.db
        .update(users)
        .set({ name, phone, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return toCurrentUser({ ...user, name, phone });
    },
  );

  app.post(
    '/api/me/photo',
    {
      schema: {
        tags: ['account'],
        summary:
          'Upload a profile photo (JPEG, PNG or WebP, at most 8 MB and 24 megapixels; multipart field "photo"; 10 per account and 30 per address in 10 minutes)',
        consumes: ['multipart/form-data'],
        response: {
          200: currentUserSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      // Before a byte of the file is read.
      await consumeLimits(app.counters, reply, [
        { rule: RATE_RULES.uploadPerAccount, subject: user.id },
        { rule: RATE_RULES.uploadPerAddress, subject: request.ip },
      ]);
      const data = await readUploadedPhoto(request);
      const stored = await storeImage({
        data,
        uploadsDir: app.uploadsDir,
        folder: 'avatars',
        widths: [AVATAR_WIDTH],
        aspect: 1,
      });
      const image = `${stored.basePath}-${AVATAR_WIDTH}.webp`;
      await app.database.db
        .update(users)
        .set({ image, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      // The photo it replaces is no longer shown anywhere.
      await deleteImage({ uploadsDir: app.uploadsDir, image: user.image, widths: [AVATAR_WIDTH] });
      return toCurrentUser({ ...user, image });
    },
  );
};
