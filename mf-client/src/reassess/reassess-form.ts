import {
  reassessmentSchema,
  dayKey,
  joinNextReassessment,
  type Plan,
  type ReassessmentPayload,
} from '@app/api/contract';
import { checkWith, type Checked } from '../forms/field-errors';
import { earliestReassessmentDate } from '../plans/plan-form';

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
  /** The next reassessment's day, YYYY-MM-DD (a date input's value); empty when the student clears it. */
  nextReassessmentDate: string;
  /** An optional note sent after the date ("after the chemistry test"). */
  nextReassessmentNote: string;
  /** The student's score on the plan's attainment scale ("-2" to "2"); absent or '' when none is given. */
  score?: string;
}

/** The next reassessment is suggested this many days ahead (a plan is best reassessed every 2 to 4 weeks). */
export const NEXT_REASSESSMENT_DAYS = 14;

/** The message for a next-reassessment day before today. */
export const PAST_DATE_MESSAGE = 'Choose today or a later date';

/**
 * A fresh reassessment of a plan: the goal adjustment starts as the plan's current goal, the next
 * reassessment two weeks from today.
 */
export function emptyReassessForm(plan: Pick<Plan, 'selectedGoal'>, now = new Date()): ReassessFormValues {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + NEXT_REASSESSMENT_DAYS);
  return {
    currentStatus: '',
    whatWorked: '',
    whatDidntWork: '',
    newBarriers: [],
    newStrategies: [],
    updatedGoal: plan.selectedGoal,
    nextReassessmentDate: dayKey(next),
    nextReassessmentNote: '',
  };
}

/** An empty new barrier row. */
export const EMPTY_BARRIER_ROW: NewBarrierRow = { type: '', description: '' };

/** An empty new strategy row. */
export const EMPTY_STRATEGY_ROW: NewStrategyRow = { description: '', timeframe: '', resources: '' };

/**
 * Checks the form with the contract's schema (the date and note joined into the wire text, whose length message
 * shows under the note; the score sent as a number only when one was chosen) and the day against today: the
 * payload to send, or the messages by field path.
 */
export function validateReassessForm(values: ReassessFormValues, now = new Date()): Checked<ReassessmentPayload> {
  // A draft kept before the date picker existed has neither field; one kept before scores, no score.
  const { nextReassessmentDate: date = '', nextReassessmentNote: note = '', score = '', ...rest } = values;
  const checked = checkWith(reassessmentSchema, {
    ...rest,
    nextReassessment: joinNextReassessment(date, note),
    ...(score ? { score: Number(score) } : {}),
  });
  const errors = 'errors' in checked ? { ...checked.errors } : {};
  if (errors.nextReassessment) {
    errors.nextReassessmentNote = errors.nextReassessment;
    delete errors.nextReassessment;
  }
  // Date inputs hold YYYY-MM-DD, so comparing the text compares the days.
  if (date && date < earliestReassessmentDate(now)) errors.nextReassessmentDate = PAST_DATE_MESSAGE;
  return Object.keys(errors).length > 0 ? { errors } : checked;
}
