import type { FastifyRequest } from 'fastify';
import { ApiError } from '#server/http/api-error.ts';
import { PHOTO_UPLOAD } from '#shared/constants.ts';

const photoError = (
  status: number,
  code: 'VALIDATION_ERROR' | 'PAYLOAD_TOO_LARGE',
  message: string,
) => new ApiError(status, code, message, { photo: message });

/**
 * The bytes of the file sent in the multipart field `photo`, read whole (at most
 * PHOTO_UPLOAD.maxBytes). A body that is not multipart is a 415; no photo, a broken body or a
 * file over the limit each a 4xx on the photo field. Nothing is stored here.
 */
export async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data.');
  }
  const malformed = () =>
    photoError(
      400,
      'VALIDATION_ERROR',
      'The upload could not be read. Please choose the photo again.',
    );
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    throw malformed();
  }
  if (file?.fieldname !== 'photo') throw photoError(400, 'VALIDATION_ERROR', '! Photo is required');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = PHOTO_UPLOAD.maxBytes / (1024 * 1024);
      throw photoError(413, 'PAYLOAD_TOO_LARGE', `The photo is larger than ${megabytes} MB.`);
    }
    throw malformed();
  }
}
