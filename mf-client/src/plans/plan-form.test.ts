import { describe, expect, it } from 'vitest';
import { dayKey } from '@app/api/contract';
import { EMPTY_PLAN_FORM, normalizePlanForm, planFormValues, validatePlanForm, type PlanFormValues } from './plan-form';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return dayKey(date);
};

const filled: PlanFormValues = {
  selectedGoal: 'Turn in every assignment on time',
  internalBarriers: ['I put off big tasks', '  '],
  externalBarriers: ['Phone notifications'],
  strategies: ['Phone in the kitchen while I study', ''],
  implementationPlan: 'Every school night at 7pm at my desk',
  reassessmentDate: inDays(14),
};

describe('validatePlanForm', () => {
  it('gives every message of an empty form', () => {
    const result = validatePlanForm(EMPTY_PLAN_FORM);
    expect(result).toEqual({
      errors: {
        selectedGoal: 'Please select a goal',
        internalBarriers: 'Add at least one internal barrier',
        externalBarriers: 'Add at least one external barrier',
        strategies: 'Add at least one strategy',
        implementationPlan: 'Implementation plan is required',
        reassessmentDate: 'Reassessment date is required',
      },
    });
  });

  it('points at a blank row among filled ones', () => {
    const result = validatePlanForm({ ...filled, internalBarriers: ['', 'I put off big tasks'], strategies: ['a', ' '] });
    expect(result).toMatchObject({
      errors: { 'internalBarriers.0': 'Barrier cannot be empty', 'strategies.1': 'Strategy cannot be empty' },
    });
  });

  it('accepts today as the earliest date and refuses yesterday', () => {
    expect(validatePlanForm({ ...filled, internalBarriers: ['x'], strategies: ['y'], reassessmentDate: inDays(0) })).toHaveProperty('payload');
    expect(validatePlanForm({ ...filled, internalBarriers: ['x'], strategies: ['y'], reassessmentDate: inDays(-1) })).toEqual({
      errors: { reassessmentDate: 'Reassessment date cannot be in the past' },
    });
  });

  it('sends JSON-encoded lists without blank entries and the local day as an ISO time', () => {
    const result = validatePlanForm(normalizePlanForm(filled));
    expect(result).toHaveProperty('payload');
    if (!('payload' in result)) return;
    expect(JSON.parse(result.payload.internalBarriers)).toEqual(['I put off big tasks']);
    expect(JSON.parse(result.payload.strategies)).toEqual(['Phone in the kitchen while I study']);
    expect(dayKey(new Date(result.payload.reassessmentDate))).toBe(filled.reassessmentDate);
  });
});

describe('planFormValues', () => {
  it('reads a saved plan back into rows and the local date', () => {
    const date = new Date(2031, 4, 9);
    const values = planFormValues({
      id: 'p1',
      clientId: 'c1',
      selectedGoal: 'Goal',
      internalBarriers: '["a","b"]',
      externalBarriers: 'not json',
      strategies: '[]',
      implementationPlan: 'Plan',
      reassessmentDate: date.toISOString(),
      nextReassessment: null,
      reassessments: [],
      createdAt: date.toISOString(),
      updatedAt: date.toISOString(),
    });
    expect(values).toEqual({
      selectedGoal: 'Goal',
      internalBarriers: ['a', 'b'],
      externalBarriers: [''],
      strategies: [''],
      implementationPlan: 'Plan',
      reassessmentDate: '2031-05-09',
    });
  });
});
