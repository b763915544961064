import { createHash } from 'node:crypto';
import { RecentSubmission } from '../models/index.js';
import { REPEAT_WINDOW_MS } from '../services/lifetimes.js';
import { isDuplicateKey } from '../models/duplicateKey.js';

/** Names one submission: the sender's address and every field, in a fixed order, hashed. */
export function submissionFingerprint(address: string, fields: Record<string, unknown>): string {
  const entries = Object.entries(fields).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify([address, entries])).digest('hex');
}

/**
 * Claims a submission for the next REPEAT_WINDOW_MS: true when it is the first within the window (store it),
 * false for a repeat. The claim lives in the store, so every API process sees it, and is taken atomically: of
 * two identical submissions at once, exactly one gets true. A claim whose window has passed is taken over even
 * before the TTL sweep removes it.
 */
export async function claimSubmission(fingerprint: string, now = new Date()): Promise<boolean> {
  const expire = new Date(now.getTime() + REPEAT_WINDOW_MS);
  const renewed = await RecentSubmission.findOneAndUpdate(
    { _id: fingerprint, expire: { $lte: now } },
    { $set: { expire } },
  ).lean();
  if (renewed) return true;
  try {
    await RecentSubmission.create({ _id: fingerprint, expire });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Gives a claim back, when the submission it was taken for could not be stored (so a retry is not refused). */
export async function releaseSubmission(fingerprint: string): Promise<void> {
  await RecentSubmission.deleteOne({ _id: fingerprint });
}
