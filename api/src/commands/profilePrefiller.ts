import { profileGradeOf, type ProfilePrefill } from '../contract/index.js';
import { NotFoundError } from '../domain/errors.js';
import { ConsultationRequest } from '../models/index.js';

export const NO_PREFILL = 'No consultation request matches this account';

/** The newest request matching `filter` that no student has joined by yet (a joined one is that student's). */
function newestOpenRequest(filter: Record<string, string>) {
  return ConsultationRequest.findOne({ ...filter, clientId: null })
    .sort({ invitedAt: -1, createdAt: -1 })
    .lean();
}

/**
 * What profile set-up starts with for a signed-in address: the request the address was invited from (the
 * newest), else the newest request made with that address; never one a student already joined by (a sibling's,
 * sent from the same parent's address). The public form's grade becomes the profile's.
 */
export async function profilePrefill(email: string): Promise<ProfilePrefill> {
  const address = email.trim().toLowerCase();
  const request = (await newestOpenRequest({ invitedEmail: address })) ?? (await newestOpenRequest({ email: address }));
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
