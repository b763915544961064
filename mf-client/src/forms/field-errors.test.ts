import { describe, expect, it } from 'vitest';
import { validatePlanForm, EMPTY_PLAN_FORM } from '../plans/plan-form';
import { messagesOf, stillDue } from './field-errors';

describe('stillDue', () => {
  it('drops a shown message once its field is valid, keeps the others in their current words', () => {
    const shown = { selectedGoal: 'Please select a goal', internalBarriers: 'Add at least one internal barrier' };
    expect(stillDue(shown, { internalBarriers: 'Add at least one internal barrier' })).toEqual({
      internalBarriers: 'Add at least one internal barrier',
    });
    expect(stillDue(shown, {})).toEqual({});
  });

  it('does not mark a field that was fine at the last save', () => {
    expect(stillDue({ selectedGoal: 'Please select a goal' }, { selectedGoal: 'Please select a goal', strategies: 'x' })).toEqual({
      selectedGoal: 'Please select a goal',
    });
  });

  it('clears the plan form messages as the goal and a barrier are filled in', () => {
    const shown = messagesOf(validatePlanForm(EMPTY_PLAN_FORM));
    expect(shown.selectedGoal).toBe('Please select a goal');
    expect(shown.internalBarriers).toBe('Add at least one internal barrier');
    const fixed = { ...EMPTY_PLAN_FORM, selectedGoal: 'Finish the essay', internalBarriers: ['Putting it off'] };
    const due = stillDue(shown, messagesOf(validatePlanForm(fixed)));
    expect(due.selectedGoal).toBeUndefined();
    expect(due.internalBarriers).toBeUndefined();
    expect(due.externalBarriers).toBe('Add at least one external barrier');
  });
});
