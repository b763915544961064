import {
  ORIENTATION_QUESTIONS,
  SHARING_SECTIONS,
  orientationGoals,
  type Brief,
  type FamilySectionValues,
  type FamilyStudent,
  type Outcomes,
  type SharingSection,
  type SiteInfo,
} from '../contract/index.js';
import {
  Brief as BriefModel,
  OrientationResponse,
  Plan,
  type OrientationResponseRecord,
} from '../models/index.js';
import type { PracticeClock } from '../domain/practiceDays.js';
import { sectionsShown, type SharingDates } from '../policies/sharingAtAdulthood.js';
import { presentBrief } from '../presenters/brief.js';
import { presentSession } from '../presenters/coachingSession.js';
import { presentReflections } from '../presenters/orientationResponse.js';
import { presentPlan } from '../presenters/plan.js';
import { readAccount } from './accountReader.js';
import { readActivityProgress } from './activityProgress.js';
import { summarizeCheckIns } from './checkInReader.js';
import { readOutcomes } from './outcomesReader.js';
import { findScheduledSessions, sessionListSpan } from './sessionLister.js';

/** What the sections of one student read, each record read once however many sections use it. */
interface StudentReads {
  clientId: string;
  today: string;
  /** The practice's profile as first started: the account reads the price of a session from the profile. */
  site: SiteInfo;
  orientation(): Promise<OrientationResponseRecord | null>;
  outcomes(): Promise<Outcomes>;
}

/** Runs a read once, on first use; later uses share its result. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** The SMART goals' questions: a section of their own, so reflections leave them out. */
const GOAL_QUESTIONS: ReadonlySet<string> = new Set(
  ORIENTATION_QUESTIONS.filter(({ field }) => field.startsWith('goal')).map(({ question }) => question),
);

/** Each section as the student's own screen reads it. The coach's private notes are never among them. */
const SECTION_READERS: { [K in SharingSection]: (reads: StudentReads) => Promise<FamilySectionValues[K]> } = {
  sessions: async ({ clientId }) =>
    (await findScheduledSessions({ ...sessionListSpan({}), clientId })).map((session) => presentSession(session)),
  goals: async ({ orientation }) => orientationGoals(await orientation()),
  plans: async ({ clientId }) =>
    (await Plan.find({ clientId }).sort({ createdAt: -1, _id: -1 }).lean()).map(presentPlan),
  activities: async ({ clientId }) =>
    (await readActivityProgress(clientId)).map(({ notes: _notes, rating: _rating, ...shown }) => shown),
  reflections: async ({ orientation }) =>
    presentReflections(await orientation()).filter((item) => !GOAL_QUESTIONS.has(item.question)),
  checkIns: async ({ clientId, today, outcomes }) => {
    const [summary, { checkIns }] = await Promise.all([summarizeCheckIns(clientId, today), outcomes()]);
    return { summary, weeks: checkIns.weeks };
  },
  outcomes: async ({ outcomes }) => (await outcomes()).plans,
  account: ({ clientId, site }) => readAccount(clientId, site),
};

/** The briefs sent to a student's family, newest first, exactly as sent; drafts never. */
export async function readSentBriefs(clientId: string): Promise<Brief[]> {
  const records = await BriefModel.find({ clientId, status: 'sent' }).sort({ sentAt: -1, _id: -1 }).lean();
  return records.map(presentBrief);
}

/**
 * One student as a guardian sees them: only the sections the student shares with that guardian (none while paused
 * at 18; in the Sharing page's order), each holding what the student's own screen reads for it, and the briefs sent
 * to the family. The student's preview of a guardian is built here too, so it is exactly what that guardian gets.
 */
export async function buildFamilyStudent(
  profile: { _id: string; studentFirstName: string; dateOfBirth?: string | null },
  link: SharingDates & { sections?: readonly string[] | null },
  clock: PracticeClock,
  site: SiteInfo,
): Promise<FamilyStudent> {
  const clientId = profile._id;
  const { today } = clock;
  const shared = sectionsShown(profile.dateOfBirth, link, clock);
  const reads: StudentReads = {
    clientId,
    today,
    site,
    orientation: once(() => OrientationResponse.findOne({ clientId }).lean<OrientationResponseRecord>().exec()),
    outcomes: once(() => readOutcomes(clientId, today)),
  };
  const sections = SHARING_SECTIONS.filter((section) => shared.includes(section));
  const [values, briefs] = await Promise.all([
    Promise.all(sections.map((section) => SECTION_READERS[section](reads))),
    readSentBriefs(clientId),
  ]);
  return {
    id: clientId,
    firstName: profile.studentFirstName,
    sections: Object.fromEntries(sections.map((section, index) => [section, values[index]])),
    briefs,
  };
}
