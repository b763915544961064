import { afterEach, describe, expect, it } from 'vitest';
import { dayKey, formatCalendarDate, type Plan } from '@app/api/contract';
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

/** A saved plan with the given reassessment date. */
const planOf = (reassessmentDate: string): Plan => ({
  id: 'p1',
  clientId: 'c1',
  selectedGoal: 'Goal',
  internalBarriers: '["a","b"]',
  externalBarriers: 'not json',
  strategies: '[]',
  implementationPlan: 'Plan',
  reassessmentDate,
  nextReassessment: null,
  reassessments: [],
  createdAt: reassessmentDate,
  updatedAt: reassessmentDate,
});

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

  it('sends JSON-encoded lists without blank entries and the picked day as midnight UTC of it', () => {
    const result = validatePlanForm(normalizePlanForm(filled));
    expect(result).toHaveProperty('payload');
    if (!('payload' in result)) return;
    expect(JSON.parse(result.payload.internalBarriers)).toEqual(['I put off big tasks']);
    expect(JSON.parse(result.payload.strategies)).toEqual(['Phone in the kitchen while I study']);
    expect(result.payload.reassessmentDate).toBe(`${filled.reassessmentDate}T00:00:00.000Z`);
  });
});

describe('the reassessment day', () => {
  const zones = ['America/Los_Angeles', 'Europe/Berlin', 'Pacific/Kiritimati'];
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it.each(zones)('is sent, read back and shown as the day picked, in %s too', (zone) => {
    process.env.TZ = zone;
    const picked = inDays(10);
    const result = validatePlanForm(normalizePlanForm({ ...filled, reassessmentDate: picked }));
    if (!('payload' in result)) throw new Error(JSON.stringify(result));
    const sent = result.payload.reassessmentDate;
    expect(formatCalendarDate(sent)).toBe(formatCalendarDate(`${picked}T00:00:00.000Z`));
    expect(planFormValues(planOf(sent)).reassessmentDate).toBe(picked);
    expect(validatePlanForm(normalizePlanForm({ ...filled, reassessmentDate: inDays(0) }))).toHaveProperty('payload');
  });
});

describe('planFormValues', () => {
  it('reads a saved plan back into rows and the day it was picked for', () => {
    const values = planFormValues(planOf('2031-05-09T00:00:00.000Z'));
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
