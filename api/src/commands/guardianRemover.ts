import { GUARDIAN_NOT_FOUND } from '../contract/index.js';
import { NotFoundError } from '../domain/errors.js';
import {
  AgreementAcceptance,
  Guardian,
  GuardianLink,
  PushSubscription,
  SignInToken,
  User,
  type GuardianRecord,
} from '../models/index.js';
import { endSessions } from './sessionsEnder.js';

/**
 * Removes a guardian who is no longer linked to any student: sign-in links first, then sessions, devices,
 * acceptances and account, the guardian's record last, so that a removal cut short is finished by running it again.
 * Without the record the address is no longer approved, so the guardian is refused at the next request on every
 * process.
 */
export async function removeGuardian(guardian: Pick<GuardianRecord, '_id' | 'email' | 'userId'>): Promise<void> {
  await SignInToken.deleteMany({ email: guardian.email });
  const users = await User.find(
    { $or: [...(guardian.userId ? [{ _id: guardian.userId }] : []), { email: guardian.email, role: 'guardian' }] },
    { _id: 1 },
  ).lean();
  const userIds = users.map((user) => user._id);
  for (const userId of userIds) await endSessions(userId);
  await PushSubscription.deleteMany({ userId: { $in: userIds } });
  await AgreementAcceptance.deleteMany({ guardianId: guardian._id });
  await User.deleteMany({ _id: { $in: userIds } });
  await Guardian.deleteOne({ _id: guardian._id });
}

/** The guardians linked to this student and to no other (a sibling's guardian is not among them). */
export async function guardiansOnlyOf(clientId: string): Promise<GuardianRecord[]> {
  const links = await GuardianLink.find({ clientId }, { guardianId: 1 }).lean();
  const guardianIds = links.map((link) => link.guardianId);
  if (guardianIds.length === 0) return [];
  const shared = await GuardianLink.find(
    { guardianId: { $in: guardianIds }, clientId: { $ne: clientId } },
    { guardianId: 1 },
  ).lean();
  const sharedIds = new Set(shared.map((link) => link.guardianId));
  return Guardian.find({ _id: { $in: guardianIds.filter((id) => !sharedIds.has(id)) } }).lean<GuardianRecord[]>();
}

/** Removes the guardians a student's deletion leaves with no student (their links go in a later step). */
export async function removeGuardiansOnlyOf(clientId: string): Promise<void> {
  for (const guardian of await guardiansOnlyOf(clientId)) await removeGuardian(guardian);
}

/**
 * Unlinks a guardian from a student (404 when they are not linked). Unlinking the guardian's last student removes
 * the guardian: their account, sessions and sign-in links, so they can no longer sign in.
 */
export async function unlinkGuardian(clientId: string, guardianId: string): Promise<void> {
  const link = await GuardianLink.findOneAndDelete({ clientId, guardianId }).lean();
  if (!link) throw new NotFoundError(GUARDIAN_NOT_FOUND);
  if (await GuardianLink.exists({ guardianId })) return;
  const guardian = await Guardian.findById(guardianId).lean<GuardianRecord>();
  if (guardian) await removeGuardian(guardian);
}
