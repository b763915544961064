import { z } from 'zod';
import { LIMITS } from './constants.js';
import { emailField, idField, requiredMultilineText, requiredText } from './fields.js';
import type { ActivityCompletion } from './activity.js';
import type { CheckInSummary } from './checkIns.js';
import type { ReflectionItem } from './orientation.js';
import type { CheckInWeek, PlanOutcome } from './outcomes.js';
import type { Plan } from './plan.js';
import type { CoachingSession } from './sessions.js';
import type { StudentAccount } from './account.js';

/*
 * Parents, with the student's consent. The coach links guardians to a student; a guardian accepts the practice's
 * agreement for families, then sees only the sections the student shares with them, and the briefs the coach sent.
 */

/** How a guardian is related to the student. */
export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'guardian', 'other'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** How each relationship reads on screen. */
export const GUARDIAN_RELATIONSHIP_LABELS: Record<GuardianRelationship, string> = {
  mother: 'Mother',
  father: 'Father',
  guardian: 'Guardian',
  other: 'Other',
};

/**
 * What a student may share with a guardian, each said in plain words on the Sharing page. The coach's private
 * notes are never a section.
 */
export const SHARING_SECTIONS = [
  'sessions',
  'goals',
  'plans',
  'activities',
  'reflections',
  'checkIns',
  'outcomes',
  'account',
] as const;
export type SharingSection = (typeof SHARING_SECTIONS)[number];

/** What a new guardian sees until the student shares more. */
export const DEFAULT_SHARED_SECTIONS: readonly SharingSection[] = ['sessions'];

/** Each section's name and what it shows, as the student reads it before sharing it. */
export const SHARING_SECTION_TEXT: Record<SharingSection, { label: string; shows: string }> = {
  sessions: { label: 'Sessions', shows: 'The dates and times of your coaching sessions, and whether you attended.' },
  goals: { label: 'Goals', shows: 'The SMART goals you wrote in your orientation.' },
  plans: {
    label: 'Plans',
    shows: 'Each goal plan: the goal, its barriers and strategies, and its start and reassessment dates.',
  },
  activities: { label: 'Activities', shows: 'Which skill activities you started and finished.' },
  reflections: { label: 'Reflections', shows: 'Your answers to the orientation questions.' },
  checkIns: {
    label: 'Check-ins',
    shows: 'How many days a week you checked in, and how close your time estimates were.',
  },
  outcomes: { label: 'Goal progress', shows: 'Your goal attainment scores over time, yours and the coach’s.' },
  account: { label: 'Account', shows: 'Sessions left in your package, what is owed and what was paid.' },
};

/** Said when an address already belongs to a student and is proposed as a guardian, or the reverse. */
export const GUARDIAN_STUDENT_CONFLICT = 'This address belongs to a student; a guardian needs an address of their own';
/** Said when the address is already a guardian of this student. */
export const GUARDIAN_ALREADY_LINKED = 'This guardian is already linked to this student';
/** Said to a guardian who has not accepted the current agreement (GET /api/family answers 403). */
export const AGREEMENT_REQUIRED = 'Please read and accept the practice’s agreement for families first';
/** Said when the acceptance names a version that is not the current one. */
export const AGREEMENT_VERSION_STALE = 'The agreement has changed; please read the current version';
/** Said when the coach has not written the agreement yet. */
export const AGREEMENT_NOT_WRITTEN = 'The practice has not published its agreement for families yet';

/** Most characters of the agreement for families. */
export const AGREEMENT_MAX = 20_000;
/** Most characters of one brief. */
export const BRIEF_MAX = 4_000;

/** POST /api/coach/client/:id/guardians: a guardian for the student. */
export const guardianSchema = z.strictObject({
  name: requiredText('Name is required', LIMITS.name),
  email: emailField(),
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, { error: 'Relationship must be mother, father, guardian or other' }),
});
export type GuardianPayload = z.output<typeof guardianSchema>;

/** The route parameters of one guardian of one student. */
export const clientGuardianParams = z.strictObject({ id: idField, guardianId: idField });

/** A guardian as the coach lists them for a student. */
export interface Guardian {
  id: string;
  name: string;
  email: string;
  relationship: GuardianRelationship;
  /** What the student chose to share with this guardian (while paused, the guardian sees none of it). */
  sections: SharingSection[];
  /** Whether this sharing is paused because the student turned 18 since choosing it. */
  paused: boolean;
  /** The agreement version this guardian last accepted, and when (null: never). */
  acceptedVersion: number | null;
  acceptedAt: string | null;
  /** Whether the guardian has signed in (with the invitation or since). */
  signedIn: boolean;
  /**
   * Until when the invitation link works, or when it stopped working; null once the guardian has signed in, and once
   * an expired link has been cleared from the store.
   */
  invitationExpiresAt: string | null;
  createdAt: string;
}

/** PUT /api/coach/family-agreement: the agreement's new text; saving a changed text makes a new version. */
export const familyAgreementSchema = z.strictObject({
  text: requiredMultilineText('The agreement’s text is required', AGREEMENT_MAX),
});

/** One acceptance, kept for the practice's records. */
export interface AgreementAcceptance {
  guardianId: string;
  guardianName: string;
  version: number;
  acceptedAt: string;
  /** The client address the acceptance came from. */
  ip: string;
}

/** GET /api/coach/family-agreement: the current agreement (version 0 and '' until written) and who accepted it. */
export interface CoachFamilyAgreement {
  version: number;
  text: string;
  updatedAt: string | null;
  acceptances: AgreementAcceptance[];
}

/** GET /api/family/agreement: the current agreement and whether this guardian accepted it. */
export interface FamilyAgreement {
  version: number;
  text: string;
  accepted: boolean;
}

/** POST /api/family/agreement: accepts one version. */
export const agreementAcceptanceSchema = z.strictObject({
  version: z.number({ error: 'Version is required' }).int('Version must be a whole number').min(1, 'Version is required'),
});

/** PUT /api/sharing/:guardianId: everything this guardian may now see (replaces what was shared). */
export const sharingSchema = z.strictObject({
  sections: z
    .array(z.enum(SHARING_SECTIONS, { error: 'Unknown section' }))
    .max(SHARING_SECTIONS.length)
    .transform((sections) => SHARING_SECTIONS.filter((section) => sections.includes(section))),
});
export type SharingPayload = z.output<typeof sharingSchema>;

/** The route parameter of one of the student's guardians. */
export const guardianParams = z.strictObject({ guardianId: idField });

/** One time a guardian read the student's shared sections. */
export interface GuardianView {
  guardianId: string;
  guardianName: string;
  at: string;
  sections: SharingSection[];
}

/** GET /api/sharing: the student's guardians, what each sees, and when each looked. */
export interface Sharing {
  guardians: Array<{
    id: string;
    name: string;
    relationship: GuardianRelationship;
    /** What the student chose for this guardian (while paused, the guardian sees none of it). */
    sections: SharingSection[];
    /** Whether this sharing is paused because the student turned 18 since choosing it. */
    paused: boolean;
  }>;
  /** The guardians' reads, newest first. */
  views: GuardianView[];
  /** Whether any guardian's sharing is paused because the student turned 18: the Sharing page says so. */
  pausedAtEighteen: boolean;
}

/** Told to a student whose sharing paused when they turned 18. */
export const SHARING_PAUSED_AT_EIGHTEEN =
  'You turned 18, so sharing with your family is paused. Choose again what each of them sees.';

/** A brief as sent (or still a draft, for the coach). */
export interface Brief {
  id: string;
  text: string;
  status: 'draft' | 'sent';
  createdAt: string;
  sentAt: string | null;
  /** How many guardians it was e-mailed to. */
  sentTo: number;
}

/** POST /api/coach/client/:id/briefs: a draft brief. */
export const briefSchema = z.strictObject({
  text: requiredMultilineText('The brief’s text is required', BRIEF_MAX),
});

/** The route parameters of one brief of one student. */
export const clientBriefParams = z.strictObject({ id: idField, briefId: idField });

/** GET /api/coach/client/:id/briefs: the student's briefs, newest first, and a draft written from the week. */
export interface CoachBriefs {
  briefs: Brief[];
  /** Sessions held, activities done and plans reassessed in the last 7 days, as a brief's first draft. */
  suggestedText: string;
}

/**
 * One student as a guardian sees them: only the sections the student shares, each holding what the student's own
 * screen reads for it, and the briefs sent to the family.
 */
export interface FamilyStudent {
  id: string;
  firstName: string;
  sections: Partial<Record<SharingSection, unknown>>;
  briefs: Brief[];
}

/** GET /api/family: the guardian's students, and how to reach the practice. */
export interface Family {
  students: FamilyStudent[];
  practice: { name: string; coachName: string; email: string; phone: string };
}

/** Said when the guardian named is not one of the signed-in student's. */
export const GUARDIAN_NOT_FOUND = 'Guardian not found';
/** Said when the brief named is not one of this student's. */
export const BRIEF_NOT_FOUND = 'Brief not found';
/** Said when a brief is sent a second time: once sent, it never changes. */
export const BRIEF_ALREADY_SENT = 'This brief has already been sent';
/** How a read by a guardian no longer linked to the student is named on the Sharing page. */
export const FORMER_GUARDIAN = 'A former guardian';
/** The most guardians' reads GET /api/sharing lists (the newest). */
export const SHARING_VIEWS_MAX = 100;

/**
 * What each shared section of a FamilyStudent holds: what the student's own screen reads for it. Reflections leave
 * out the SMART goals, which are a section of their own.
 */
export interface FamilySectionValues {
  /** As GET /api/sessions answers the student (from 30 days back, every upcoming one; cancelled ones left out). */
  sessions: CoachingSession[];
  /** The orientation's up to three SMART goals. */
  goals: string[];
  /** Each plan in full, newest first. */
  plans: Plan[];
  /**
   * As GET /api/my-progress answers, each with its activity's title and category, without the student's notes and
   * rating: the section shares which activities were started and finished, not what the student wrote about them.
   */
  activities: Array<
    Omit<ActivityCompletion, 'notes' | 'rating'> & { activity: { title: string; category: string } | null }
  >;
  /** As GET /api/orientation-responses/reflections answers, without the SMART goals. */
  reflections: ReflectionItem[];
  /** As GET /api/check-ins/summary answers, and the weeks of GET /api/my-outcomes. */
  checkIns: { summary: CheckInSummary; weeks: CheckInWeek[] };
  /** The plans part of GET /api/my-outcomes. */
  outcomes: PlanOutcome[];
  /** As GET /api/my-account answers (null was its value before the practice kept accounts). */
  account: StudentAccount | null;
}

/** The subject of a brief's e-mail to a guardian. */
export function briefMailSubject(studentFirstName: string, practiceShortName: string): string {
  return `${practiceShortName}: this week with ${studentFirstName}`;
}

/** What a brief's first draft is written from: the student's last 7 days. */
export interface BriefWeek {
  firstName: string;
  /** The days of the sessions held, oldest first, as they are written ("Tuesday 4 March"). */
  sessionDays: string[];
  /** The titles of the activities finished (null for one whose activity is gone), oldest first. */
  activities: Array<string | null>;
  /** How many plans were reassessed. */
  plansReassessed: number;
}

/** "a", "a and b", "a, b and c". */
function spokenList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A brief's first draft: the week in friendly sentences, or that there is nothing to report. */
export function suggestedBriefText({ firstName, sessionDays, activities, plansReassessed }: BriefWeek): string {
  const sentences: string[] = [];
  if (sessionDays.length === 1) sentences.push(`${firstName} came to a coaching session on ${sessionDays[0]}.`);
  if (sessionDays.length > 1) {
    sentences.push(`${firstName} came to ${sessionDays.length} coaching sessions, on ${spokenList(sessionDays)}.`);
  }
  const titles = activities.filter((title): title is string => !!title).map((title) => `“${title}”`);
  if (activities.length === 1) {
    sentences.push(`${firstName} finished the skill activity ${titles[0] ?? 'they had started'}.`);
  }
  if (activities.length > 1) {
    const named = titles.length === activities.length ? `: ${spokenList(titles)}` : '';
    sentences.push(`${firstName} finished ${activities.length} skill activities${named}.`);
  }
  if (plansReassessed === 1) {
    sentences.push(`${firstName} reassessed a goal plan, looking at what worked and what to change.`);
  }
  if (plansReassessed > 1) {
    sentences.push(`${firstName} reassessed ${plansReassessed} goal plans, looking at what worked and what to change.`);
  }
  if (sentences.length === 0) {
    return `Hello,\n\nIt was a quiet week for ${firstName}: no sessions held, activities finished or plans reassessed to report.`;
  }
  return `Hello,\n\nHere is ${firstName}’s week. ${sentences.join(' ')}`;
}

/** One of the student's guardians in the student's export: who they are and what the student shares with them. */
export interface ExportedGuardian {
  guardianId: string;
  name: string;
  email: string;
  relationship: GuardianRelationship;
  sections: SharingSection[];
  linkedAt: string;
}

/** A guardian's acceptance of the agreement in the student's export; the network address only in the coach's. */
export type ExportedAgreementAcceptance = Omit<AgreementAcceptance, 'ip'> & { ip?: string };
