import { ConflictError } from '../domain/errors.js';
import { ApprovedEmail, newId, type ApprovedEmailDoc } from '../models/index.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { refuseGuardianAddress } from '../policies/guardianAddress.js';

export const EMAIL_ALREADY_APPROVED = 'This email is already approved';

/**
 * Approves an address (already trimmed and lower-cased by the schema) for sign-in; a repeat is a 409, and so is a
 * guardian's address (a student's address cannot be a guardian's).
 */
export async function addApprovedEmail(email: string, addedBy: string): Promise<ApprovedEmailDoc> {
  if (await ApprovedEmail.exists({ email })) throw new ConflictError(EMAIL_ALREADY_APPROVED);
  await refuseGuardianAddress(email);
  try {
    return await ApprovedEmail.create({ _id: newId(), email, addedBy });
  } catch (error) {
    if (isDuplicateKey(error)) throw new ConflictError(EMAIL_ALREADY_APPROVED);
    throw error;
  }
}
