import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ApiError,
  badRequest,
  payloadTooLarge,
  unsupportedMediaType,
} from '#server/http/api-error.ts';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { fieldErrors, hasFieldErrors } from '#shared/field-errors.ts';
import { defineMessages, tr } from '#shared/messages.ts';

const messages = defineMessages({
  unreadable: {
    id: 'api.readUpload.unreadable',
    defaultMessage: 'The upload could not be read. Please choose the photo again.',
  },
  multipart: {
    id: 'api.readUpload.multipart',
    defaultMessage: 'Send the form as {format}.',
  },
  onePhoto: {
    id: 'api.readUpload.onePhoto',
    defaultMessage: 'Send one photo, in the field "{field}".',
  },
  fieldTwice: { id: 'api.readUpload.fieldTwice', defaultMessage: 'A field was sent twice.' },
  fieldOnce: { id: 'api.readUpload.fieldOnce', defaultMessage: 'Send this field once' },
  fieldTooLong: { id: 'api.readUpload.fieldTooLong', defaultMessage: 'A field is too long.' },
  tooLong: { id: 'api.readUpload.tooLong', defaultMessage: 'This is too long' },
  photoTooLarge: {
    id: 'api.readUpload.photoTooLarge',
    defaultMessage: 'The photo is larger than {megabytes, number} MB.',
  },
  tooManyParts: {
    id: 'api.readUpload.tooManyParts',
    defaultMessage: 'The form has more fields or files than it takes.',
  },
  photoRequired: { id: 'api.readUpload.photoRequired', defaultMessage: '! Photo is required' },
  fieldsInvalid: {
    id: 'api.readUpload.fieldsInvalid',
    defaultMessage: 'Some fields are missing or invalid.',
  },
  requestInvalid: { id: 'api.readUpload.requestInvalid', defaultMessage: 'is invalid' },
});

/** The name of the file field of every upload form. */
const PHOTO_FIELD = 'photo';
/** The longest text field a form sends (a suite's description is the longest), in bytes. */
const MAX_FIELD_BYTES = 16 * 1024;

const photoProblem = (message: string) => badRequest(message, { photo: message });

/** 400 on `photo`: a form that needs a photo came without one (the spec's words). */
export const photoRequired = () => photoProblem(tr(messages.photoRequired));
const malformed = () => photoProblem(tr(messages.unreadable));

interface MultipartForm {
  /** The text fields, each sent once. */
  fields: Record<string, string>;
  /** The bytes of the `photo` file, or null when none was sent. */
  photo: Buffer | null;
}

/**
 * Lets the routes of `app`'s own context (a routes plugin, which encapsulates) take multipart
 * bodies. Only the upload routes register it: the plugin adds a listener to every answer and an
 * asynchronous clean-up after it, a tenth of what a static file or a kept answer costs.
 */
export async function acceptUploads(app: FastifyInstance) {
  // The most text fields a form sends: the Add Suite form's fourteen (its Bengali name and
  // description among them).
  await app.register(multipart, {
    limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: 14, parts: 15 },
  });
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}

/**
 * Reads a multipart form whole: its text fields, and the file of the field `photo` (at most
 * PHOTO_UPLOAD.maxBytes). A body that is not multipart is a 415; a broken body, a second file, a
 * repeated or oversized field each a 4xx naming the field. Nothing is stored here.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(tr(messages.multipart, { format: 'multipart/form-data' }));
  }
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fieldSize: MAX_FIELD_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD || photo) {
          await part.toBuffer().catch(() => {});
          throw photoProblem(tr(messages.onePhoto, { field: PHOTO_FIELD }));
        }
        photo = await part.toBuffer();
        continue;
      }
      const name = part.fieldname;
      if (Object.hasOwn(fields, name)) {
        throw badRequest(tr(messages.fieldTwice), { [name]: tr(messages.fieldOnce) });
      }
      if (part.valueTruncated) {
        throw badRequest(tr(messages.fieldTooLong), { [name]: tr(messages.tooLong) });
      }
      fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = tr(messages.photoTooLarge, { megabytes: PHOTO_UPLOAD.maxMegabytes });
      throw payloadTooLarge(message, { photo: message });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw payloadTooLarge(tr(messages.tooManyParts));
    }
    if (error instanceof ApiError) throw error;
    throw malformed();
  }
  return { fields, photo };
}

/** The bytes of the file sent in the multipart field `photo`, which is required. */
export async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  const { photo } = await readMultipartForm(request);
  if (!photo) throw photoRequired();
  return photo;
}

/**
 * The text fields of a multipart form checked by `schema` (the form's own shared schema), or a
 * 400 naming each field that fails, in the one error shape.
 */
export function parseFormFields<Output>(
  schema: z.core.$ZodType<Output>,
  fields: Record<string, string>,
): Output {
  const result = z.safeParse(schema, fields);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  throw badRequest(
    tr(messages.fieldsInvalid),
    hasFieldErrors(errors) ? errors : { request: tr(messages.requestInvalid) },
  );
}
