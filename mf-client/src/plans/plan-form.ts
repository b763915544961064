import { decodeList, planFormSchema, toPlanPayload, type Plan, type PlanPayload } from '@app/api/contract';
import { fromDateInput, toDateInput } from '../data/format';
import { checkWith, type Checked } from '../forms/field-errors';

/** The planning form as the student fills it in: lists as rows, the date as the date input holds it. */
export interface PlanFormValues {
  selectedGoal: string;
  internalBarriers: string[];
  externalBarriers: string[];
  strategies: string[];
  implementationPlan: string;
  /** YYYY-MM-DD, local. */
  reassessmentDate: string;
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
    reassessmentDate: plan.reassessmentDate ? toDateInput(new Date(plan.reassessmentDate)) : '',
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
  };
}

/**
 * Checks the form with the contract's schema. A list whose rows are all blank counts as empty ('Add at least
 * one ...'); a blank row among filled ones is pointed out ('... cannot be empty') so the student fills or removes
 * it. The date is read as the student's local day. Returns the wire payload (blank entries dropped) or the messages.
 */
export function validatePlanForm(values: PlanFormValues): Checked<PlanPayload> {
  const list = (entries: string[]) => (entries.every((entry) => !entry.trim()) ? [] : entries);
  const day = values.reassessmentDate ? fromDateInput(values.reassessmentDate) : null;
  const checked = checkWith(planFormSchema, {
    selectedGoal: values.selectedGoal,
    internalBarriers: list(values.internalBarriers),
    externalBarriers: list(values.externalBarriers),
    strategies: list(values.strategies),
    implementationPlan: values.implementationPlan,
    reassessmentDate: values.reassessmentDate ? (day?.toISOString() ?? 'invalid') : '',
  });
  return 'errors' in checked ? checked : { payload: toPlanPayload(checked.payload) };
}

/** The earliest reassessment date (today) as the date input's min. */
export function earliestReassessmentDate(now = new Date()): string {
  return toDateInput(now);
}
