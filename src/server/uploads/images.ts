import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';

/** Formats we accept, by what the bytes are, never by file name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
/** Largest image we decode: 40 megapixels (a 20,000 × 20,000 picture is refused). */
const MAX_PIXELS = 40_000_000;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export interface StoredImage {
  /** URL path of the stored file(s), without the `-<width>.webp` suffix. */
  basePath: string;
}

const invalid = (message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, { photo: message });

/**
 * Checks an uploaded picture by decoding it, then stores it re-encoded as WebP at each width
 * (orientation applied, all metadata such as EXIF and GPS dropped) under a random name:
 * `<uploadsDir>/<folder>/<random>-<width>.webp`, served at `/uploads/<folder>/…`.
 */
export async function storeImage(options: {
  data: Buffer;
  uploadsDir: string;
  folder: string;
  widths: readonly number[];
  /** Height ÷ width of the stored picture (cropped to fill), e.g. 1 for an avatar. */
  aspect: number;
}): Promise<StoredImage> {
  let format: string | undefined;
  try {
    const metadata = await sharp(options.data, { limitInputPixels: MAX_PIXELS }).metadata();
    format = metadata.format;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
      throw invalid('The picture is too large: at most 40 megapixels.');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid('The file is not a picture we can read: use a JPEG, PNG or WebP image.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw invalid('Use a JPEG, PNG or WebP image.');
  }

  const name = randomBytes(12).toString('hex');
  const dir = path.join(options.uploadsDir, options.folder);
  await mkdir(dir, { recursive: true });
  try {
    const encoded = await Promise.all(
      options.widths.map((width) =>
        sharp(options.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
          .rotate()
          .resize(width, Math.round(width * options.aspect), {
            fit: 'cover',
            position: 'attention',
          })
          .webp({ quality: 80 })
          .toBuffer(),
      ),
    );
    await Promise.all(
      encoded.map((buffer, index) =>
        writeFile(path.join(dir, `${name}-${options.widths[index]}.webp`), buffer),
      ),
    );
  } catch {
    throw invalid('The picture could not be read: it may be damaged. Try another file.');
  }
  return { basePath: `/uploads/${options.folder}/${name}` };
}
