import { describe, expect, it } from 'vitest';
import { CONSULTATION_GRADE_LEVELS, PROFILE_GRADE_LEVELS } from './constants.js';
import { profileGradeOf } from './invitation.js';

describe('profileGradeOf', () => {
  it('maps every grade of the public form to an option of the profile form', () => {
    expect(CONSULTATION_GRADE_LEVELS.map((grade) => profileGradeOf(grade.value))).toEqual([
      '9th Grade',
      '10th Grade',
      '11th Grade',
      '12th Grade',
      'College Freshman',
      'College Sophomore',
      'College Junior',
      'College Senior',
    ]);
    for (const grade of CONSULTATION_GRADE_LEVELS) expect(PROFILE_GRADE_LEVELS).toContain(profileGradeOf(grade.value));
  });

  it('leaves the grade empty for a value the public form never had', () => {
    expect(profileGradeOf('kindergarten')).toBe('');
    expect(profileGradeOf('')).toBe('');
  });
});
