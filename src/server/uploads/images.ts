import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { ApiError, badRequest, serviceUnavailable } from '#server/http/api-error.ts';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import type { FileStore } from './storage.ts';
import { QueueFullError, WorkQueue } from './work-queue.ts';

const messages = defineMessages({
  tooLarge: {
    id: 'api.images.tooLarge',
    defaultMessage:
      'The picture is too large: at most {megapixels, number} megapixels (6,000 × 4,000).',
  },
  unreadable: {
    id: 'api.images.unreadable',
    defaultMessage: 'The file is not a picture we can read: use a JPEG, PNG or WebP image.',
  },
  format: { id: 'api.images.format', defaultMessage: 'Use a JPEG, PNG or WebP image.' },
  busy: {
    id: 'api.images.busy',
    defaultMessage: 'Many photos are being processed just now. Please try again in a minute.',
  },
  damaged: {
    id: 'api.images.damaged',
    defaultMessage: 'The picture could not be read: it may be damaged. Try another file.',
  },
});

/** Formats we accept, by what the bytes are, never by file name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
const MAX_PIXELS = PHOTO_UPLOAD.maxMegapixels * 1_000_000;

// libvips would use every core for each picture, and keep decoded pictures in a cache: one
// thread a picture and no cache keep the rest of the site answering while photos are processed.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Pictures decoded at once (half the cores, at least one), and how many more may wait: past
 * that, an upload is answered "busy" at once instead of piling up memory.
 */
const decoding = new WorkQueue(Math.max(1, Math.floor(availableParallelism() / 2)), 8);

interface StoredImage {
  /** Address of the stored file(s), without the `-<width>.webp` suffix. */
  basePath: string;
}

const invalid = (message: string) => badRequest(message, { photo: message });

/**
 * Checks an uploaded picture by decoding it, then stores it re-encoded as WebP at each width
 * (orientation applied, all metadata such as EXIF and GPS dropped) under a random name in the
 * store: `<folder>/<random>-<width>.webp`. Its size is read from the header first, so a picture
 * too large to decode costs nothing.
 */
export async function storeImage(options: {
  data: Buffer;
  store: FileStore;
  folder: string;
  widths: readonly number[];
  /** Height ÷ width of the stored picture (cropped to fill), e.g. 1 for an avatar. */
  aspect: number;
}): Promise<StoredImage> {
  let format: string | undefined;
  try {
    const metadata = await sharp(options.data, { limitInputPixels: false }).metadata();
    format = metadata.format;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
      throw invalid(tr(messages.tooLarge, { megapixels: PHOTO_UPLOAD.maxMegapixels }));
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid(tr(messages.unreadable));
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw invalid(tr(messages.format));
  }

  const name = `${options.folder}/${randomBytes(12).toString('hex')}`;
  let encoded: Buffer[];
  try {
    encoded = await decoding.run(() =>
      Promise.all(
        options.widths.map((width) =>
          sharp(options.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
            .timeout({ seconds: 30 })
            .rotate()
            .resize(width, Math.round(width * options.aspect), {
              fit: 'cover',
              position: 'attention',
            })
            .webp({ quality: 80 })
            .toBuffer(),
        ),
      ),
    );
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw serviceUnavailable(tr(messages.busy));
    }
    throw invalid(tr(messages.damaged));
  }
  await Promise.all(
    encoded.map((buffer, index) =>
      options.store.put(`${name}-${options.widths[index]}.webp`, buffer),
    ),
  );
  return { basePath: options.store.url(name) };
}

/**
 * Deletes the files of a picture stored by storeImage, given its address (one width's file or
 * the base path with every width). Anything else (a demo picture, another site's address) is
 * left alone. Best effort: a file that cannot be deleted is only left behind, unreferenced.
 */
export async function deleteImage(options: {
  store: FileStore;
  image: string | null;
  widths: readonly number[];
}): Promise<void> {
  const key = options.store.keyOf(options.image ?? '');
  const match = /^([a-z]+\/[0-9a-f]{24})(?:-\d+\.webp)?$/.exec(key ?? '');
  if (!match) return;
  const [, name = ''] = match;
  await Promise.all(
    options.widths.map((width) => options.store.remove(`${name}-${width}.webp`).catch(() => {})),
  );
}
