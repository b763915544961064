import { z } from 'zod';
import { LIMITS, PROFILE_GRADE_LEVELS } from './constants.js';
import { DATE_OF_BIRTH_INVALID, isDateOfBirth } from './age.js';
import { emailField, optionalMultilineText, optionalPhoneField, optionalText, requiredText } from './fields.js';

/**
 * An optional date of birth, YYYY-MM-DD; empty or null is none. Whether it is in the future or under 13 years ago
 * is decided by the server, on the practice's clock (age.ts).
 */
export const dateOfBirthField = z
  .string({ error: DATE_OF_BIRTH_INVALID })
  .trim()
  .refine((value) => value === '' || isDateOfBirth(value), DATE_OF_BIRTH_INVALID)
  .transform((value) => value || null)
  .nullable()
  .optional();

/**
 * Profile setup by a signed-in student. The e-mail is checked as the form
 * checks it but not stored: the account's sign-in address is the student's address everywhere.
 */
export const clientProfileSchema = z.strictObject({
  studentFirstName: requiredText('First name is required'),
  studentLastName: requiredText('Last name is required'),
  email: emailField(),
  gradeLevel: z.enum(PROFILE_GRADE_LEVELS, { error: 'Grade level is required' }),
  parentName: optionalText(LIMITS.name),
  phone: optionalPhoneField,
  challenges: optionalMultilineText(),
  goals: optionalMultilineText(),
  dateOfBirth: dateOfBirthField,
});
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
export type ClientProfilePayload = z.output<typeof clientProfileSchema>;

/** A student's profile as its owner sees it. */
export interface ClientProfile {
  id: string;
  userId: string;
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string;
  parentName: string;
  phone: string;
  challenges: string;
  goals: string;
  /** YYYY-MM-DD, or null when the student did not give it. */
  dateOfBirth: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
