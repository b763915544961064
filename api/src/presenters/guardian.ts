import {
  SHARING_SECTIONS,
  type AgreementAcceptance as AgreementAcceptanceReply,
  type Guardian,
  type GuardianRelationship,
} from '../contract/index.js';
import type { AgreementAcceptanceRecord, GuardianLinkRecord, GuardianRecord } from '../models/index.js';
import { iso, isoOrNull } from './dates.js';

type StoredLink = GuardianLinkRecord & { createdAt?: Date };

/**
 * A guardian of one student as the coach lists them: who they are, what the student shares with them and whether
 * that is paused at 18, the agreement version they last accepted, whether they have signed in, and until when their
 * invitation works.
 */
export function presentGuardian(
  guardian: GuardianRecord,
  link: StoredLink,
  acceptance: Pick<AgreementAcceptanceRecord, 'version' | 'acceptedAt'> | null,
  invitationExpiresAt: Date | null,
  paused: boolean,
): Guardian {
  return {
    id: guardian._id,
    name: guardian.name,
    email: guardian.email,
    relationship: link.relationship as GuardianRelationship,
    sections: SHARING_SECTIONS.filter((section) => link.sections.includes(section)),
    paused,
    acceptedVersion: acceptance?.version ?? null,
    acceptedAt: isoOrNull(acceptance?.acceptedAt),
    signedIn: !!guardian.userId,
    invitationExpiresAt: guardian.userId ? null : isoOrNull(invitationExpiresAt),
    createdAt: iso(link.createdAt),
  };
}

/** One acceptance of the agreement for families, as the coach reads it. */
export function presentAgreementAcceptance(
  acceptance: AgreementAcceptanceRecord,
  guardianName: string,
): AgreementAcceptanceReply {
  return {
    guardianId: acceptance.guardianId,
    guardianName,
    version: acceptance.version,
    acceptedAt: iso(acceptance.acceptedAt),
    ip: acceptance.ip ?? '',
  };
}
