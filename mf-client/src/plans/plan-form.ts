import {
  attainmentLevelsSchema,
  decodeList,
  planFormSchema,
  toPlanPayload,
  calendarDayInstant,
  calendarDayKey,
  dayKey,
  type AttainmentLevels,
  type Plan,
  type PlanPayload,
} from '@app/api/contract';
import { checkWith, type Checked, type FieldErrors } from '../forms/field-errors';
import { LEVEL_KEYS, hasLevels, levelPath, levelValues, type LevelKey, type LevelValues } from './attainment-levels';

/** The planning form as the student fills it in: lists as rows, the date as the date input holds it. */
export interface PlanFormValues {
  selectedGoal: string;
  internalBarriers: string[];
  externalBarriers: string[];
  strategies: string[];
  implementationPlan: string;
  /** YYYY-MM-DD, local. */
  reassessmentDate: string;
  /**
   * The five levels of goal attainment, absent while none is written (so drafts kept before the levels existed
   * read as a plan without them).
   */
  attainmentLevels?: LevelValues;
}

/** The list fields of a plan. */
export type PlanListField = 'internalBarriers' | 'externalBarriers' | 'strategies';

/** A new plan: each list starts with one empty row. */
export const EMPTY_PLAN_FORM: PlanFormValues = {
  selectedGoal: '',
  internalBarriers: [''],
  externalBarriers: [''],
  strategies: [''],
  implementationPlan: '',
  reassessmentDate: '',
};

const rows = (list: string[]) => (list.length > 0 ? list : ['']);

/** A saved plan in form shape, for editing. */
export function planFormValues(plan: Plan): PlanFormValues {
  return {
    selectedGoal: plan.selectedGoal,
    internalBarriers: rows(decodeList(plan.internalBarriers)),
    externalBarriers: rows(decodeList(plan.externalBarriers)),
    strategies: rows(decodeList(plan.strategies)),
    implementationPlan: plan.implementationPlan,
    reassessmentDate: plan.reassessmentDate ? calendarDayKey(plan.reassessmentDate) : '',
    ...(plan.attainmentLevels ? { attainmentLevels: levelValues(plan.attainmentLevels) } : {}),
  };
}

/** The form as it will be saved: blank rows dropped (one empty row kept where nothing is left). */
export function normalizePlanForm(values: PlanFormValues): PlanFormValues {
  const keep = (list: string[]) => rows(list.map((entry) => entry.trim()).filter(Boolean));
  return {
    selectedGoal: values.selectedGoal.trim(),
    internalBarriers: keep(values.internalBarriers),
    externalBarriers: keep(values.externalBarriers),
    strategies: keep(values.strategies),
    implementationPlan: values.implementationPlan.trim(),
    reassessmentDate: values.reassessmentDate,
    ...withLevels(values.attainmentLevels && trimmedLevels(values.attainmentLevels)),
  };
}

/** The levels with each description trimmed. */
function trimmedLevels(levels: LevelValues): LevelValues {
  const trimmed = levelValues(levels);
  for (const key of Object.keys(trimmed) as Array<keyof LevelValues>) trimmed[key] = trimmed[key].trim();
  return trimmed;
}

/** The levels as the form keeps them: the five in score order, or no key at all while every one is empty. */
export function withLevels(levels: Partial<LevelValues> | undefined): Pick<PlanFormValues, 'attainmentLevels'> {
  return hasLevels(levels) ? { attainmentLevels: levelValues(levels) } : {};
}

/**
 * All five or none: null when every level is blank, the five trimmed descriptions when each has one, and
 * otherwise the contract's message under each level still blank (or too long, or over several lines).
 */
export function checkLevels(levels: Partial<LevelValues> | null | undefined): Checked<AttainmentLevels | null> {
  const values = levelValues(levels);
  if (LEVEL_KEYS.every((key) => !values[key].trim())) return { payload: null };
  const checked = checkWith(attainmentLevelsSchema, values);
  if ('payload' in checked) return checked;
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(checked.errors)) errors[levelPath(key as LevelKey)] = message;
  return { errors };
}

/**
 * Checks the form with the contract's schema. A list whose rows are all blank counts as empty ('Add at least
 * one ...'); a blank row among filled ones is pointed out ('... cannot be empty') so the student fills or removes
 * it. The date is sent as the picked day (midnight UTC of it, as every reader reads it). The attainment levels are all five or none (none is sent as
 * null, which also removes an edited plan's levels). Returns the wire payload (blank entries dropped) or the messages.
 */
export function validatePlanForm(values: PlanFormValues): Checked<PlanPayload> {
  const list = (entries: string[]) => (entries.every((entry) => !entry.trim()) ? [] : entries);
  const checked = checkWith(planFormSchema, {
    selectedGoal: values.selectedGoal,
    internalBarriers: list(values.internalBarriers),
    externalBarriers: list(values.externalBarriers),
    strategies: list(values.strategies),
    implementationPlan: values.implementationPlan,
    reassessmentDate: values.reassessmentDate ? (calendarDayInstant(values.reassessmentDate) ?? 'invalid') : '',
  });
  const levels = checkLevels(values.attainmentLevels);
  if ('errors' in checked || 'errors' in levels) {
    return { errors: { ...('errors' in checked ? checked.errors : {}), ...('errors' in levels ? levels.errors : {}) } };
  }
  return { payload: { ...toPlanPayload(checked.payload), attainmentLevels: levels.payload } };
}

/** The earliest reassessment date (today) as the date input's min. */
export function earliestReassessmentDate(now = new Date()): string {
  return dayKey(now);
}
