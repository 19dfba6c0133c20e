import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { SUITE_PHOTO_TYPES } from '#web/features/suites/api/admin-suites.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';

const MAX_MB = PHOTO_UPLOAD.maxMegabytes;

/** What is wrong with a chosen file before it is sent, if anything (the server checks again). */
export function checkSuitePhoto(file: File): string | undefined {
  if (!(SUITE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or AVIF image.';
  }
  if (file.size > PHOTO_UPLOAD.maxBytes) {
    return `The photo is larger than ${MAX_MB} MB. Choose a smaller one.`;
  }
  return undefined;
}

/**
 * Rethrows a failed upload, a body too large (refused by a proxy or the server's own limit,
 * without fields) as a message on the photo field.
 */
export function rethrowUploadFailure(failure: unknown): never {
  if (failure instanceof ApiClientError && failure.status === 413) {
    throw new ApiClientError(failure.status, failure.code, failure.message, {
      photo: failure.fields.photo ?? `The photo is larger than ${MAX_MB} MB.`,
    });
  }
  throw failure;
}
