import { z } from 'zod';
import { LIMITS } from './constants.js';
import type { ActivityCompletion } from './activity.js';
import type { ClientProfile } from './profile.js';
import type { Plan } from './plan.js';

/** The coach's private notes on a client (PUT /api/coach/client/{id}). */
export const coachNotesSchema = z.strictObject({
  notes: z.string().max(LIMITS.notes, `Notes must be at most ${LIMITS.notes} characters`),
});

/** An address to approve for sign-in: trimmed, lower-cased, must hold an @ (SPEC section 5). */
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

/** Route parameter of DELETE /api/coach/approved-emails/{email}. */
export const approvedEmailParams = z.strictObject({ email: z.string().trim().min(1).max(LIMITS.email) });

export interface ApprovedEmail {
  id: string;
  email: string;
  addedBy: string | null;
  createdAt: string;
}

/** Completion summary of one client. */
export interface ProgressSummary {
  started: number;
  completed: number;
  totalActivities: number;
  percent: number;
}

/** A client as listed on the coach dashboard. */
export interface CoachClient extends ClientProfile {
  email: string | null;
  notes: string;
  progress: ProgressSummary;
  orientationGoals: string[];
  plans: Array<Pick<Plan, 'id' | 'selectedGoal' | 'reassessmentDate' | 'nextReassessment' | 'createdAt'>>;
}

/** A progress record with its activity, as the coach's client detail shows it. */
export interface CoachCompletion extends ActivityCompletion {
  activity: { title: string; category: string } | null;
}

/** One client in full (GET /api/coach/client/{id}). */
export interface CoachClientDetail extends CoachClient {
  completions: CoachCompletion[];
}
