import {
  API_PATHS,
  DRAWN_PORTRAIT_URL,
  type PracticeProfileInfo,
  type PracticeProfilePayload,
  type SiteInfo,
} from '../contract/index.js';
import { PRACTICE_PROFILE_ID, PracticePhoto, PracticeProfile } from '../models/practiceProfile.js';
import { presentPracticeProfile, presentSite } from '../presenters/site.js';
import type { ResizedPhoto } from './coachPhotoResizer.js';

/** The URL of an uploaded photo: its content hash names it, so each photo has its own URL. */
export function photoUrl(hash: string): string {
  return API_PATHS.sitePhotoFile(`${hash}.webp`);
}

/**
 * The practice's profile as stored. The first read stores `firstStart` (the SITE_* settings) as the profile,
 * in one atomic upsert, so several processes starting together agree; from then on only the coach changes
 * it, and a save shows on every process at the next read.
 */
async function readStored(firstStart: SiteInfo): Promise<PracticeProfileInfo> {
  const stored =
    (await PracticeProfile.findById(PRACTICE_PROFILE_ID).lean()) ??
    (await PracticeProfile.findOneAndUpdate(
      { _id: PRACTICE_PROFILE_ID },
      { $setOnInsert: { ...presentSite(firstStart) } },
      { upsert: true, returnDocument: 'after', lean: true },
    ));
  return presentPracticeProfile(stored as unknown as PracticeProfileInfo);
}

/** The practice's public profile (what the public pages show): the meeting link left out. */
export async function readPracticeProfile(firstStart: SiteInfo): Promise<SiteInfo> {
  return presentSite(await readStored(firstStart));
}

/** The whole profile, meeting link included: for the coach and for what goes to booked clients only. */
export function readFullPracticeProfile(firstStart: SiteInfo): Promise<PracticeProfileInfo> {
  return readStored(firstStart);
}

/** Applies the coach's changes, creating the profile from `firstStart` if it was never read. */
async function update(changes: Record<string, unknown>, firstStart: SiteInfo): Promise<PracticeProfileInfo> {
  const { coachPhotoUrl, ...rest } = presentSite(firstStart);
  const insertOnly = Object.fromEntries(
    Object.entries({ coachPhotoUrl, ...rest }).filter(([field]) => !(field in changes)),
  );
  const stored = await PracticeProfile.findOneAndUpdate(
    { _id: PRACTICE_PROFILE_ID },
    { $set: changes, $setOnInsert: insertOnly },
    { upsert: true, returnDocument: 'after', lean: true, runValidators: true },
  );
  return presentPracticeProfile(stored as unknown as PracticeProfileInfo);
}

/** Saves what the coach edited (everything but the photo). */
export function savePracticeProfile(payload: PracticeProfilePayload, firstStart: SiteInfo): Promise<PracticeProfileInfo> {
  // A meeting link left out stays as stored.
  const changes = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
  return update(changes, firstStart);
}

/** Stores a resized photo and makes it the coach's; earlier uploads are removed. */
export async function setPracticePhoto(photo: ResizedPhoto, firstStart: SiteInfo): Promise<PracticeProfileInfo> {
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
export async function clearPracticePhoto(firstStart: SiteInfo): Promise<PracticeProfileInfo> {
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
