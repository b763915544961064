import { FORMER_GUARDIAN, type GuardianView, type Sharing, type SharingSection } from '../contract/index.js';
import type { AccessLogEntryRecord, GuardianLinkRecord, GuardianRecord } from '../models/index.js';
import { iso } from './dates.js';

/**
 * One of the student's guardians as the Sharing page lists them: who, how related, what the student chose for them,
 * and whether that is paused because the student turned 18.
 */
export function presentSharedGuardian(
  guardian: Pick<GuardianRecord, '_id' | 'name'>,
  link: Pick<GuardianLinkRecord, 'relationship' | 'sections'>,
  paused: boolean,
): Sharing['guardians'][number] {
  return {
    id: guardian._id,
    name: guardian.name,
    relationship: link.relationship as Sharing['guardians'][number]['relationship'],
    sections: [...(link.sections ?? [])] as SharingSection[],
    paused,
  };
}

/** A guardian's read of the student, from its access-log entry; a guardian since removed is named as such. */
export function presentGuardianView(
  entry: AccessLogEntryRecord,
  guardian: Pick<GuardianRecord, '_id' | 'name'> | undefined,
): GuardianView {
  return {
    guardianId: guardian?._id ?? '',
    guardianName: guardian?.name ?? FORMER_GUARDIAN,
    at: iso(entry.createdAt),
    sections: [...(entry.sections ?? [])] as SharingSection[],
  };
}
