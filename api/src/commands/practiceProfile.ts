import { API_PATHS, DRAWN_PORTRAIT_URL, type PracticeProfilePayload, type SiteInfo } from '../contract/index.js';
import { PRACTICE_PROFILE_ID, PracticePhoto, PracticeProfile } from '../models/practiceProfile.js';
import { presentSite } from '../presenters/site.js';
import type { ResizedPhoto } from './coachPhotoResizer.js';

/** The URL of an uploaded photo: its content hash names it, so each photo has its own URL. */
export function photoUrl(hash: string): string {
  return API_PATHS.sitePhotoFile(`${hash}.webp`);
}

/**
 * The practice's profile, read from the store. The first read stores `firstStart` (the SITE_* settings) as
 * the profile, in one atomic upsert, so several processes starting together agree; from then on only the
 * coach changes it, and a save shows on every process at the next read.
 */
export async function readPracticeProfile(firstStart: SiteInfo): Promise<SiteInfo> {
  const stored =
    (await PracticeProfile.findById(PRACTICE_PROFILE_ID).lean()) ??
    (await PracticeProfile.findOneAndUpdate(
      { _id: PRACTICE_PROFILE_ID },
      { $setOnInsert: { ...presentSite(firstStart) } },
      { upsert: true, returnDocument: 'after', lean: true },
    ));
  return presentSite(stored as unknown as SiteInfo);
}

/** Applies the coach's changes, creating the profile from `firstStart` if it was never read. */
async function update(changes: Record<string, unknown>, firstStart: SiteInfo): Promise<SiteInfo> {
  const { coachPhotoUrl, ...rest } = presentSite(firstStart);
  const insertOnly = Object.fromEntries(
    Object.entries({ coachPhotoUrl, ...rest }).filter(([field]) => !(field in changes)),
  );
  const stored = await PracticeProfile.findOneAndUpdate(
    { _id: PRACTICE_PROFILE_ID },
    { $set: changes, $setOnInsert: insertOnly },
    { upsert: true, returnDocument: 'after', lean: true, runValidators: true },
  );
  return presentSite(stored as unknown as SiteInfo);
}

/** Saves what the coach edited (everything but the photo). */
export function savePracticeProfile(payload: PracticeProfilePayload, firstStart: SiteInfo): Promise<SiteInfo> {
  return update({ ...payload }, firstStart);
}

/** Stores a resized photo and makes it the coach's; earlier uploads are removed. */
export async function setPracticePhoto(photo: ResizedPhoto, firstStart: SiteInfo): Promise<SiteInfo> {
  await PracticePhoto.updateOne(
    { _id: photo.hash },
    { $set: { data: photo.data, contentType: photo.contentType } },
    { upsert: true },
  );
  const site = await update({ coachPhotoUrl: photoUrl(photo.hash) }, firstStart);
  await PracticePhoto.deleteMany({ _id: { $ne: photo.hash } });
  return site;
}

/** Goes back to the drawn portrait and removes the uploaded photo. */
export async function clearPracticePhoto(firstStart: SiteInfo): Promise<SiteInfo> {
  const site = await update({ coachPhotoUrl: DRAWN_PORTRAIT_URL }, firstStart);
  await PracticePhoto.deleteMany({});
  return site;
}

/** Bytes as a lean read returns them: a Buffer, or the driver's Binary holding them. */
function storedBytes(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const { buffer } = value as { buffer: Uint8Array };
  return Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * An uploaded photo by its hash, or null when there is none such. Served with an immutable cache, so a
 * browser asks for each photo once.
 */
export async function readPracticePhoto(hash: string): Promise<{ data: Buffer; contentType: string } | null> {
  const found = await PracticePhoto.findById(hash).lean();
  return found ? { data: storedBytes(found.data), contentType: found.contentType } : null;
}
