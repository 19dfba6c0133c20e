import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAccount, staffNeedsSecondFactor } from '#server/auth/access.ts';
import { getSessionUser, type SessionUser } from '#server/auth/session.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { setUserLanguage } from '#server/repositories/user-language.ts';
import { setProfileImage, updateProfile } from '#server/repositories/users.ts';
import { deleteImage, storeImage } from '#server/uploads/images.ts';
import { acceptUploads, readUploadedPhoto } from '#server/uploads/read-upload.ts';
import { currentUserSchema, profileChangeSchema, sessionSchema } from '#shared/account.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { PHOTO_UPLOAD } from '#shared/constants.ts';

const AVATAR_WIDTH = 320;

/** The user as the site sees them; whether staff pages need them to sign in with a code first. */
function toCurrentUser(user: SessionUser, requireStaffTwoFactor: boolean) {
  const { sessionId: _sessionId, secondFactor: _secondFactor, ...rest } = user;
  return {
    ...rest,
    staffNeedsTwoFactor: staffNeedsSecondFactor(user, requireStaffTwoFactor),
  };
}

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.get(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      toCurrentUser(signedInAccount(request), app.config.auth.requireStaffTwoFactor),
  );

  app.get(
    '/api/session',
    {
      // Asks who is signed in itself: a visitor who is not is answered too.
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Who is signed in: the user, or null (never 401, so pages can ask freely)',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request, reply);
      return { user: user ? toCurrentUser(user, app.config.auth.requireStaffTwoFactor) : null };
    },
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary:
          'Update the display name and phone number (both), the language of mails and receipts (en or bn), or all three',
        body: profileChangeSchema,
        response: { 200: currentUserSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { name, phone, language } = request.body;
      const { db } = app.database;
      let user = signedInAccount(request);
      if (name !== undefined && phone !== undefined) {
        await updateProfile(db, user.id, { name, phone }, app.clock());
        user = { ...user, name, phone };
      }
      if (language !== undefined) {
        await setUserLanguage(db, user.id, language, app.clock());
        user = { ...user, language };
      }
      return toCurrentUser(user, app.config.auth.requireStaffTwoFactor);
    },
  );

  app.post(
    '/api/me/photo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: `Upload a profile photo (JPEG, PNG or WebP, at most ${PHOTO_UPLOAD.maxMegabytes} MB and ${PHOTO_UPLOAD.maxMegapixels} megapixels; multipart field "photo"; 10 per account and 30 per address in 10 minutes)`,
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
    async (request) => {
      const user = signedInAccount(request);
      // Before a byte of the file is read.
      await consumeLimits(app.counters, [
        { rule: RATE_RULES.uploadPerAccount, subject: user.id },
        { rule: RATE_RULES.uploadPerAddress, subject: request.ip },
      ]);
      const data = await readUploadedPhoto(request);
      const stored = await storeImage({
        data,
        store: app.imageStore,
        folder: 'avatars',
        widths: [AVATAR_WIDTH],
        aspect: 1,
      });
      const image = `${stored.basePath}-${AVATAR_WIDTH}.webp`;
      await setProfileImage(app.database.db, user.id, image, app.clock());
      // The photo it replaces is no longer shown anywhere.
      await deleteImage({ store: app.imageStore, image: user.image, widths: [AVATAR_WIDTH] });
      return toCurrentUser({ ...user, image }, app.config.auth.requireStaffTwoFactor);
    },
  );
};
