import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '#server/http/api-error.ts';
import { PHOTO_UPLOAD } from '#shared/constants.ts';

const photoProblem = (message: string) => badRequest(message, { photo: message });

/**
 * The bytes of the file sent in the multipart field `photo`, read whole (at most
 * PHOTO_UPLOAD.maxBytes). A body that is not multipart is a 415; no photo, a broken body or a
 * file over the limit each a 4xx on the photo field. Nothing is stored here.
 */
export async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Send the photo as multipart/form-data.');
  }
  const malformed = () =>
    photoProblem('The upload could not be read. Please choose the photo again.');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    throw malformed();
  }
  if (file?.fieldname !== 'photo') throw photoProblem('! Photo is required');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `The photo is larger than ${PHOTO_UPLOAD.maxMegabytes} MB.`;
      throw payloadTooLarge(message, { photo: message });
    }
    throw malformed();
  }
}
