import { AGREEMENT_REQUIRED, STATEMENT_MESSAGES } from '../contract/index.js';
import { ForbiddenError, NotFoundError } from '../domain/errors.js';
import type { PracticeClock } from '../domain/practiceDays.js';
import { GuardianLink, type GuardianLinkRecord } from '../models/index.js';
import { hasAcceptedCurrentAgreement } from './familyAgreement.js';
import { sectionsShown } from './sharingAtAdulthood.js';

/**
 * Whether a guardian may read a student's account beyond the Family page (a statement): only after accepting the
 * current agreement for families (403 before), for a student linked to them (404 for any other, as for a missing
 * one), who shares their account with them now (403 when not, or while paused at 18).
 */
export async function authorizeSharedAccount(
  guardianId: string,
  student: { _id: string; dateOfBirth?: string | null } | null,
  clock: PracticeClock,
): Promise<void> {
  if (!(await hasAcceptedCurrentAgreement(guardianId))) throw new ForbiddenError(AGREEMENT_REQUIRED);
  const link = student
    ? await GuardianLink.findOne({ guardianId, clientId: student._id }).lean<GuardianLinkRecord>()
    : null;
  if (!student || !link) throw new NotFoundError(STATEMENT_MESSAGES.studentNotFound);
  if (!sectionsShown(student.dateOfBirth, link, clock).includes('account'))
    throw new ForbiddenError(STATEMENT_MESSAGES.notShared);
}
