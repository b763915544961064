import { reassessmentSchema, type Plan, type ReassessmentPayload } from '@app/api/contract';
import { checkWith, type Checked } from '../forms/field-errors';

/** A new barrier row; the type is empty until the student chooses internal or external. */
export interface NewBarrierRow {
  type: '' | 'internal' | 'external';
  description: string;
}

/** A new strategy row. */
export interface NewStrategyRow {
  description: string;
  timeframe: string;
  resources: string;
}

/** The reassessment form as the student fills it in. */
export interface ReassessFormValues {
  currentStatus: string;
  whatWorked: string;
  whatDidntWork: string;
  newBarriers: NewBarrierRow[];
  newStrategies: NewStrategyRow[];
  updatedGoal: string;
  nextReassessment: string;
}

/** A fresh reassessment of a plan: the goal adjustment starts as the plan's current goal (SPEC section 2). */
export function emptyReassessForm(plan: Pick<Plan, 'selectedGoal'>): ReassessFormValues {
  return {
    currentStatus: '',
    whatWorked: '',
    whatDidntWork: '',
    newBarriers: [],
    newStrategies: [],
    updatedGoal: plan.selectedGoal,
    nextReassessment: '',
  };
}

/** An empty new barrier row. */
export const EMPTY_BARRIER_ROW: NewBarrierRow = { type: '', description: '' };

/** An empty new strategy row. */
export const EMPTY_STRATEGY_ROW: NewStrategyRow = { description: '', timeframe: '', resources: '' };

/** Checks the form with the contract's schema: the payload to send, or the messages by field path. */
export function validateReassessForm(values: ReassessFormValues): Checked<ReassessmentPayload> {
  return checkWith(reassessmentSchema, values);
}
