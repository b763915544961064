import {
  COACH_NOTES_LABEL,
  SHARING_SECTIONS,
  type ExportedAgreementAcceptance,
  type ExportedGuardian,
  type GuardianRelationship,
  orientationAnswers,
  type ExportedAccount,
  type ExportedReminder,
  type MyDataExport,
  type StudentExport,
} from '../contract/index.js';
import {
  Guardian,
  User,
  type AccessLogEntryRecord,
  type AgreementAcceptanceRecord,
  type BriefRecord,
  type GuardianLinkRecord,
  type ActivityCompletionRecord,
  type ClientProfileRecord,
  type ConsultationRequestRecord,
  type OrientationResponseRecord,
  type PackageAssignmentRecord,
  type PaymentRecord,
  type UserRecord,
} from '../models/index.js';
import { STUDENT_RECORDS, type StudentKeys } from '../models/studentRecords.js';
import { presentAccessLogEntry, presentAccessLogEntryToStudent } from '../presenters/accessLogEntry.js';
import { presentAttainmentScore, type StoredAttainmentScore } from '../presenters/attainment.js';
import { presentCheckIn, presentCheckInPause, type StoredCheckIn } from '../presenters/checkIn.js';
import { presentClientProfile } from '../presenters/clientProfile.js';
import { presentConsultationRequest, presentFamilyRequest } from '../presenters/consultationRequest.js';
import { iso, isoOrNull } from '../presenters/dates.js';
import { presentSession, type StoredSession } from '../presenters/coachingSession.js';
import { presentPlan, type StoredPlan } from '../presenters/plan.js';
import { presentBrief } from '../presenters/brief.js';
import { presentAgreementAcceptance } from '../presenters/guardian.js';
import { presentPayment, presentSoldPackage } from '../presenters/account.js';
import { withActivityTitles } from './activityProgress.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section reads records of its own model
type Records = any[];

/** Who reads an export: the coach (everything, the notes labelled) or the student (nothing only staff see). */
export type ExportReader = 'coach' | 'student';

/** What a section's presenter knows besides the records: whose they are, and who reads them. */
interface SectionContext {
  keys: StudentKeys;
  reader: ExportReader;
}

type SectionPresenter = (records: Records, context: SectionContext) => unknown | Promise<unknown>;

const byCreation = (a: { createdAt?: Date | null }, b: { createdAt?: Date | null }) =>
  (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0);

type StoredUser = UserRecord & { createdAt?: Date; updatedAt?: Date };

/** The names and addresses of the given guardians, in one read. */
async function guardiansById(guardianIds: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
  const guardians = await Guardian.find({ _id: { $in: [...new Set(guardianIds)] } }, { name: 1, email: 1 }).lean();
  return new Map(guardians.map((guardian) => [guardian._id, { name: guardian.name, email: guardian.email }]));
}

/** The sign-in account: its settings, by name (nothing is sent that no presenter names). */
function presentAccount(user: StoredUser | undefined): ExportedAccount {
  return {
    email: user?.email ?? null,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    profileImageUrl: user?.profileImageUrl ?? null,
    role: user?.role ?? null,
    reminderEmails: user?.reminderEmails ?? null,
    timeZone: user?.timeZone ?? null,
    createdAt: isoOrNull(user?.createdAt),
    updatedAt: isoOrNull(user?.updatedAt),
  };
}

/**
 * How each section of the export presents its records. Every section has one: a section without it fails
 * the export rather than send records as stored.
 */
const SECTIONS: Record<string, SectionPresenter> = {
  account: ([user]: StoredUser[]) => presentAccount(user),
  approval: (approvals: Array<{ email: string; createdAt?: Date }>) =>
    approvals[0] ? { email: approvals[0].email, approvedAt: iso(approvals[0].createdAt) } : null,
  // The coach's notes are not part of the profile: only the coach's export carries them, labelled.
  profile: ([profile]: ClientProfileRecord[]) => presentClientProfile(profile!),
  orientation: (records: OrientationResponseRecord[]) =>
    records[0]
      ? {
          ...orientationAnswers(records[0]),
          createdAt: iso(records[0].createdAt),
          updatedAt: iso(records[0].updatedAt),
        }
      : null,
  sessions: (sessions: StoredSession[]) =>
    [...sessions].sort((a, b) => a.start.getTime() - b.start.getTime()).map((session) => presentSession(session)),
  plans: (plans: StoredPlan[]) => [...plans].sort(byCreation).map(presentPlan),
  checkIns: (checkIns: StoredCheckIn[]) =>
    [...checkIns]
      .sort((a, b) => a.date.localeCompare(b.date) || byCreation(a, b))
      .map(presentCheckIn),
  attainmentScores: (scores: StoredAttainmentScore[]) => [...scores].sort(byCreation).map(presentAttainmentScore),
  checkInPause: ([pause]: Array<{ paused: boolean; since: Date }>) => (pause ? presentCheckInPause(pause) : null),
  activityProgress: (records: ActivityCompletionRecord[]) => withActivityTitles([...records].sort(byCreation)),
  remindersSent: (claims: Array<{ kind: string; claimedAt: Date }>): ExportedReminder[] =>
    [...claims]
      .sort((a, b) => a.claimedAt.getTime() - b.claimedAt.getTime())
      .map((claim) => ({ kind: claim.kind, sentAt: iso(claim.claimedAt) })),
  // The student reads what the family wrote; the practice's triage and invitation stay with the staff.
  consultationRequests: (requests: ConsultationRequestRecord[], { reader }) =>
    [...requests]
      .sort(byCreation)
      .map((request) => (reader === 'coach' ? presentConsultationRequest(request) : presentFamilyRequest(request))),
  guardians: async (links: Array<GuardianLinkRecord & { createdAt?: Date }>): Promise<ExportedGuardian[]> => {
    const names = await guardiansById(links.map((link) => link.guardianId));
    return [...links].sort(byCreation).map((link) => ({
      guardianId: link.guardianId,
      name: names.get(link.guardianId)?.name ?? '',
      email: names.get(link.guardianId)?.email ?? '',
      relationship: link.relationship as GuardianRelationship,
      sections: SHARING_SECTIONS.filter((section) => link.sections.includes(section)),
      linkedAt: iso(link.createdAt),
    }));
  },
  // A guardian's network address is for the practice's records, not the student's.
  guardianAgreements: async (acceptances: AgreementAcceptanceRecord[], { reader }): Promise<ExportedAgreementAcceptance[]> => {
    const names = await guardiansById(acceptances.map((acceptance) => acceptance.guardianId));
    return [...acceptances]
      .sort((a, b) => b.acceptedAt.getTime() - a.acceptedAt.getTime())
      .map((acceptance) => {
        const { ip, ...accepted } = presentAgreementAcceptance(acceptance, names.get(acceptance.guardianId)?.name ?? '');
        return reader === 'coach' ? { ...accepted, ip } : accepted;
      });
  },
  // The student reads the briefs as they were sent; drafts are the coach's work until then.
  briefs: (briefs: Array<BriefRecord & { createdAt?: Date }>, { reader }) =>
    [...briefs]
      .filter((brief) => reader === 'coach' || brief.status === 'sent')
      .sort(byCreation)
      .map(presentBrief),
  // The account: what was sold, as sold, and what was paid (the charges are read from these and the sessions).
  packages: (sold: PackageAssignmentRecord[]) => [...sold].sort(byCreation).map(presentSoldPackage),
  payments: (payments: PaymentRecord[]) =>
    [...payments].sort((a, b) => a.paidAt.localeCompare(b.paidAt) || byCreation(a, b)).map(presentPayment),
  // The student reads who acted by role only; staff addresses and network addresses stay with the staff.
  accessLog: (entries: AccessLogEntryRecord[], { keys, reader }) =>
    [...entries]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((entry) =>
        reader === 'coach' ? presentAccessLogEntry(entry) : presentAccessLogEntryToStudent(entry, keys.userId),
      ),
};

const READING_ORDER = [
  'account',
  'approval',
  'profile',
  'coachNotes',
  'orientation',
  'plans',
  'activityProgress',
  'accessLog',
];

/** The keys a student's records are found by, from the ids and the sign-in address ('' once the account is gone). */
export function studentKeys(ids: { profileId: string; userId: string; email: string }): StudentKeys {
  const email = ids.email.trim().toLowerCase();
  return { ...ids, email };
}

/** The keys a student's records are found by, from the profile. */
export async function studentKeysOf(profile: ClientProfileRecord): Promise<StudentKeys> {
  const user = await User.findById(profile.userId, { email: 1 }).lean();
  return studentKeys({ profileId: profile._id, userId: profile.userId, email: user?.email ?? '' });
}

/** The export each reader gets. */
interface ExportOf {
  coach: StudentExport;
  student: MyDataExport;
}

/**
 * Everything held about one student, one section per kind of record in the registry
 * (models/studentRecords.ts), each through its presenter. The coach's export carries the coach's private
 * notes, labelled, and what the staff hold about the student; the student's carries nothing only staff see.
 */
export async function exportStudent<Reader extends ExportReader>(
  profile: ClientProfileRecord,
  { reader, now = new Date() }: { reader: Reader; now?: Date },
): Promise<ExportOf[Reader]> {
  const keys = await studentKeysOf(profile);
  const sections = await Promise.all(
    STUDENT_RECORDS.flatMap((kind) => {
      if (!('section' in kind.export)) return [];
      const section = kind.export.section;
      const present = SECTIONS[section];
      if (!present) throw new Error(`The export section ${section} has no presenter`);
      return [
        (async () => {
          const records = (await kind.model.find(await kind.filter(keys)).lean()) as Records;
          return [section, await present(records, { keys, reader })] as const;
        })(),
      ];
    }),
  );
  const found = Object.fromEntries(sections) as Record<string, unknown>;
  if (reader === 'coach') found.coachNotes = { label: COACH_NOTES_LABEL, text: profile.notes ?? '' };
  // The sections a reader expects first, in this order; any other kind of record follows.
  const ordered = READING_ORDER.filter((section) => section in found).map((section) => [section, found[section]]);
  const rest = Object.entries(found).filter(([section]) => !READING_ORDER.includes(section));
  return { exportedAt: now.toISOString(), ...Object.fromEntries([...ordered, ...rest]) } as ExportOf[Reader];
}
