import { z } from 'zod';
import { LIMITS } from './constants.js';
import { isOneLine, ONE_LINE_MESSAGE, pageCursorField, pageSizeField } from './fields.js';
import type { ActivityCompletion } from './activity.js';
import type { ClientProfile } from './profile.js';
import type { Plan, Reassessment } from './plan.js';

/** The coach's private notes on a client (PUT /api/coach/client/{id}). */
export const coachNotesSchema = z.strictObject({
  notes: z.string().max(LIMITS.notes, `Notes must be at most ${LIMITS.notes} characters`),
});

/**
 * PUT /api/coach/client/{id}: the coach's private notes, whether the client is active (Deactivate /
 * Reactivate), or both; at least one.
 */
export const coachClientUpdateSchema = coachNotesSchema
  .partial()
  .extend({ isActive: z.boolean({ error: 'isActive must be true or false' }).optional() })
  .refine((body) => body.notes !== undefined || body.isActive !== undefined, {
    message: 'Send notes or isActive',
  });
export type CoachClientUpdate = z.output<typeof coachClientUpdateSchema>;

/** An address to approve for sign-in: trimmed, lower-cased, must hold an @. */
export const approvedEmailSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .min(1, 'Please enter a valid email address.')
    .max(LIMITS.email, 'Please enter a valid email address.')
    .refine((value) => value.includes('@'), 'Please enter a valid email address with @')
    .pipe(z.email('Please enter a valid email address.'))
    .transform((value) => value.toLowerCase()),
});

/** Route parameter of DELETE /api/coach/approved-emails/{email} (URL-decoded), compared as stored: trimmed, lower-case. */
export const approvedEmailParams = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.email, 'Please enter a valid email address.')
    .transform((value) => value.toLowerCase()),
});

export interface ApprovedEmail {
  id: string;
  email: string;
  addedBy: string | null;
  createdAt: string;
}

/**
 * Completion summary of one client: the one place both progress figures are defined. `percent` is completed
 * of the whole library (the progress percent); `percentOfStarted` is completed of what the student
 * chose to start (the Progress tab's success rate). Screens label which one they show.
 */
export interface ProgressSummary {
  /** Activities the student has started, completed ones included. */
  started: number;
  /** Activities the student has completed. */
  completed: number;
  /** Activities in the library. */
  totalActivities: number;
  /** completed / totalActivities, rounded, 0 to 100. */
  percent: number;
  /** completed / started, rounded, 0 to 100 (0 when nothing is started). */
  percentOfStarted: number;
  /** Past sessions the coach marked attended. */
  sessionsAttended: number;
  /** Past sessions the coach marked no-show or late cancel. */
  sessionsMissed: number;
}

/** A plan as the coach's views list it: its goal, the number the student sees it under ("Plan #n"), its dates. */
export interface CoachPlanSummary extends Pick<Plan, 'id' | 'selectedGoal' | 'reassessmentDate' | 'nextReassessment' | 'createdAt'> {
  /** 1 for the student's first plan, and so on. */
  number: number;
}

/** A client in full, as the client detail shows them and a change to the client replies (with the private notes). */
export interface CoachClient extends ClientProfile {
  /** The student's sign-in address (the account's, which is authoritative). */
  email: string | null;
  /** The coach's private notes. */
  notes: string;
  progress: ProgressSummary;
  /** The up to three goals from orientation, in order. */
  orientationGoals: string[];
  /** The student's plans, newest first. */
  plans: CoachPlanSummary[];
}

/** Page sizes of the coach's client list: the default and the most one page holds. */
export const CLIENT_PAGE_SIZE = 50;
export const CLIENT_PAGE_MAX = 100;
/** The most plans a client card lists (the newest). */
export const CARD_PLANS = 3;
/** The most characters of a client's challenges and goals a card carries: it shows two or three lines of them. */
export const CARD_TEXT_MAX = 240;
/** The longest search text the client list takes. */
export const CLIENT_SEARCH_MAX = 100;

/** Which clients the list holds: every one, the active ones, or the deactivated ones. */
export const CLIENT_STATUSES = ['all', 'active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/**
 * GET /api/coach/clients: one page (`limit`, default 50, at most 100) after the cursor `before`; `q` keeps the
 * clients whose full student name, grade level or parent name contains it, ignoring case; `status` keeps the
 * active or the inactive ones (all by default).
 */
export const coachClientListQuerySchema = z.strictObject({
  limit: pageSizeField(CLIENT_PAGE_SIZE, CLIENT_PAGE_MAX),
  before: pageCursorField,
  q: z
    .string({ error: 'Must be one search text' })
    .max(CLIENT_SEARCH_MAX, `Must be at most ${CLIENT_SEARCH_MAX} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .optional(),
  status: z.enum(CLIENT_STATUSES, { error: 'Must be all, active or inactive' }).default('all'),
});
export type CoachClientListQuery = z.output<typeof coachClientListQuerySchema>;

/**
 * A client as a card of the coach dashboard shows them (GET /api/coach/clients, newest first, a page at a time):
 * the profile without the private notes, challenges and goals cut to CARD_TEXT_MAX characters, the orientation
 * goals and the newest CARD_PLANS plans.
 */
export interface CoachClientCard extends ClientProfile {
  /** The student's sign-in address (the account's, which is authoritative). */
  email: string | null;
  /** The up to three goals from orientation, in order. */
  orientationGoals: string[];
  /** The newest plans, newest first, at most CARD_PLANS. */
  plans: CoachPlanSummary[];
  /** How many plans the student has. */
  planCount: number;
}

/** Text cut to `max` characters at a word where one is near, with an ellipsis; shorter text as it is. */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A progress record with its activity, as the coach's client detail shows it. */
export interface CoachCompletion extends ActivityCompletion {
  activity: { title: string; category: string } | null;
}

/** One client in full (GET /api/coach/client/{id}). */
export interface CoachClientDetail extends CoachClient {
  completions: CoachCompletion[];
}

/** Figures of the coach dashboard's stat cards (GET /api/coach/stats). */
export interface CoachStats {
  /** Clients with a profile. */
  totalClients: number;
  /** Clients whose profile is active. */
  activeClients: number;
  /**
   * Mean of every client's completion percent (completed activities across all clients over clients times the
   * library), rounded; 0 without clients.
   */
  averageCompletionRate: number;
  /** Plans whose reassessment date falls today or within the next 7 days. */
  reassessmentsDue: number;
  /** Sessions scheduled this week, Monday to Sunday in the practice's time zone (cancelled ones not). */
  sessionsThisWeek: number;
}

/** One answered orientation question in the coach's Work tab. */
export interface WorkAnswer {
  question: string;
  answer: string;
}

/**
 * One dated entry of a student's work, as the coach's Work tab shows it: the orientation answers (dated when
 * last saved), a plan (when made), one reassessment of a plan (when made; together they are the plan's
 * reassessment history), or an activity (when completed, or when started while still in progress).
 */
export type WorkEntry =
  | { kind: 'orientation'; id: string; at: string; answers: WorkAnswer[] }
  | { kind: 'plan'; id: string; at: string; plan: Plan }
  | {
      kind: 'reassessment';
      id: string;
      at: string;
      planId: string;
      /** The plan's goal as it stood before this reassessment. */
      planGoal: string;
      /** 1 for the plan's first reassessment, and so on. */
      number: number;
      reassessment: Reassessment;
    }
  | { kind: 'activity'; id: string; at: string; completion: CoachCompletion };

/** A student's work for the coach (GET /api/coach/client/{id}/work): one timeline, newest first. */
export interface ClientWork {
  entries: WorkEntry[];
}
