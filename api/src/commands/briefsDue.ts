import { DAY_MS } from '../contract/index.js';
import { AgreementAcceptance, Brief, ClientProfile, FAMILY_AGREEMENT_ID, FamilyAgreement, GuardianLink } from '../models/index.js';

/**
 * The active students whose briefs are due: at least one of their guardians accepted the current agreement for
 * families, and no brief was sent to their family in the 7 days before `now`. Their names, alphabetical.
 */
export async function findStudentsWithBriefsDue(now: Date): Promise<string[]> {
  const agreement = await FamilyAgreement.findById(FAMILY_AGREEMENT_ID, { version: 1 }).lean();
  if (!agreement) return [];
  const guardianIds = await AgreementAcceptance.distinct('guardianId', { version: agreement.version });
  if (guardianIds.length === 0) return [];
  const clientIds = await GuardianLink.distinct('clientId', { guardianId: { $in: guardianIds } });
  const briefed = await Brief.distinct('clientId', {
    clientId: { $in: clientIds },
    status: 'sent',
    sentAt: { $gt: new Date(now.getTime() - 7 * DAY_MS) },
  });
  const due = clientIds.filter((clientId) => !briefed.includes(clientId));
  const profiles = await ClientProfile.find({ _id: { $in: due }, isActive: { $ne: false } }, { studentFirstName: 1, studentLastName: 1 }).lean();
  return profiles
    .map((profile) => `${profile.studentFirstName} ${profile.studentLastName}`)
    .sort((a, b) => a.localeCompare(b));
}
