import { profileGradeOf, type ProfilePrefill } from '../contract/index.js';
import { NotFoundError } from '../domain/errors.js';
import { ConsultationRequest } from '../models/index.js';

export const NO_PREFILL = 'No consultation request matches this account';

/**
 * What profile set-up starts with for a signed-in address: the request the address was invited from (the
 * newest), else the newest request made with that address. The public form's grade becomes the profile's.
 */
export async function profilePrefill(email: string): Promise<ProfilePrefill> {
  const address = email.trim().toLowerCase();
  const [request] = await ConsultationRequest.find({ $or: [{ invitedEmail: address }, { email: address }] })
    .sort({ invitedAt: -1, createdAt: -1 })
    .limit(1)
    .lean();
  if (!request) throw new NotFoundError(NO_PREFILL);
  return {
    studentFirstName: request.studentFirstName,
    studentLastName: request.studentLastName,
    gradeLevel: profileGradeOf(request.gradeLevel),
    parentName: request.parentName ?? '',
    phone: request.phone,
    challenges: request.challenges ?? '',
  };
}
