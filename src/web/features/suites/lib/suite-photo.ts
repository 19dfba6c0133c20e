import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { SUITE_PHOTO_TYPES } from '#web/features/suites/api/admin-suites.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { t } from '#web/lib/intl.ts';

/** A suite photo's messages: the field's own, shared by the suite form and the gallery. */
export const photoMessages = defineMessages({
  required: { id: 'suitesAdmin.photo.required', defaultMessage: '! Photo is required' },
  type: {
    id: 'suitesAdmin.photo.type',
    defaultMessage: 'Choose a JPEG, PNG, WebP or AVIF image.',
  },
  tooLarge: {
    id: 'suitesAdmin.photo.tooLarge',
    defaultMessage: 'The photo is larger than {max, number} MB. Choose a smaller one.',
  },
  tooLargeSent: {
    id: 'suitesAdmin.photo.tooLargeSent',
    defaultMessage: 'The photo is larger than {max, number} MB.',
  },
});

const MAX_MB = PHOTO_UPLOAD.maxMegabytes;

/** What is wrong with a chosen file before it is sent, if anything (the server checks again). */
export function checkSuitePhoto(file: File): string | undefined {
  if (!(SUITE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return t(photoMessages.type);
  }
  if (file.size > PHOTO_UPLOAD.maxBytes) {
    return t(photoMessages.tooLarge, { max: MAX_MB });
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
      photo: failure.fields.photo ?? t(photoMessages.tooLargeSent, { max: MAX_MB }),
    });
  }
  throw failure;
}
