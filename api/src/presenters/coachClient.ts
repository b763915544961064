import {
  CARD_PLANS,
  CARD_TEXT_MAX,
  clampText,
  type CoachClient,
  type CoachClientCard,
  type CoachClientDetail,
  type CoachCompletion,
  type CoachPlanSummary,
  type ProgressSummary,
} from '../contract/index.js';
import type { ActivityCompletionRecord, ClientProfileRecord, PlanRecord } from '../models/index.js';
import { presentActivityCompletion } from './activityCompletion.js';
import { presentClientProfile } from './clientProfile.js';
import { iso, isoOrNull } from './dates.js';

/** A plan's fields the coach's views list. */
export type PlanSummaryRecord = Pick<PlanRecord, '_id' | 'selectedGoal' | 'reassessmentDate' | 'nextReassessment' | 'createdAt'>;

/** What the coach sees beside a profile, gathered in batches by the caller. */
export interface CoachClientParts {
  email: string | null;
  progress: ProgressSummary;
  orientationGoals: string[];
  /** Every plan, newest first. */
  plans: PlanSummaryRecord[];
}

/** What a client card shows beside a profile, gathered in batches by the caller. */
export interface CoachClientCardParts {
  email: string | null;
  orientationGoals: string[];
  /** The newest plans, newest first (more than a card shows is fine). */
  plans: PlanSummaryRecord[];
  /** How many plans the student has. */
  planCount: number;
}

/** A plan summary with its number: the newest of `count` plans is Plan #count. */
function presentPlanSummary(plan: PlanSummaryRecord, newestFirstIndex: number, count: number): CoachPlanSummary {
  return {
    id: plan._id,
    selectedGoal: plan.selectedGoal,
    reassessmentDate: isoOrNull(plan.reassessmentDate),
    nextReassessment: plan.nextReassessment ?? null,
    createdAt: iso(plan.createdAt),
    number: count - newestFirstIndex,
  };
}

/** A client as the coach sees it: the profile with the private notes, the sign-in address and a summary. */
export function presentCoachClient(profile: ClientProfileRecord, parts: CoachClientParts): CoachClient {
  return {
    ...presentClientProfile(profile),
    email: parts.email,
    notes: profile.notes ?? '',
    progress: parts.progress,
    orientationGoals: parts.orientationGoals,
    plans: parts.plans.map((plan, index) => presentPlanSummary(plan, index, parts.plans.length)),
  };
}

/**
 * A client as a dashboard card shows them: the profile without the private notes, challenges and goals cut to
 * what a card shows, the newest plans with their numbers.
 */
export function presentCoachClientCard(profile: ClientProfileRecord, parts: CoachClientCardParts): CoachClientCard {
  const shown = presentClientProfile(profile);
  return {
    ...shown,
    challenges: clampText(shown.challenges, CARD_TEXT_MAX),
    goals: clampText(shown.goals, CARD_TEXT_MAX),
    email: parts.email,
    orientationGoals: parts.orientationGoals,
    plans: parts.plans.slice(0, CARD_PLANS).map((plan, index) => presentPlanSummary(plan, index, parts.planCount)),
    planCount: parts.planCount,
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
