import { AGREEMENT_REQUIRED, type Family, type SiteInfo } from '../contract/index.js';
import { ForbiddenError } from '../domain/errors.js';
import { ClientProfile, GuardianLink, type GuardianLinkRecord } from '../models/index.js';
import { hasAcceptedCurrentAgreement } from '../policies/familyAgreement.js';
import { buildFamilyStudent } from './familyView.js';
import type { PracticeClock } from '../domain/practiceDays.js';
import { readPracticeProfile } from './practiceProfile.js';

/**
 * GET /api/family: the students linked to the guardian (first linked first, siblings
 * each on their own), each with only what they share with this guardian (nothing while paused at 18); and how to
 * reach the practice. Refused until the guardian accepted the current agreement for families.
 */
export async function readFamily(guardianId: string, clock: PracticeClock, site: SiteInfo): Promise<Family> {
  if (!(await hasAcceptedCurrentAgreement(guardianId))) throw new ForbiddenError(AGREEMENT_REQUIRED);
  const links = await GuardianLink.find({ guardianId })
    .sort({ createdAt: 1, _id: 1 })
    .lean<GuardianLinkRecord[]>();
  const [profiles, practice] = await Promise.all([
    ClientProfile.find(
      { _id: { $in: links.map((link) => link.clientId) } },
      { studentFirstName: 1, dateOfBirth: 1 },
    ).lean(),
    readPracticeProfile(site),
  ]);
  const byId = new Map(profiles.map((profile) => [profile._id, profile]));
  const students = await Promise.all(
    links.flatMap((link) => {
      const profile = byId.get(link.clientId);
      if (!profile) return [];
      return [buildFamilyStudent(profile, link, clock, site)];
    }),
  );
  return {
    students,
    practice: {
      name: practice.businessName,
      coachName: practice.coachName,
      email: practice.coachEmail,
      phone: practice.phone,
    },
  };
}
