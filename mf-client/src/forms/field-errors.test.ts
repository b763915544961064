import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/kit/api';
import { validatePlanForm, EMPTY_PLAN_FORM } from '../plans/plan-form';
import { messagesOf, refusalOf, stillDue, stillRefused } from './field-errors';

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

describe('refusalOf and stillRefused', () => {
  const TOO_YOUNG = 'This program is for students 13 and older.';
  const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));
  const values = { dateOfBirth: '2020-01-01', studentFirstName: 'Cleo' };

  it('keeps the fields a 400 names, with the values they were refused for', () => {
    const error = refused(400, {
      message: `dateOfBirth: ${TOO_YOUNG}`,
      errors: [{ field: 'dateOfBirth', message: TOO_YOUNG }],
    });
    expect(refusalOf(error, values)).toEqual({ values, errors: { dateOfBirth: TOO_YOUNG } });
  });

  it('names no field for another status, a 400 without fields, a non-JSON body or a network failure', () => {
    expect(refusalOf(refused(409, { errors: [{ field: 'dateOfBirth', message: 'x' }] }), values)).toBeNull();
    expect(refusalOf(refused(400, { message: 'Bad request' }), values)).toBeNull();
    expect(refusalOf(new ApiError(400, '<html>'), values)).toBeNull();
    expect(refusalOf(new TypeError('Failed to fetch'), values)).toBeNull();
  });

  it('shows a refused message only while its field still holds the refused value', () => {
    const refusal = { values, errors: { dateOfBirth: TOO_YOUNG } };
    expect(stillRefused(refusal, { ...values, studentFirstName: 'Cleo Marsh' })).toEqual({ dateOfBirth: TOO_YOUNG });
    expect(stillRefused(refusal, { ...values, dateOfBirth: '2008-01-01' })).toEqual({});
    expect(stillRefused(null, values)).toEqual({});
  });
});
