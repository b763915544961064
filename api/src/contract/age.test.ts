import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_FUTURE,
  UNDER_MIN_AGE_MESSAGE,
  birthdayAt,
  dateOfBirthProblem,
  isAtLeast,
  isDateOfBirth,
} from './age.js';

describe('the age rules', () => {
  it('counts birthdays in calendar years; born on 29 February, the birthday is 1 March in other years', () => {
    expect(birthdayAt('2008-06-15', 18)).toBe('2026-06-15');
    expect(birthdayAt('2008-02-29', 18)).toBe('2026-03-01');
    expect(birthdayAt('2008-02-29', 20)).toBe('2028-02-29');
    expect(isAtLeast('2008-06-15', 18, '2026-06-14')).toBe(false);
    expect(isAtLeast('2008-06-15', 18, '2026-06-15')).toBe(true);
  });

  it('takes a real date from 1900 on as a date of birth', () => {
    expect(isDateOfBirth('1900-01-01')).toBe(true);
    expect(isDateOfBirth('1899-12-31')).toBe(false);
    expect(isDateOfBirth('2010-02-29')).toBe(false);
    expect(isDateOfBirth('2010-2-3')).toBe(false);
  });

  it('refuses a date after today, and one under 13 years before it', () => {
    expect(dateOfBirthProblem('2026-03-05', '2026-03-04')).toBe(DATE_OF_BIRTH_FUTURE);
    expect(dateOfBirthProblem('2026-03-04', '2026-03-04')).toBe(UNDER_MIN_AGE_MESSAGE);
    expect(dateOfBirthProblem('2013-03-05', '2026-03-04')).toBe(UNDER_MIN_AGE_MESSAGE);
    expect(dateOfBirthProblem('2013-03-04', '2026-03-04')).toBeNull();
  });
});
