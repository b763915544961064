import getRawBody from 'raw-body';
import type { PracticeProfilePayload } from '../../contract/index.js';
import { PHOTO_MAX_BYTES, resizeCoachPhoto } from '../../commands/coachPhotoResizer.js';
import {
  clearPracticePhoto,
  readFullPracticeProfile,
  readPracticePhoto,
  readPracticeProfile,
  savePracticeProfile,
  setPracticePhoto,
} from '../../commands/practiceProfile.js';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound } from '../../http/errors.js';

/** The message for a photo over the size bound. */
export const PHOTO_TOO_LARGE = `The photo must be at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB`;

/** GET /api/site: the practice's profile as the public pages show it (no meeting link). */
export async function siteInfo(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-cache');
  return readPracticeProfile(ctx.config.site);
}

/** GET /api/coach/practice-profile: the profile as the coach edits it, with the meeting link. */
export function coachProfile(ctx: AppContext) {
  ctx.set('Cache-Control', 'private, no-cache');
  return readFullPracticeProfile(ctx.config.site);
}

/** PUT /api/site: the coach saves the practice's profile (everything but the photo); replies with the profile. */
export function saveSite(ctx: AppContext, body: PracticeProfilePayload) {
  return savePracticeProfile(body, ctx.config.site);
}

/** Reads the uploaded image's bytes, refusing anything over the bound before and while reading. */
async function photoBytes(ctx: AppContext): Promise<Buffer> {
  if (!ctx.is('image/*')) throw new HttpError(415, 'photo: Send the photo as an image (JPEG, PNG or WebP)');
  const tooLarge = () =>
    new HttpError(413, `photo: ${PHOTO_TOO_LARGE}`, { errors: [{ field: 'photo', message: PHOTO_TOO_LARGE }] });
  if ((ctx.request.length ?? 0) > PHOTO_MAX_BYTES) throw tooLarge();
  try {
    return await getRawBody(ctx.req, { limit: PHOTO_MAX_BYTES });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw tooLarge();
    throw error;
  }
}

/** PUT /api/site/photo: the coach's photo (image bytes), checked, resized and stored; replies with the profile. */
export async function uploadPhoto(ctx: AppContext) {
  const photo = await resizeCoachPhoto(await photoBytes(ctx));
  return setPracticePhoto(photo, ctx.config.site);
}

/** DELETE /api/site/photo: back to the drawn portrait; replies with the profile. */
export function removePhoto(ctx: AppContext) {
  return clearPracticePhoto(ctx.config.site);
}

/** GET /api/site/photo/{hash}.webp: an uploaded photo; its URL changes with it, so it is cached for good. */
export async function servePhoto(ctx: AppContext, name: string) {
  const photo = await readPracticePhoto(name.replace(/\.webp$/, ''));
  if (!photo) throw notFound('Photo not found');
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.type = photo.contentType;
  ctx.body = photo.data;
}
