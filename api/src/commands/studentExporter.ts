import {
  COACH_NOTES_LABEL,
  orientationAnswers,
  type AccessLogEntry as AccessLogEntryReply,
  type StudentExport,
} from '../contract/index.js';
import {
  Activity,
  User,
  type AccessLogEntryRecord,
  type ActivityCompletionRecord,
  type ClientProfileRecord,
  type OrientationResponseRecord,
} from '../models/index.js';
import { STUDENT_RECORDS, type StudentKeys } from '../models/studentRecords.js';
import { presentAccessLogEntry } from '../presenters/accessLogEntry.js';
import { presentActivityCompletion } from '../presenters/activityCompletion.js';
import { presentClientProfile } from '../presenters/clientProfile.js';
import { iso, isoOrNull } from '../presenters/dates.js';
import { presentSession, type StoredSession } from '../presenters/coachingSession.js';
import { presentPlan, type StoredPlan } from '../presenters/plan.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each section reads records of its own model
type Records = any[];

/** How each section of the export presents its records; a section without one gets its records as stored. */
const SECTIONS: Record<string, (records: Records) => unknown | Promise<unknown>> = {
  // Every field of the account, so settings added to it later are exported too.
  account: ([user]: Array<{ _id: string; email: string; createdAt?: Date; updatedAt?: Date }>) => {
    if (!user) return { email: null, createdAt: null };
    const { _id: _unused, ...fields } = user;
    return { ...fields, createdAt: isoOrNull(user.createdAt), updatedAt: isoOrNull(user.updatedAt) };
  },
  approval: (approvals: Array<{ email: string; createdAt?: Date }>) =>
    approvals[0] ? { email: approvals[0].email, approvedAt: iso(approvals[0].createdAt) } : null,
  // Every field of the profile but the coach's notes, which only the coach's export carries, labelled.
  profile: ([profile]: ClientProfileRecord[]) => {
    const { _id: _unused, notes: _notes, ...fields } = profile!;
    return { ...fields, ...presentClientProfile(profile!) };
  },
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
  plans: (plans: StoredPlan[]) =>
    [...plans].sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0)).map(presentPlan),
  activityProgress: async (records: ActivityCompletionRecord[]) => {
    const activities = await Activity.find(
      { _id: { $in: records.map((record) => record.activityId) } },
      { title: 1, category: 1 },
    ).lean();
    const byId = new Map(activities.map((activity) => [activity._id, activity]));
    return [...records]
      .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))
      .map((record) => {
        const activity = byId.get(record.activityId);
        return {
          ...presentActivityCompletion(record),
          activity: activity ? { title: activity.title, category: activity.category } : null,
        };
      });
  },
  accessLog: (entries: AccessLogEntryRecord[]): AccessLogEntryReply[] =>
    [...entries].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(presentAccessLogEntry),
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

/** A record as stored, with `id` for `_id` (the JSON every model gives). */
function asStored(records: Records): unknown[] {
  return records.map(({ _id, ...rest }: { _id: unknown }) => ({ id: _id, ...rest }));
}

/** The ids a student's records are found by, from the profile; null when the profile does not exist. */
export async function studentKeysOf(profile: ClientProfileRecord): Promise<StudentKeys> {
  const user = await User.findById(profile.userId, { email: 1 }).lean();
  return { profileId: profile._id, userId: profile.userId, email: user?.email ?? '' };
}

/**
 * Everything held about one student, one section per kind of record in the registry
 * (models/studentRecords.ts). The coach's private notes are included, labelled, only `withCoachNotes`.
 */
export async function exportStudent(
  profile: ClientProfileRecord,
  { withCoachNotes, now = new Date() }: { withCoachNotes: boolean; now?: Date },
): Promise<StudentExport> {
  const keys = await studentKeysOf(profile);
  const sections = await Promise.all(
    STUDENT_RECORDS.flatMap((kind) => {
      if (!('section' in kind.export)) return [];
      const section = kind.export.section;
      return [
        (async () => {
          const records = (await kind.model.find(kind.filter(keys)).lean()) as Records;
          const present = SECTIONS[section];
          return [section, present ? await present(records) : asStored(records)] as const;
        })(),
      ];
    }),
  );
  const found = Object.fromEntries(sections) as Record<string, unknown>;
  if (withCoachNotes) found.coachNotes = { label: COACH_NOTES_LABEL, text: profile.notes ?? '' };
  // The sections a reader expects first, in this order; any other kind of record follows.
  const ordered = READING_ORDER.filter((section) => section in found).map((section) => [section, found[section]]);
  const rest = Object.entries(found).filter(([section]) => !READING_ORDER.includes(section));
  return { exportedAt: now.toISOString(), ...Object.fromEntries([...ordered, ...rest]) } as StudentExport;
}
