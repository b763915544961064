import { GUARDIAN_ALREADY_LINKED, GUARDIAN_RELATIONSHIP_LABELS, type GuardianPayload } from '../contract/index.js';
import type { AppConfig } from '../config.js';
import { ConflictError, NotDeliveredError, NotFoundError } from '../domain/errors.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import {
  ClientProfile,
  Guardian,
  GuardianLink,
  newId,
  type GuardianLinkRecord,
  type GuardianRecord,
} from '../models/index.js';
import { GUARDIAN_INVITATION_KIND, refuseStaffOrStudentAddress } from '../policies/guardianAddress.js';
import type { Services } from '../services/index.js';
import { INVITATION_TTL_MS } from '../services/lifetimes.js';
import { errorFields } from '../services/logger.js';
import { INVITATION_NOT_SENT, sendInvitation } from './clientInviter.js';
import { unlinkGuardian } from './guardianRemover.js';
import { issueSignInLink } from './signInLinkIssuer.js';

export const CLIENT_NOT_FOUND = 'Client not found';

/** The guardian of an address, created with this name when the address is new (one record per address). */
async function guardianFor(email: string, name: string): Promise<GuardianRecord> {
  const found = await Guardian.findOne({ email }).lean<GuardianRecord>();
  if (found) return found;
  try {
    return (await Guardian.create({ _id: newId(), email, name })).toObject() as GuardianRecord;
  } catch (error) {
    // Added at the same moment for a sibling: that record is this address's.
    if (!isDuplicateKey(error)) throw error;
    return (await Guardian.findOne({ email }).lean<GuardianRecord>())!;
  }
}

/**
 * Links a guardian to a student and e-mails them an invitation: a sign-in link that works for 7 days. One record
 * per address, so a second student links the same guardian (siblings). The coach's address and a student's are
 * refused (409), and so is a guardian already linked to this student. A mail that fails is reported and leaves
 * nothing linked.
 */
export async function addGuardian(
  clientId: string,
  payload: GuardianPayload,
  addedBy: string,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
  now = new Date(),
): Promise<{ guardian: GuardianRecord; link: GuardianLinkRecord; invitationExpiresAt: Date }> {
  const student = await ClientProfile.findById(clientId, { studentFirstName: 1 }).lean();
  if (!student) throw new NotFoundError(CLIENT_NOT_FOUND);
  // Addresses compare as stored: lower-case.
  const email = payload.email.toLowerCase();
  await refuseStaffOrStudentAddress(email, config.coachEmails);

  const guardian = await guardianFor(email, payload.name);
  if (await GuardianLink.exists({ guardianId: guardian._id, clientId })) throw new ConflictError(GUARDIAN_ALREADY_LINKED);
  let link: GuardianLinkRecord;
  try {
    link = (
      await GuardianLink.create({ _id: newId(), guardianId: guardian._id, clientId, relationship: payload.relationship, addedBy })
    ).toObject() as GuardianLinkRecord;
  } catch (error) {
    if (isDuplicateKey(error)) throw new ConflictError(GUARDIAN_ALREADY_LINKED);
    throw error;
  }

  const invitation = await issueSignInLink(guardian.email, config.publicUrl, {
    kind: GUARDIAN_INVITATION_KIND,
    ttlMs: INVITATION_TTL_MS,
    now,
  });
  const relationship = GUARDIAN_RELATIONSHIP_LABELS[payload.relationship].toLowerCase();
  try {
    await sendInvitation(guardian.email, invitation, config, services, {
      subject: ({ shortName }) => `You're invited to ${shortName}'s family page`,
      intro: ({ businessName, coachName }) =>
        `${coachName} has added you as ${relationship === 'other' ? 'family' : `the ${relationship}`} of ${student.studentFirstName} at ${businessName}. Follow this link to sign in, read the practice's agreement for families, and see what ${student.studentFirstName} chooses to share with you:`,
    });
  } catch (error) {
    services.logger.error('guardian invitation e-mail failed', { clientId, ...errorFields(error) });
    await unlinkGuardian(clientId, guardian._id);
    throw new NotDeliveredError(INVITATION_NOT_SENT);
  }
  return { guardian, link, invitationExpiresAt: new Date(now.getTime() + INVITATION_TTL_MS) };
}
