import type { PlanOutcome } from '../contract/index.js';
import { presentAttainmentLevels, presentAttainmentScore, type StoredAttainmentScore } from './attainment.js';

/** A plan as the outcomes read it. */
export interface OutcomePlan {
  _id: string;
  selectedGoal: string;
  attainmentLevels?: readonly string[] | null;
}

/** A plan with its levels and its scores, in the order given (oldest first). */
export function presentPlanOutcome(plan: OutcomePlan, scores: readonly StoredAttainmentScore[]): PlanOutcome {
  return {
    planId: plan._id,
    goal: plan.selectedGoal,
    levels: presentAttainmentLevels(plan.attainmentLevels),
    scores: scores.map((record) => {
      const { at, score, by, note } = presentAttainmentScore(record);
      return { at, score, by, note };
    }),
  };
}
