import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '#server/http/api-error.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import type { AuditActor } from '#server/repositories/audit.ts';
import { findAdminSuite, listAdminSuites } from '#server/repositories/suite-admin-reads.ts';
import {
  BaseOccupancyError,
  GalleryFullError,
  LastPhotoError,
  PhotoOrderError,
  SuiteHasBookingsError,
} from '#server/repositories/suite-errors.ts';
import {
  createSuite,
  deleteSuite,
  setSuiteActive,
  updateSuite,
} from '#server/repositories/suite-management.ts';
import {
  addSuitePhoto,
  removeSuitePhoto,
  reorderSuitePhotos,
} from '#server/repositories/suite-photos.ts';
import { deleteImage, storeImage } from '#server/uploads/images.ts';
import {
  acceptUploads,
  parseFormFields,
  photoRequired,
  readMultipartForm,
} from '#server/uploads/read-upload.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { SUITE_IMAGE_WIDTHS } from '#shared/suite.ts';
import {
  type AdminSuite,
  adminSuiteListSchema,
  adminSuiteSchema,
  baseOccupancyOverCapacity,
  SUITE_PHOTOS_MAX,
  suiteFieldsSchema,
  suitePhotoOrderSchema,
} from '#shared/suite-admin.ts';

const messages = defineMessages({
  hasBookings: {
    id: 'api.suiteAdmin.hasBookings',
    defaultMessage:
      'This suite has bookings, so it cannot be deleted. Archive it instead: it leaves search and the home page, and its bookings stay.',
  },
  photoOrder: {
    id: 'api.suiteAdmin.photoOrder',
    defaultMessage: 'List every photo of this suite once, in the new order',
  },
  lastPhoto: {
    id: 'api.suiteAdmin.lastPhoto',
    defaultMessage: 'A suite keeps at least one photo: add another before removing this one.',
  },
  galleryFull: {
    id: 'api.suiteAdmin.galleryFull',
    defaultMessage:
      "A suite's gallery holds at most {max, number} photos: remove one before adding another.",
  },
});

const idParams = z.object({ id: z.string().max(100) });
const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const uploadErrors = {
  ...staffErrors,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
const photoRules = `JPEG, PNG, WebP or AVIF, at most ${PHOTO_UPLOAD.maxMegabytes} MB and ${PHOTO_UPLOAD.maxMegapixels} megapixels`;
const formFields =
  'name, nameBn (optional: the name in Bengali; empty: none), price, weekendPrice (optional; empty: the base price), square, address, description, descriptionBn (optional: the description in Bengali; empty: none), bed, guest, rating, baseOccupancy (optional, at most guest; empty: all it sleeps), extraAdultPerNight and extraChildPerNight (whole BDT a night for each guest beyond it; empty: 0; these three, left out of an edit, are kept)';

/** A suite's pictures are 3:2, stored in the widths of the demo pictures. */
const SUITE_ASPECT = 2 / 3;

/**
 * The staff's suite management: add (with a cover photo), edit, archive, restore, delete, and
 * each suite's gallery. Every change is recorded in the audit trail in its own transaction.
 * Photo files are written before the database changes and deleted after it has committed, so a
 * stored row never points at a missing file (an aborted request may leave an unused file).
 */
export const suiteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const db = app.database.db;
  const store = app.imageStore;

  const actorOf = (user: { id: string; email: string }): AuditActor => ({
    id: user.id,
    email: user.email,
  });

  const storePhoto = async (data: Buffer) =>
    (
      await storeImage({
        data,
        store,
        folder: 'suites',
        widths: SUITE_IMAGE_WIDTHS,
        aspect: SUITE_ASPECT,
      })
    ).basePath;

  const forget = (images: (string | null)[]) =>
    Promise.all(images.map((image) => deleteImage({ store, image, widths: SUITE_IMAGE_WIDTHS })));

  const current = async (id: string): Promise<AdminSuite> => {
    const suite = await findAdminSuite(db, id);
    if (!suite) throw notFound('suite');
    return suite;
  };

  app.get(
    '/api/admin/suites',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary:
          'Every suite with its gallery and bookings count, archived ones included (admins only)',
        response: { 200: adminSuiteListSchema, ...staffErrors },
      },
    },
    async () => listAdminSuites(db),
  );

  app.get(
    '/api/admin/suites/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: 'One suite as staff see it, archived or not (admins only)',
        params: idParams,
        response: { 200: adminSuiteSchema, ...staffErrors, 404: apiErrorSchema },
      },
    },
    async (request) => current(request.params.id),
  );

  app.post(
    '/api/suites',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: `Add a suite (admins only): multipart fields ${formFields} and the file "photo" (${photoRules}); 60 photos per account in 10 minutes`,
        consumes: ['multipart/form-data'],
        response: { 201: adminSuiteSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      await consumeLimits(app.counters, [
        { rule: RATE_RULES.suitePhotoPerAccount, subject: request.user.id },
      ]);
      const form = await readMultipartForm(request);
      const fields = parseFormFields(suiteFieldsSchema, form.fields);
      if (!form.photo) throw photoRequired();
      const imagePath = await storePhoto(form.photo);
      let id: string;
      try {
        id = await createSuite(db, actorOf(request.user), fields, imagePath);
      } catch (error) {
        await forget([imagePath]);
        throw error;
      }
      return reply.status(201).send(await current(id));
    },
  );

  app.patch(
    '/api/suites/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: `Edit a suite (admins only): multipart fields ${formFields}; a file "photo" replaces the cover`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: adminSuiteSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await current(id);
      const form = await readMultipartForm(request);
      const fields = parseFormFields(suiteFieldsSchema, form.fields);
      let coverPath: string | null = null;
      if (form.photo) {
        await consumeLimits(app.counters, [
          { rule: RATE_RULES.suitePhotoPerAccount, subject: request.user.id },
        ]);
        coverPath = await storePhoto(form.photo);
      }
      let result: Awaited<ReturnType<typeof updateSuite>>;
      try {
        result = await updateSuite(db, actorOf(request.user), id, fields, coverPath, app.clock());
      } catch (error) {
        await forget([coverPath]);
        if (error instanceof BaseOccupancyError) {
          throw badRequest(baseOccupancyOverCapacity(), {
            baseOccupancy: baseOccupancyOverCapacity(),
          });
        }
        throw error;
      }
      if (!result) {
        await forget([coverPath]);
        throw notFound('suite');
      }
      await forget([result.replacedImage]);
      return current(id);
    },
  );

  for (const [verb, active] of [
    ['archive', false],
    ['restore', true],
  ] as const) {
    app.post(
      `/api/suites/:id/${verb}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'suites'],
          summary: active
            ? 'Restore an archived suite to search and the home gallery (admins only)'
            : 'Archive a suite: it leaves search and the home gallery, its bookings stay (admins only)',
          params: idParams,
          response: { 200: adminSuiteSchema, ...staffErrors, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const found = await setSuiteActive(db, actorOf(request.user), id, active, app.clock());
        if (!found) throw notFound('suite');
        return current(id);
      },
    );
  }

  app.delete(
    '/api/suites/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: 'Delete a suite that never had a booking (admins only; 409: archive it instead)',
        params: idParams,
        response: {
          204: z.null(),
          ...staffErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      let images: string[] | false;
      try {
        images = await deleteSuite(db, actorOf(request.user), request.params.id);
      } catch (error) {
        if (error instanceof SuiteHasBookingsError) {
          throw conflict(tr(messages.hasBookings));
        }
        throw error;
      }
      if (!images) throw notFound('suite');
      await forget(images);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/suites/:id/photos',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: `Add a photo at the end of a suite's gallery (admins only; multipart file "photo", ${photoRules}; at most ${SUITE_PHOTOS_MAX} photos)`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: adminSuiteSchema, ...uploadErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const suite = await current(id);
      if (suite.photos.length >= SUITE_PHOTOS_MAX) throw galleryFull();
      await consumeLimits(app.counters, [
        { rule: RATE_RULES.suitePhotoPerAccount, subject: request.user.id },
      ]);
      const form = await readMultipartForm(request);
      if (!form.photo) throw photoRequired();
      const imagePath = await storePhoto(form.photo);
      let added: boolean;
      try {
        added = await addSuitePhoto(db, actorOf(request.user), id, imagePath);
      } catch (error) {
        await forget([imagePath]);
        if (error instanceof GalleryFullError) throw galleryFull();
        throw error;
      }
      if (!added) {
        await forget([imagePath]);
        throw notFound('suite');
      }
      return reply.status(201).send(await current(id));
    },
  );

  app.put(
    '/api/suites/:id/photos/order',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary:
          "Reorder a suite's gallery: every photo id once, the first becomes the cover (admins only)",
        params: idParams,
        body: suitePhotoOrderSchema,
        response: { 200: adminSuiteSchema, ...staffErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      let found: boolean;
      try {
        found = await reorderSuitePhotos(
          db,
          actorOf(request.user),
          id,
          request.body.photoIds,
          app.clock(),
        );
      } catch (error) {
        if (error instanceof PhotoOrderError) {
          const message = tr(messages.photoOrder);
          throw badRequest(message, { photoIds: message });
        }
        throw error;
      }
      if (!found) throw notFound('suite');
      return current(id);
    },
  );

  app.delete(
    '/api/suites/:id/photos/:photoId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: "Remove a photo from a suite's gallery; the last one stays (admins only)",
        params: z.object({ id: z.string().max(100), photoId: z.string().max(100) }),
        response: {
          200: adminSuiteSchema,
          ...staffErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      let removed: string | null;
      try {
        removed = await removeSuitePhoto(db, actorOf(request.user), id, photoId, app.clock());
      } catch (error) {
        if (error instanceof LastPhotoError) {
          throw conflict(tr(messages.lastPhoto));
        }
        throw error;
      }
      if (!removed) throw notFound('photo of this suite');
      await forget([removed]);
      return current(id);
    },
  );
};

function galleryFull() {
  return conflict(tr(messages.galleryFull, { max: SUITE_PHOTOS_MAX }));
}
