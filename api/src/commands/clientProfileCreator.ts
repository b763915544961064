import { dateOfBirthProblem, type ClientProfilePayload } from '../contract/index.js';
import { ConflictError } from '../domain/errors.js';
import { ClientProfile, newId, type ClientProfileDoc } from '../models/index.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { invalidField } from './invalidField.js';

export const PROFILE_EXISTS_MESSAGE = 'A profile already exists for this account';

/**
 * Creates a student's one profile. The form's e-mail field is validated (so the form and the API agree)
 * but not stored: the account's sign-in address is the student's address wherever one is shown,
 * so a typo in the form cannot detach a profile from the address the coach approved. A date of birth in the
 * future, or under 13 years before `today` (the practice's day), is refused and nothing is stored.
 */
export async function createClientProfile(
  userId: string,
  payload: ClientProfilePayload,
  today: string,
): Promise<ClientProfileDoc> {
  const { email: _formEmail, ...fields } = payload;
  const problem = fields.dateOfBirth ? dateOfBirthProblem(fields.dateOfBirth, today) : null;
  if (problem) throw invalidField('dateOfBirth', problem);
  if (await ClientProfile.exists({ userId })) throw new ConflictError(PROFILE_EXISTS_MESSAGE);
  try {
    return await ClientProfile.create({ _id: newId(), userId, ...fields });
  } catch (error) {
    // Two submissions at once: the unique userId index lets one through.
    if (isDuplicateKey(error)) throw new ConflictError(PROFILE_EXISTS_MESSAGE);
    throw error;
  }
}
