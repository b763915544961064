import type { Model } from 'mongoose';
import { AccessLogEntry } from './accessLogEntry.js';
import { ActivityCompletion } from './activityCompletion.js';
import { ApprovedEmail } from './approvedEmail.js';
import { CalendarFeed } from './calendarFeed.js';
import { ClientProfile } from './clientProfile.js';
import { CoachingSession } from './coachingSession.js';
import { ConsultationRequest } from './consultationRequest.js';
import { OrientationResponse } from './orientationResponse.js';
import { Plan } from './plan.js';
import { PushSubscription } from './pushSubscription.js';
import { ReminderClaim } from './reminderClaim.js';
import { Session } from './session.js';
import { SignInToken } from './signInToken.js';
import { User } from './user.js';

/** The three ways records name a student. */
export interface StudentKeys {
  profileId: string;
  userId: string;
  /** The sign-in address, lower-case ('' when the account is already gone). */
  email: string;
}

/** One kind of record held about a student: how to find them, and what export and deletion do with them. */
export interface StudentRecordKind {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds models of every shape
  model: Model<any>;
  /** The filter selecting one student's records of this kind. */
  filter: (keys: StudentKeys) => Record<string, unknown>;
  /** The export's section holding them, or why they are left out of it. */
  export: { section: string } | { omitted: string };
  /**
   * What deleting the student does: 'remove' them (deleteMany on the filter, unless the kind names a
   * command that does it), or 'forgetNames' (the access log keeps its entries, without names).
   */
  deletion: 'remove' | 'forgetNames';
}

/**
 * Every kind of record that references a student, in the order a deletion removes them: first what
 * lets the student in (approved address, sign-in links, sessions), then what hangs off the profile,
 * then the profile, then the account. Each step can be repeated, so a deletion interrupted anywhere is
 * finished by running it again; nothing is left pointing at a record already gone.
 * A new model that references a student (a profile id, a user id) must be listed here:
 * studentRecords.test.ts fails until it is.
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
    filter: (keys) => ({ email: keys.email }),
    export: { omitted: 'one-time sign-in links: secrets, not information about the student' },
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
    model: OrientationResponse,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'orientation' },
    deletion: 'remove',
  },
  {
    // The family's request the student was invited from: it names the student once they joined.
    model: ConsultationRequest,
    filter: (keys) => ({ clientId: keys.profileId }),
    export: { section: 'consultationRequest' },
    deletion: 'remove',
  },
  {
    model: AccessLogEntry,
    filter: (keys) => ({
      $or: [
        { clientId: keys.profileId },
        { 'actor.userId': keys.userId },
        ...(keys.email ? [{ action: { $in: ['approval.add', 'approval.remove'] }, subject: keys.email }] : []),
      ],
    }),
    export: { section: 'accessLog' },
    deletion: 'forgetNames',
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
];

/**
 * Models that hold nothing about one student, each with the reason. Every model is either here or in
 * STUDENT_RECORDS, so a new one cannot be forgotten by the export and the deletion.
 */
export const NOT_STUDENT_RECORDS: Readonly<Record<string, string>> = {
  Activity: 'the shared activity library',
  StudentDeletion: 'the work list of deletions under way, removed when each finishes',
  RateCount: 'rate-limit counters: a key and a count, removed one window after theirs ends',
  RecentSubmission: 'hashes of requests received lately (no personal data), removed when their window ends',
  Availability: "the coach's weekly hours, dates off and booking window",
  PracticeProfile: "the practice's public page: the coach's own details and testimonials",
  PracticePhoto: "the coach's photo on the public page",
};
