import type { Model } from 'mongoose';
import { AccessLogEntry } from './accessLogEntry.js';
import { ActivityCompletion } from './activityCompletion.js';
import { ApprovedEmail } from './approvedEmail.js';
import { AttainmentScore } from './attainmentScore.js';
import { CalendarFeed } from './calendarFeed.js';
import { CheckIn } from './checkIn.js';
import { CheckInPause } from './checkInPause.js';
import { ClientProfile } from './clientProfile.js';
import { CoachingSession } from './coachingSession.js';
import { ConsultationRequest } from './consultationRequest.js';
import { OrientationResponse } from './orientationResponse.js';
import { Plan } from './plan.js';
import { PushSubscription } from './pushSubscription.js';
import { RateCount } from './rateCount.js';
import { ReminderClaim } from './reminderClaim.js';
import { IdempotentReply } from './idempotentReply.js';
import { Session } from './session.js';
import { SessionNotice } from './sessionNotice.js';
import { SignInToken } from './signInToken.js';
import { User } from './user.js';
import { AgreementAcceptance, Brief, Guardian, GuardianLink } from './guardian.js';
import { PackageAssignment, Payment } from './account.js';

/** The ways records name a student. */
export interface StudentKeys {
  profileId: string;
  userId: string;
  /** The sign-in address, lower-case ('' when the account is already gone). */
  email: string;
}

/** A filter that matches nothing (a key the student no longer has). */
const NOTHING = { _id: { $in: [] } };

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the address however its letters were cased when stored (addresses compare case-insensitively). */
function sameAddress(email: string) {
  return { $regex: `^${literally(email)}$`, $options: 'i' };
}

/** Records found by the address: the filter for each field, none without an address. */
function byAddress(keys: StudentKeys, ...fields: string[]): Array<Record<string, unknown>> {
  return keys.email ? fields.map((field) => ({ [field]: sameAddress(keys.email) })) : [];
}

/** The guardians linked to the student: their own records and acceptances are found through these links. */
async function guardiansOf(keys: StudentKeys): Promise<string[]> {
  const links = await GuardianLink.find({ clientId: keys.profileId }, { guardianId: 1 }).lean();
  return links.map((link) => link.guardianId);
}

/** One kind of record held about a student: how to find them, and what export and deletion do with them. */
export interface StudentRecordKind {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds models of every shape
  model: Model<any>;
  /** The filter selecting one student's records of this kind (read from the store for a guardian's records). */
  filter: (keys: StudentKeys) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The export's section holding them, or why they are left out of it. */
  export: { section: string } | { omitted: string };
  /**
   * What deleting the student does: 'remove' them (deleteMany on the filter, unless the kind names a
   * command that does it), or 'forgetNames' (the access log keeps its entries, without the student's name
   * or address, and the student's own entries without the network address they came from).
   */
  deletion: 'remove' | 'forgetNames';
}

/**
 * Every kind of record that references a student, in the order a deletion removes them: first what
 * lets the student in (approved address, sign-in links, sessions), then what hangs off the profile,
 * then the profile, then the account. Each step can be repeated, so a deletion interrupted anywhere is
 * finished by running it again; nothing is left pointing at a record already gone.
 * A new model that references a student (a profile id, a user id) must be listed here:
 * studentRecords.test.ts fails until it is. So must one that holds the student's address: the deletion test
 * (routes/coach/records/records.test.ts) searches the whole store for it.
 */
export const STUDENT_RECORDS: readonly StudentRecordKind[] = [
  {
    model: ApprovedEmail,
    filter: (keys) => ({ email: keys.email }),
    export: { section: 'approval' },
    deletion: 'remove',
  },
  {
    model: SignInToken,
    filter: (keys) => (keys.email ? { email: sameAddress(keys.email) } : NOTHING),
    export: { omitted: 'one-time sign-in links: secrets, not information about the student' },
    deletion: 'remove',
  },
  {
    // Counts of the last minutes keyed by the student: sign-in links asked for their address, and saves by their
    // user id. Ids are `<limit>:<key>|<window start>` (services/rateLimiter.ts).
    model: RateCount,
    filter: (keys) => {
      const studentKeys = [keys.email, keys.userId].filter(Boolean).map(literally);
      return studentKeys.length ? { _id: { $regex: `^[A-Za-z]+:(${studentKeys.join('|')})\\|` } } : NOTHING;
    },
    export: { omitted: 'rate-limit counts of the last minutes: how often links and saves were asked for' },
    deletion: 'remove',
  },
  {
    model: Session,
    filter: (keys) => ({ 'sess.userId': keys.userId }),
    export: { omitted: 'sign-in sessions: secrets, not information about the student' },
    deletion: 'remove',
  },
  {
    model: PushSubscription,
    filter: (keys) => ({ userId: keys.userId }),
    export: { omitted: "a device's push address and keys: secrets, not information about the student" },
    deletion: 'remove',
  },
  {
    model: CalendarFeed,
    filter: (keys) => ({ _id: keys.userId }),
    export: { omitted: 'the calendar subscription address: a secret, not information about the student' },
    deletion: 'remove',
  },
  {
    model: ReminderClaim,
    filter: (keys) => ({ userId: keys.userId }),
    export: { section: 'remindersSent' },
    deletion: 'remove',
  },
  {
    model: ActivityCompletion,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'activityProgress' },
    deletion: 'remove',
  },
  // Check-ins and scores name a plan: they go before the plans.
  {
    model: CheckIn,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'checkIns' },
    deletion: 'remove',
  },
  {
    model: AttainmentScore,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'attainmentScores' },
    deletion: 'remove',
  },
  {
    model: CheckInPause,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'checkInPause' },
    deletion: 'remove',
  },
  {
    model: Plan,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'plans' },
    deletion: 'remove',
  },
  {
    model: CoachingSession,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'sessions' },
    deletion: 'remove',
  },
  {
    model: SessionNotice,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { omitted: 'session changes waiting (a quarter hour at most) to be e-mailed to the coach: see sessions' },
    deletion: 'remove',
  },
  {
    model: OrientationResponse,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'orientation' },
    deletion: 'remove',
  },
  // A guardian's acceptances and record are found through the student's links: they go before the links. Deleting
  // the student removes only the guardians left with no student (studentDeleter.ts), with their acceptances.
  {
    model: AgreementAcceptance,
    filter: async (keys) => ({ guardianId: { $in: await guardiansOf(keys) } }),
    export: { section: 'guardianAgreements' },
    deletion: 'remove',
  },
  {
    model: Guardian,
    filter: async (keys) => ({ _id: { $in: await guardiansOf(keys) } }),
    export: { omitted: "each guardian's name and address: shown with their link, in the guardians section" },
    deletion: 'remove',
  },
  {
    model: GuardianLink,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'guardians' },
    deletion: 'remove',
  },
  {
    model: Brief,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'briefs' },
    deletion: 'remove',
  },
  // The account: what was sold to the student and what was paid (the charges are read from these and sessions).
  {
    model: PackageAssignment,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'packages' },
    deletion: 'remove',
  },
  {
    model: Payment,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'payments' },
    deletion: 'remove',
  },
  {
    // The family's requests: the one the student joined by, and any not joined by anyone that was sent with or
    // invited to the student's address (a sibling's request, sent from the same parent's address, is the sibling's).
    model: ConsultationRequest,
    filter: (keys) => ({
      $or: [
        { clientId: keys.profileId },
        ...byAddress(keys, 'email', 'invitedEmail').map((match) => ({ ...match, clientId: null })),
      ],
    }),
    export: { section: 'consultationRequests' },
    deletion: 'remove',
  },
  {
    model: ClientProfile,
    filter: (keys) => ({ _id: keys.profileId }),
    export: { section: 'profile' },
    deletion: 'remove',
  },
  {
    model: User,
    filter: (keys) => ({ _id: keys.userId }),
    export: { section: 'account' },
    deletion: 'remove',
  },
  {
    // After every kind a save makes: the reply of a save still being made when the deletion began goes too.
    model: IdempotentReply,
    filter: (keys) => ({ userId: keys.userId }),
    export: { omitted: 'replies to saves, kept a month to answer a save sent twice: copies of exported records' },
    deletion: 'remove',
  },
  {
    // Last: a read recorded while the deletion runs finds the name still there until the profile goes.
    model: AccessLogEntry,
    filter: (keys) => ({
      $or: [
        { clientId: keys.profileId },
        { 'actor.userId': keys.userId },
        // Entries naming the address: its approval, its removal, an invitation to it.
        ...byAddress(keys, 'subject'),
      ],
    }),
    export: { section: 'accessLog' },
    deletion: 'forgetNames',
  },
];

/**
 * Models that hold nothing about one student, each with the reason. Every model is either here or in
 * STUDENT_RECORDS, so a new one cannot be forgotten by the export and the deletion.
 */
export const NOT_STUDENT_RECORDS: Readonly<Record<string, string>> = {
  Activity: 'the shared activity library',
  StudentDeletion: 'the work list of deletions under way, removed when each finishes',
  RecentSubmission:
    "hashes of the sender's network address with a request received lately: not found by the student's address, removed when their window ends",
  Availability: "the coach's weekly hours, dates off and booking window",
  PracticeProfile: "the practice's public page: the coach's own details and testimonials",
  PracticePhoto: "the coach's photo on the public page",
  FamilyAgreement: "the practice's agreement for families; each guardian's acceptance of it is their own record",
  Package: "the packages the practice offers; what a student was sold is their own record, kept as sold",
};
