import { describe, expect, it } from 'vitest';
import { joinNextReassessment } from '@app/api/contract';
import { emptyReassessForm, NEXT_REASSESSMENT_DAYS, PAST_DATE_MESSAGE, validateReassessForm } from './reassess-form';

const now = new Date(2026, 2, 20, 15, 30);
const base = { ...emptyReassessForm({ selectedGoal: 'Finish essays early' }, now), currentStatus: 'Going well' };

describe('the next reassessment', () => {
  it('defaults to two weeks from today, with no note', () => {
    expect(NEXT_REASSESSMENT_DAYS).toBe(14);
    expect(base.nextReassessmentDate).toBe('2026-04-03');
    expect(base.nextReassessmentNote).toBe('');
  });

  it('goes on the wire as free text: the date as YYYY-MM-DD, then the note', () => {
    expect(joinNextReassessment('2026-04-03', '  after the test ')).toBe('2026-04-03 after the test');
    expect(joinNextReassessment('2026-04-03', '')).toBe('2026-04-03');
    expect(joinNextReassessment('', 'after the test')).toBe('after the test');
    const checked = validateReassessForm({ ...base, nextReassessmentNote: 'after the test' }, now);
    expect(checked).toMatchObject({ payload: { nextReassessment: '2026-04-03 after the test', updatedGoal: 'Finish essays early' } });
  });

  it('takes today at the earliest', () => {
    expect(validateReassessForm({ ...base, nextReassessmentDate: '2026-03-20' }, now)).toHaveProperty('payload');
    expect(validateReassessForm({ ...base, nextReassessmentDate: '2026-03-19' }, now)).toEqual({
      errors: { nextReassessmentDate: PAST_DATE_MESSAGE },
    });
  });

  it('shows a note that is too long under the note', () => {
    const checked = validateReassessForm({ ...base, nextReassessmentNote: 'x'.repeat(500) }, now);
    expect('errors' in checked && Object.keys(checked.errors)).toEqual(['nextReassessmentNote']);
  });
});
