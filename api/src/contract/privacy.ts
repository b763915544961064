import { z } from 'zod';
import { idField, pageCursorField, pageSizeField } from './fields.js';
import type { ActivityCompletion } from './activity.js';
import type { AttainmentScore } from './attainment.js';
import type { CheckIn, ExportedCheckInPause } from './checkIns.js';
import type { ConsultationRequest, ConsultationRequestFields } from './consultation.js';
import type { ClientProfile } from './profile.js';
import type { OrientationPayload } from './orientation.js';
import type { Plan } from './plan.js';
import type { Brief, ExportedAgreementAcceptance, ExportedGuardian, SharingSection } from './family.js';
import type { Payment, SoldPackage } from './account.js';

/**
 * What the access log records. Each is written by the route that does it, after it succeeded,
 * and by no other route.
 */
export const ACCESS_ACTIONS = [
  'client.view',
  'client.work.view',
  'client.outcomes.view',
  'client.attainment.score',
  'client.list',
  'client.attention.list',
  'client.sessions.list',
  'client.session.book',
  'client.session.move',
  'client.session.cancel',
  'client.session.attendance',
  'client.session.record',
  'client.export',
  'client.notes.update',
  'client.delete',
  'client.deactivate',
  'client.reactivate',
  'approval.add',
  'approval.remove',
  'signin',
  'consultation.list',
  'consultation.export',
  'consultation.update',
  'consultation.delete',
  'consultation.invite',
  'client.guardians.view',
  'client.guardian.add',
  'client.guardian.remove',
  'client.briefs.view',
  'client.brief.write',
  'client.brief.send',
  'family.view',
  'package.create',
  'package.retire',
  'client.package.assign',
  'client.payment.record',
  'client.account.view',
  'client.statement.view',
  'client.statement.send',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** How the coach's Access log tab names each action. */
export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  'client.view': 'Opened the client record',
  'client.work.view': "Read the student's work",
  'client.outcomes.view': "Read the student's outcomes over time",
  'client.attainment.score': "Scored the student's goal attainment",
  'client.list': 'Saw the client in the client list',
  'client.attention.list': 'Saw the client in the needs-attention list',
  'client.sessions.list': "Saw the client's sessions in a session list",
  'client.session.book': 'Booked a session for the client',
  'client.session.move': "Moved the client's session",
  'client.session.cancel': "Cancelled the client's session",
  'client.session.attendance': "Recorded the client's attendance at a session",
  'client.session.record': 'Recorded a past session of the client',
  'client.export': 'Exported the client record',
  'client.notes.update': 'Changed the private notes',
  'client.delete': 'Deleted the client',
  'client.deactivate': 'Deactivated the client',
  'client.reactivate': 'Reactivated the client',
  'approval.add': 'Approved a sign-in address',
  'approval.remove': 'Removed a sign-in address',
  signin: 'Signed in',
  'consultation.list': "Saw the client's consultation request in the inbox",
  'consultation.export': 'Exported the consultation requests',
  'consultation.update': "Changed the triage status of the client's consultation request",
  'consultation.delete': 'Deleted a consultation request',
  'consultation.invite': 'Invited a family as a client',
  'client.guardians.view': "Saw the client's guardians",
  'client.guardian.add': 'Added a guardian',
  'client.guardian.remove': 'Removed a guardian',
  'client.briefs.view': "Read the briefs to the client's family",
  'client.brief.write': 'Wrote a brief to the family',
  'client.brief.send': 'Sent a brief to the family',
  'family.view': 'A guardian read what the student shares',
  'package.create': 'Created a package of sessions',
  'package.retire': 'Retired a package of sessions',
  'client.package.assign': 'Sold the client a package of sessions',
  'client.payment.record': 'Recorded a payment from the client',
  'client.account.view': "Read the client's account",
  'client.statement.view': "Opened the client's statement",
  'client.statement.send': 'E-mailed a statement to the client and their family',
};

/**
 * Who acted: the coach (user id and address), the admin (shared password), a student (user id), or a guardian (user
 * id and address: a guardian's reads are shown to the student).
 */
export interface AccessActor {
  kind: 'coach' | 'admin' | 'client' | 'guardian';
  userId: string | null;
  email: string | null;
}

/** One access-log entry (GET /api/coach/access-log). A deleted student's entries keep ids, not names. */
export interface AccessLogEntry {
  id: string;
  at: string;
  action: AccessAction;
  actor: AccessActor;
  /** The student concerned (profile id), if any. */
  clientId: string | null;
  /** The consultation request concerned, if any. */
  requestId: string | null;
  /** The student's name, or the address approved or removed, when the entry was written; null once deleted. */
  subject: string | null;
  /** The client address the request came from. */
  ip: string;
  /** A guardian's read (family.view): the sections the student shared with them then. */
  sections?: SharingSection[];
}

/** Entries per page of the access log when the caller names no limit. */
export const ACCESS_LOG_PAGE_SIZE = 50;
/** The most entries one page may hold. */
export const ACCESS_LOG_PAGE_MAX = 200;

/** Query of GET /api/coach/access-log: one student's entries or all, `limit` per page, after `before`. */
export const accessLogQuerySchema = z.strictObject({
  clientId: idField.optional(),
  limit: pageSizeField(ACCESS_LOG_PAGE_SIZE, ACCESS_LOG_PAGE_MAX),
  before: pageCursorField,
});
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

/** A plan in the export: the plan with its whole reassessment history. */
export type ExportedPlan = Plan;

/** Progress on one activity in the export, with the activity's title and category. */
export interface ExportedProgress extends ActivityCompletion {
  activity: { title: string; category: string } | null;
}

/** The account in an export: every setting of the sign-in account. */
export interface ExportedAccount {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: string | null;
  reminderEmails: boolean | null;
  timeZone: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A reminder sent to the student: which kind, and when. */
export interface ExportedReminder {
  kind: string;
  sentAt: string;
}

/** A consultation request in the student's own export: what the family wrote on the form, and when it was sent. */
export interface FamilyConsultationRequest extends ConsultationRequestFields {
  sentAt: string | null;
}

/**
 * An access-log entry in the student's own export: what was done, when, and by whom as a role only (coach,
 * admin, guardian; 'client' is the student). Only the student's own entries carry the address they came from.
 */
export interface StudentAccessLogEntry {
  id: string;
  at: string;
  action: AccessAction;
  actor: { kind: AccessActor['kind'] };
  /** The address the student's own request came from; absent on entries by anyone else. */
  ip?: string;
}

/** The sections both exports share. Sections other than these are added by the kinds of records that reference a student. */
interface StudentExportSections {
  exportedAt: string;
  account: ExportedAccount;
  profile: ClientProfile;
  orientation: (OrientationPayload & { createdAt: string; updatedAt: string }) | null;
  plans: ExportedPlan[];
  activityProgress: ExportedProgress[];
  remindersSent: ExportedReminder[];
  /** Oldest first. */
  checkIns: CheckIn[];
  /** Every score given to the student's plans, oldest first. */
  attainmentScores: AttainmentScore[];
  /** Null when counting was never paused. */
  checkInPause: ExportedCheckInPause | null;
  /** The student's guardians, in the order they were linked. */
  guardians: ExportedGuardian[];
  /** Their guardians' acceptances of the agreement for families, newest first. */
  guardianAgreements: ExportedAgreementAcceptance[];
  /** The briefs to the family, oldest first (the student's own export: only those sent). */
  briefs: Brief[];
  /** The packages sold to the student, as sold, oldest first. */
  packages: SoldPackage[];
  /** The payments received for the student, oldest first. */
  payments: Payment[];
  [section: string]: unknown;
}

/**
 * Everything held about one student, as the coach exports it (GET /api/coach/client/{id}/export): the
 * coach's notes labelled, the requests as the inbox shows them, the access log in full.
 */
export interface StudentExport extends StudentExportSections {
  coachNotes?: { label: string; text: string };
  consultationRequests: ConsultationRequest[];
  accessLog: AccessLogEntry[];
}

/**
 * Everything held about the signed-in student, as they download it (GET /api/my-data): nothing only the
 * staff see (no coach's notes, no triage of the requests, no staff member's address or network address).
 */
export interface MyDataExport extends StudentExportSections {
  consultationRequests: FamilyConsultationRequest[];
  accessLog: StudentAccessLogEntry[];
}

/** The heading that marks the coach's notes in an export. */
export const COACH_NOTES_LABEL = 'Coach’s private notes (not shown to the student)';

/** The attachment name of a student's export: student-{lastname}-{firstname}-{YYYY-MM-DD}.json. */
export function studentExportFileName(lastName: string, firstName: string, day: Date = new Date()): string {
  const part = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'student';
  return `student-${part(lastName)}-${part(firstName)}-${day.toISOString().slice(0, 10)}.json`;
}
