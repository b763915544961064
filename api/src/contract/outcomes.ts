import type { AttainmentLevels, AttainmentScore } from './attainment.js';

/** Outcomes over time (GET /api/my-outcomes, GET /api/coach/client/{id}/outcomes). */

/** Weeks of check-ins the outcomes cover, this one included. */
export const OUTCOME_WEEKS = 12;

/** A plan with its attainment levels and every score given to it, oldest first. */
export interface PlanOutcome {
  planId: string;
  goal: string;
  levels: AttainmentLevels | null;
  scores: Array<Pick<AttainmentScore, 'at' | 'score' | 'by' | 'note'>>;
}

/** One week of check-ins (weeks start on Monday, on the practice's clock). */
export interface CheckInWeek {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  /** Distinct days with a check-in that week. */
  days: number;
  /** The median of actual ÷ planned minutes that week, 2 decimals; null with no check-in. */
  estimateRatio: number | null;
  /** The share (0 to 1, 2 decimals) of that week's check-ins started on time; null with no check-in. */
  startedOnTime: number | null;
}

/** A student's outcomes: plans newest first with their scores; the last 12 weeks of check-ins, oldest first. */
export interface Outcomes {
  plans: PlanOutcome[];
  checkIns: { weeks: CheckInWeek[] };
}
