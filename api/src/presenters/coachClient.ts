import type { CoachClient, CoachClientDetail, CoachCompletion, ProgressSummary } from '../contract/index.js';
import type { ActivityCompletionRecord, ClientProfileRecord, PlanRecord } from '../models/index.js';
import { presentActivityCompletion } from './activityCompletion.js';
import { presentClientProfile } from './clientProfile.js';
import { iso, isoOrNull } from './dates.js';

/** What the coach sees beside a profile, gathered in batches by the caller. */
export interface CoachClientParts {
  email: string | null;
  progress: ProgressSummary;
  orientationGoals: string[];
  plans: Array<Pick<PlanRecord, '_id' | 'selectedGoal' | 'reassessmentDate' | 'nextReassessment' | 'createdAt'>>;
}

/** A client as the coach sees it: the profile with the private notes, the sign-in address and a summary. */
export function presentCoachClient(profile: ClientProfileRecord, parts: CoachClientParts): CoachClient {
  return {
    ...presentClientProfile(profile),
    email: parts.email,
    notes: profile.notes ?? '',
    progress: parts.progress,
    orientationGoals: parts.orientationGoals,
    plans: parts.plans.map((plan) => ({
      id: plan._id,
      selectedGoal: plan.selectedGoal,
      reassessmentDate: isoOrNull(plan.reassessmentDate),
      nextReassessment: plan.nextReassessment ?? null,
      createdAt: iso(plan.createdAt),
    })),
  };
}

/** A progress record with the title and category of its activity (null if the activity is gone). */
export function presentCoachCompletion(
  record: ActivityCompletionRecord,
  activity: { title: string; category: string } | undefined,
): CoachCompletion {
  return {
    ...presentActivityCompletion(record),
    activity: activity ? { title: activity.title, category: activity.category } : null,
  };
}

/** One client in full, for the coach's client detail page. */
export function presentCoachClientDetail(client: CoachClient, completions: CoachCompletion[]): CoachClientDetail {
  return { ...client, completions };
}
