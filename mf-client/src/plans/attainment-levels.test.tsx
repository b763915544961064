import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dayKey, type AttainmentLevels } from '@app/api/contract';
import { validateReassessForm, emptyReassessForm } from '../reassess/reassess-form';
import { levelValues } from './attainment-levels';
import { checkLevels, normalizePlanForm, planFormValues, validatePlanForm, withLevels, type PlanFormValues } from './plan-form';
import { ScoreChoices } from './ScoreChoices';

const LEVELS: AttainmentLevels = {
  '-2': 'Homework done before 9 on 0–1 nights',
  '-1': '2–3 nights',
  '0': '4 nights',
  '1': '5 nights',
  '2': 'Every night',
};

const inTwoWeeks = () => {
  const date = new Date();
  date.setDate(date.getDate() + 14);
  return dayKey(date);
};

const plan: PlanFormValues = {
  selectedGoal: 'Finish homework before 9 pm',
  internalBarriers: ['I start late'],
  externalBarriers: ['Practice ends at 7'],
  strategies: ['Start right after dinner'],
  implementationPlan: 'School nights at the kitchen table',
  reassessmentDate: inTwoWeeks(),
};

describe('attainment levels: all five or none', () => {
  it('sends none as null', () => {
    expect(checkLevels(undefined)).toEqual({ payload: null });
    expect(checkLevels({ '-2': ' ', '0': '' })).toEqual({ payload: null });
    expect(validatePlanForm(plan)).toMatchObject({ payload: { attainmentLevels: null } });
  });

  it('sends all five, trimmed', () => {
    expect(checkLevels({ ...LEVELS, '2': '  Every night ' })).toEqual({ payload: LEVELS });
    expect(validatePlanForm({ ...plan, attainmentLevels: levelValues(LEVELS) })).toMatchObject({ payload: { attainmentLevels: LEVELS } });
  });

  it('asks for each level left blank once any is written', () => {
    expect(validatePlanForm({ ...plan, attainmentLevels: levelValues({ '0': '4 nights', '1': '5 nights' }) })).toEqual({
      errors: {
        'attainmentLevels.-2': 'Describe attainment level -2',
        'attainmentLevels.-1': 'Describe attainment level -1',
        'attainmentLevels.2': 'Describe attainment level 2',
      },
    });
    expect(checkLevels({ ...LEVELS, '1': 'x'.repeat(201) })).toEqual({
      errors: { 'attainmentLevels.1': 'Must be at most 200 characters' },
    });
  });

  it('keeps a plan without levels free of the key, so drafts from before the levels compare equal', () => {
    expect(withLevels(levelValues())).toEqual({});
    expect(withLevels({ '0': '4 nights' })).toEqual({ attainmentLevels: levelValues({ '0': '4 nights' }) });
    expect(normalizePlanForm({ ...plan, attainmentLevels: levelValues({ '1': '   ' }) })).not.toHaveProperty('attainmentLevels');
    const saved = {
      id: 'p1',
      clientId: 'c1',
      selectedGoal: plan.selectedGoal,
      internalBarriers: '[]',
      externalBarriers: '[]',
      strategies: '[]',
      implementationPlan: 'x',
      reassessmentDate: null,
      nextReassessment: null,
      reassessments: [],
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    expect(planFormValues({ ...saved, attainmentLevels: null })).not.toHaveProperty('attainmentLevels');
    // Levels read back in score order, whatever order the reply gave them in.
    const reordered = { '2': LEVELS['2'], '0': LEVELS['0'], '-1': LEVELS['-1'], '1': LEVELS['1'], '-2': LEVELS['-2'] };
    expect(JSON.stringify(planFormValues({ ...saved, attainmentLevels: reordered }).attainmentLevels)).toBe(
      JSON.stringify(levelValues(LEVELS)),
    );
  });
});

describe('the score radio', () => {
  function Scoring() {
    const [score, setScore] = useState('');
    return (
      <>
        <ScoreChoices levels={LEVELS} legend="Where are you on the scale you set for this plan?" value={score} onChange={setScore} />
        <p>Chosen: {score || 'none'}</p>
      </>
    );
  }

  it('offers the five levels, −2 to +2, each with its own words, and chooses one', () => {
    render(<Scoring />);
    const group = screen.getByRole('group', { name: 'Where are you on the scale you set for this plan?' });
    const radios = Array.from(group.querySelectorAll('input[type="radio"]')) as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['-2', '-1', '0', '1', '2']);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(screen.getByLabelText(/^−2 Much less than expected/).getAttribute('value')).toBe('-2');
    expect(screen.getByLabelText('+2 Much more: Every night')).toBeTruthy();
    expect(screen.getByText('Chosen: none')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^\+1 Somewhat more/));
    expect(screen.getByText('Chosen: 1')).toBeTruthy();
    expect((screen.getByLabelText(/^\+1 Somewhat more/) as HTMLInputElement).checked).toBe(true);
  });

  it('is sent with the reassessment as a number, and only when chosen', () => {
    const form = { ...emptyReassessForm({ selectedGoal: plan.selectedGoal }), currentStatus: 'Three nights so far' };
    expect(validateReassessForm({ ...form, score: '-1' })).toMatchObject({ payload: { score: -1 } });
    expect(validateReassessForm({ ...form, score: '' })).not.toHaveProperty('payload.score');
    expect(validateReassessForm(form)).not.toHaveProperty('payload.score');
  });
});
