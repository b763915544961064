import { createHash } from 'node:crypto';
import { InvalidError } from '../domain/errors.js';

/** The largest upload accepted for the coach's photo. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The most pixels an upload may decode to (a 40-megapixel photo), so a small file cannot expand into gigabytes. */
export const PHOTO_MAX_PIXELS = 40_000_000;

/** The stored portrait's size: the landing page's 4:5 frame at twice its 480 × 600 layout size. */
export const PHOTO_SIZE = { width: 960, height: 1200 } as const;

/** Formats a photo may arrive in. SVG is refused: it is a document that can carry scripts, not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The message for anything that is not an accepted image. */
export const NOT_A_PHOTO = 'The photo must be a JPEG, PNG or WebP image';

const notAPhoto = () => new InvalidError(`photo: ${NOT_A_PHOTO}`, [{ field: 'photo', message: NOT_A_PHOTO }]);

/** A resized photo as stored and served. */
export interface ResizedPhoto {
  data: Buffer;
  contentType: 'image/webp';
  /** Content hash: names the photo in its URL, so a new photo is a new URL. */
  hash: string;
}

/**
 * Checks that `input` is a photo (JPEG, PNG or WebP by its content, whatever it claims to be, within the
 * pixel bound), then turns it upright, crops it to the portrait frame and re-encodes it as WebP without its
 * metadata (camera details, location). Anything else is a 400 naming the photo.
 */
export async function resizeCoachPhoto(input: Buffer): Promise<ResizedPhoto> {
  // Loaded on the first photo: sharp and its image library are an eighth of the API's start-up.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata()).format;
  } catch {
    throw notAPhoto();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAPhoto();
  let data: Buffer;
  try {
    data = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, animated: false })
      .rotate()
      .resize({ ...PHOTO_SIZE, fit: 'cover', position: 'attention', withoutEnlargement: false })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // A header that reads as an image over a body that does not decode (truncated, corrupt, too many pixels).
    throw notAPhoto();
  }
  return { data, contentType: 'image/webp', hash: createHash('sha256').update(data).digest('base64url').slice(0, 22) };
}
