import type { OrientationPayload } from '../contract/index.js';
import { ConflictError } from '../domain/errors.js';
import { OrientationResponse, newId, type OrientationResponseDoc } from '../models/index.js';
import { isDuplicateKey } from '../models/duplicateKey.js';

export const ORIENTATION_EXISTS_MESSAGE = 'Orientation responses already exist; update them instead';

/** The first save of a student's orientation answers (POST): 409 when a record exists. */
export async function createOrientationResponse(
  clientId: string,
  answers: OrientationPayload,
): Promise<OrientationResponseDoc> {
  if (await OrientationResponse.exists({ clientId })) throw new ConflictError(ORIENTATION_EXISTS_MESSAGE);
  try {
    return await OrientationResponse.create({ _id: newId(), clientId, ...answers });
  } catch (error) {
    if (isDuplicateKey(error)) throw new ConflictError(ORIENTATION_EXISTS_MESSAGE);
    throw error;
  }
}

/**
 * A later save (PUT): replaces the seven answers, creating the record when there is none yet.
 * Creating here too means a save queued while offline still lands even if the page never knew
 * whether its first save had reached the server. `holdStored` may refuse to replace the stored answers, or make
 * the write conditional.
 */
export async function saveOrientationResponse(
  clientId: string,
  answers: OrientationPayload,
  holdStored: (stored: OrientationResponseDoc) => void = () => {},
): Promise<{ record: OrientationResponseDoc; created: boolean }> {
  for (let attempt = 0; ; attempt += 1) {
    const existing = await OrientationResponse.findOne({ clientId });
    if (existing) {
      holdStored(existing);
      existing.set(answers);
      return { record: await existing.save(), created: false };
    }
    try {
      return { record: await OrientationResponse.create({ _id: newId(), clientId, ...answers }), created: true };
    } catch (error) {
      // Another save created it a moment ago: update that one instead.
      if (!isDuplicateKey(error) || attempt > 0) throw error;
    }
  }
}
