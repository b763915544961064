import type { Guardian as GuardianReply } from '../contract/index.js';
import type { PracticeClock } from '../domain/practiceDays.js';
import {
  AgreementAcceptance,
  ClientProfile,
  Guardian,
  GuardianLink,
  SignInToken,
  type GuardianRecord,
} from '../models/index.js';
import { GUARDIAN_INVITATION_KIND } from '../policies/guardianAddress.js';
import { isPausedAtAdulthood } from '../policies/sharingAtAdulthood.js';
import { presentGuardian } from '../presenters/guardian.js';

/**
 * A student's guardians, in the order they were added: each with whether their sharing is paused at 18 (on
 * `clock`), the agreement version they last accepted and until when their invitation link works, or when it
 * expired while the store still holds it. Five reads however many guardians.
 */
export async function listGuardians(clientId: string, clock: PracticeClock): Promise<GuardianReply[]> {
  const [links, profile] = await Promise.all([
    GuardianLink.find({ clientId }).sort({ createdAt: 1, _id: 1 }).lean(),
    ClientProfile.findById(clientId, { dateOfBirth: 1 }).lean(),
  ]);
  const guardianIds = links.map((link) => link.guardianId);
  const guardians = await Guardian.find({ _id: { $in: guardianIds } }).lean<GuardianRecord[]>();
  const [acceptances, invitations] = await Promise.all([
    AgreementAcceptance.find({ guardianId: { $in: guardianIds } }).lean(),
    SignInToken.find(
      { email: { $in: guardians.map((guardian) => guardian.email) }, kind: GUARDIAN_INVITATION_KIND },
      { email: 1, expire: 1 },
    ).lean(),
  ]);
  const byId = new Map(guardians.map((guardian) => [guardian._id, guardian]));
  const latest = new Map<string, (typeof acceptances)[number]>();
  for (const acceptance of acceptances) {
    const known = latest.get(acceptance.guardianId);
    if (!known || acceptance.version > known.version) latest.set(acceptance.guardianId, acceptance);
  }
  const invitationOf = new Map(invitations.map((token) => [token.email, token.expire]));
  return links.flatMap((link) => {
    const guardian = byId.get(link.guardianId);
    if (!guardian) return [];
    const paused = isPausedAtAdulthood(profile?.dateOfBirth, link, clock);
    const invitation = invitationOf.get(guardian.email) ?? null;
    return [presentGuardian(guardian, link, latest.get(guardian._id) ?? null, invitation, paused)];
  });
}
