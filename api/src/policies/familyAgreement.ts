import { AgreementAcceptance, FAMILY_AGREEMENT_ID, FamilyAgreement } from '../models/index.js';

/*
 * A guardian sees nothing of a student, and is sent no brief, until they accepted the current version of the
 * practice's agreement for families; a new version asks again. With no agreement written yet there is nothing to
 * accept, so no guardian has.
 */

/** Which of these guardians accepted the current version of the agreement for families. */
export async function guardiansWhoAccepted(guardianIds: readonly string[]): Promise<Set<string>> {
  if (guardianIds.length === 0) return new Set();
  const agreement = await FamilyAgreement.findById(FAMILY_AGREEMENT_ID, { version: 1 }).lean();
  if (!agreement) return new Set();
  const accepted = await AgreementAcceptance.find(
    { guardianId: { $in: [...guardianIds] }, version: agreement.version },
    { guardianId: 1 },
  ).lean();
  return new Set(accepted.map((acceptance) => acceptance.guardianId));
}

/** Whether a guardian accepted the current version (GET /api/family answers 403 until they have). */
export async function hasAcceptedCurrentAgreement(guardianId: string): Promise<boolean> {
  return (await guardiansWhoAccepted([guardianId])).has(guardianId);
}
