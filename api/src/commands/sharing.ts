import {
  GUARDIAN_NOT_FOUND,
  SHARING_VIEWS_MAX,
  type FamilyStudent,
  type Sharing,
  type SharingSection,
  type SiteInfo,
} from '../contract/index.js';
import { NotFoundError } from '../domain/errors.js';
import {
  AccessLogEntry,
  ClientProfile,
  Guardian,
  GuardianLink,
  type AccessLogEntryRecord,
  type GuardianLinkRecord,
} from '../models/index.js';
import { isPausedAtAdulthood } from '../policies/sharingAtAdulthood.js';
import { presentGuardianView, presentSharedGuardian } from '../presenters/sharing.js';
import { buildFamilyStudent } from './familyView.js';
import type { PracticeClock } from '../domain/practiceDays.js';

/** One of the student's guardians with its link; another student's guardian is the same 404 as a missing one. */
async function loadLink(clientId: string, guardianId: string) {
  const [link, guardian] = await Promise.all([
    GuardianLink.findOne({ clientId, guardianId }).lean<GuardianLinkRecord>(),
    Guardian.findById(guardianId, { name: 1 }).lean(),
  ]);
  if (!link || !guardian) throw new NotFoundError(GUARDIAN_NOT_FOUND);
  return { link, guardian };
}

/** The guardians' reads of the student, newest first (the last SHARING_VIEWS_MAX), named by who read. */
async function readGuardianViews(clientId: string): Promise<Sharing['views']> {
  const entries = await AccessLogEntry.find({ clientId, action: 'family.view', 'actor.kind': 'guardian' })
    .sort({ createdAt: -1, _id: -1 })
    .limit(SHARING_VIEWS_MAX)
    .lean<AccessLogEntryRecord[]>();
  const emails = [...new Set(entries.map((entry) => entry.actor?.email).filter((email): email is string => !!email))];
  const guardians = await Guardian.find({ email: { $in: emails } }, { name: 1, email: 1 }).lean();
  const byEmail = new Map(guardians.map((guardian) => [guardian.email, guardian]));
  return entries.map((entry) => presentGuardianView(entry, byEmail.get(entry.actor?.email ?? '')));
}

/**
 * GET /api/sharing: the student's guardians (first linked first), what each sees, when each looked, and whether
 * sharing paused when the student turned 18.
 */
export async function readSharing(clientId: string, clock: PracticeClock): Promise<Sharing> {
  const links = await GuardianLink.find({ clientId }).sort({ createdAt: 1, _id: 1 }).lean<GuardianLinkRecord[]>();
  const [guardians, views, profile] = await Promise.all([
    Guardian.find({ _id: { $in: links.map((link) => link.guardianId) } }, { name: 1 }).lean(),
    readGuardianViews(clientId),
    ClientProfile.findById(clientId, { dateOfBirth: 1 }).lean(),
  ]);
  const byId = new Map(guardians.map((guardian) => [guardian._id, guardian]));
  const shown = links.flatMap((link) => {
    const guardian = byId.get(link.guardianId);
    const paused = isPausedAtAdulthood(profile?.dateOfBirth, link, clock);
    return guardian ? [presentSharedGuardian(guardian, link, paused)] : [];
  });
  return { guardians: shown, views, pausedAtEighteen: shown.some((guardian) => guardian.paused) };
}

/** Sets everything one of the student's guardians may see (what was shared before is replaced). */
export async function setSharing(
  clientId: string,
  guardianId: string,
  sections: readonly SharingSection[],
): Promise<Sharing['guardians'][number]> {
  const { guardian } = await loadLink(clientId, guardianId);
  // Setting it now, as the student is now, lifts a pause from turning 18.
  const link = await GuardianLink.findOneAndUpdate(
    { clientId, guardianId },
    { $set: { sections: [...sections], sharedAt: new Date() } },
    { returnDocument: 'after', runValidators: true },
  ).lean<GuardianLinkRecord>();
  if (!link) throw new NotFoundError(GUARDIAN_NOT_FOUND);
  return presentSharedGuardian(guardian, link, false);
}

/** Exactly what one of the student's guardians sees of the student now (nothing while paused at 18). */
export async function previewSharing(
  clientId: string,
  guardianId: string,
  clock: PracticeClock,
  site: SiteInfo,
): Promise<FamilyStudent> {
  const { link } = await loadLink(clientId, guardianId);
  const profile = await ClientProfile.findById(clientId, { studentFirstName: 1, dateOfBirth: 1 }).lean();
  if (!profile) throw new NotFoundError(GUARDIAN_NOT_FOUND);
  return buildFamilyStudent(profile, link, clock, site);
}
