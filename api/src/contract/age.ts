import { isCalendarDay } from './checkInRules.js';

/*
 * The age rules of a student's optional date of birth (YYYY-MM-DD), counted in calendar days on the practice's
 * clock: the product is for high-school and college students and does not collect a young child's data directly;
 * a student who turns 18 decides again, as an adult, what each guardian sees.
 */

/** The youngest a student may be. */
export const MIN_STUDENT_AGE = 13;
/** The age at which a student is an adult. */
export const ADULT_AGE = 18;
/** The earliest date of birth taken as real. */
const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** Said when a date of birth is not a real date. */
export const DATE_OF_BIRTH_INVALID = 'Please enter a real date of birth';
/** Said when a date of birth is after today. */
export const DATE_OF_BIRTH_FUTURE = 'Date of birth cannot be in the future';
/** Said when a date of birth is under MIN_STUDENT_AGE years ago: the family contacts the practice instead. */
export const UNDER_MIN_AGE_MESSAGE =
  'This program is for students 13 and older. Please ask a parent or guardian to contact the practice.';

/** Whether text is a date of birth the product takes as real: a calendar date from 1900 on. */
export function isDateOfBirth(value: string): boolean {
  return isCalendarDay(value) && value >= EARLIEST_DATE_OF_BIRTH;
}

/** The day someone born on `dateOfBirth` turns `age`; born on 29 February, it is 1 March in other years. */
export function birthdayAt(dateOfBirth: string, age: number): string {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + age, month - 1, day)).toISOString().slice(0, 10);
}

/** Whether someone born on `dateOfBirth` is at least `age` years old on `today` (both YYYY-MM-DD). */
export function isAtLeast(dateOfBirth: string, age: number, today: string): boolean {
  return birthdayAt(dateOfBirth, age) <= today;
}

/** Why a date of birth is refused on `today`, or null when it is accepted. */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | null {
  if (dateOfBirth > today) return DATE_OF_BIRTH_FUTURE;
  if (!isAtLeast(dateOfBirth, MIN_STUDENT_AGE, today)) return UNDER_MIN_AGE_MESSAGE;
  return null;
}
