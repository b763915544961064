import type { ClientProfilePayload } from '../contract/index.js';
import { ConflictError } from '../domain/errors.js';
import { ClientProfile, newId, type ClientProfileDoc } from '../models/index.js';
import { isDuplicateKey } from '../models/duplicateKey.js';

export const PROFILE_EXISTS_MESSAGE = 'A profile already exists for this account';

/**
 * Creates a student's one profile. The form's e-mail field is validated (so the form and the API agree)
 * but not stored: the account's sign-in address is the student's address wherever one is shown,
 * so a typo in the form cannot detach a profile from the address the coach approved.
 */
export async function createClientProfile(userId: string, payload: ClientProfilePayload): Promise<ClientProfileDoc> {
  const { email: _formEmail, ...fields } = payload;
  if (await ClientProfile.exists({ userId })) throw new ConflictError(PROFILE_EXISTS_MESSAGE);
  try {
    return await ClientProfile.create({ _id: newId(), userId, ...fields });
  } catch (error) {
    // Two submissions at once: the unique userId index lets one through.
    if (isDuplicateKey(error)) throw new ConflictError(PROFILE_EXISTS_MESSAGE);
    throw error;
  }
}
