import {
  AGREEMENT_NOT_WRITTEN,
  AGREEMENT_VERSION_STALE,
  type CoachFamilyAgreement,
  type FamilyAgreement as FamilyAgreementReply,
} from '../contract/index.js';
import { ConflictError } from '../domain/errors.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { AgreementAcceptance, FAMILY_AGREEMENT_ID, FamilyAgreement, Guardian, newId } from '../models/index.js';
import { hasAcceptedCurrentAgreement } from '../policies/familyAgreement.js';
import { isoOrNull } from '../presenters/dates.js';
import { presentAgreementAcceptance } from '../presenters/guardian.js';

/** The stored agreement: version 0 and no text until the coach first saves one. */
async function currentAgreement(): Promise<{ version: number; text: string; updatedAt: Date | null }> {
  const stored = await FamilyAgreement.findById(FAMILY_AGREEMENT_ID).lean();
  return stored
    ? { version: stored.version, text: stored.text, updatedAt: stored.updatedAt ?? null }
    : { version: 0, text: '', updatedAt: null };
}

/** The agreement as the coach reads it under Practice profile, with every acceptance, newest first. */
export async function readCoachAgreement(): Promise<CoachFamilyAgreement> {
  const [agreement, acceptances] = await Promise.all([
    currentAgreement(),
    AgreementAcceptance.find().sort({ acceptedAt: -1, _id: 1 }).lean(),
  ]);
  const guardians = await Guardian.find(
    { _id: { $in: [...new Set(acceptances.map((acceptance) => acceptance.guardianId))] } },
    { name: 1 },
  ).lean();
  const names = new Map(guardians.map((guardian) => [guardian._id, guardian.name]));
  return {
    version: agreement.version,
    text: agreement.text,
    updatedAt: isoOrNull(agreement.updatedAt),
    acceptances: acceptances.map((acceptance) =>
      presentAgreementAcceptance(acceptance, names.get(acceptance.guardianId) ?? ''),
    ),
  };
}

/**
 * Saves the agreement's text: a changed text is a new version (guardians are asked to accept it again), the same
 * text keeps its version. Two saves at once each count: the version moves only from the one it was read at.
 */
export async function saveAgreement(text: string): Promise<void> {
  for (;;) {
    const stored = await FamilyAgreement.findById(FAMILY_AGREEMENT_ID, { version: 1, text: 1 }).lean();
    if (stored?.text === text) return;
    if (!stored) {
      try {
        await FamilyAgreement.create({ _id: FAMILY_AGREEMENT_ID, version: 1, text });
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        continue;
      }
    }
    const saved = await FamilyAgreement.updateOne(
      { _id: FAMILY_AGREEMENT_ID, version: stored.version },
      { $set: { text, version: stored.version + 1 } },
    );
    if (saved.matchedCount === 1) return;
  }
}

/** The agreement as a guardian reads it: the current version and whether they accepted it. */
export async function readFamilyAgreement(guardianId: string): Promise<FamilyAgreementReply> {
  const [agreement, accepted] = await Promise.all([currentAgreement(), hasAcceptedCurrentAgreement(guardianId)]);
  return { version: agreement.version, text: agreement.text, accepted };
}

/**
 * Records a guardian's acceptance of the current version, with when and the client address it came from, for the
 * practice's records. Only the current version can be accepted (409 otherwise, and 409 while none is written);
 * accepting it again keeps the first acceptance.
 */
export async function acceptAgreement(
  guardianId: string,
  version: number,
  ip: string,
  now = new Date(),
): Promise<FamilyAgreementReply> {
  const agreement = await currentAgreement();
  if (agreement.version === 0) throw new ConflictError(AGREEMENT_NOT_WRITTEN);
  if (version !== agreement.version) throw new ConflictError(AGREEMENT_VERSION_STALE);
  try {
    await AgreementAcceptance.updateOne(
      { guardianId, version },
      { $setOnInsert: { _id: newId(), guardianId, version, acceptedAt: now, ip } },
      { upsert: true },
    );
  } catch (error) {
    // Accepted at the same moment from another tab: accepted, which is what was asked.
    if (!isDuplicateKey(error)) throw error;
  }
  return { version: agreement.version, text: agreement.text, accepted: true };
}
