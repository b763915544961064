import { PROFILE_GRADE_LEVELS, type ClientProfileInput } from '@app/api/contract';

/** The profile form's values: every field is text while the student types. */
export type ProfileFormValues = Required<{ [K in keyof ClientProfileInput]: string }>;

/** The empty profile form, with the e-mail address the student signed in with. */
export function emptyProfileForm(email: string): ProfileFormValues {
  return {
    studentFirstName: '',
    studentLastName: '',
    email,
    gradeLevel: '',
    parentName: '',
    phone: '',
    challenges: '',
    goals: '',
    dateOfBirth: '',
  };
}

/** The ten grade levels as select options. */
export const GRADE_OPTIONS = PROFILE_GRADE_LEVELS.map((grade) => ({ value: grade, label: grade }));

/** Text of the profile form's submit button. */
export const CREATE_PROFILE_LABEL = 'Create Profile & Start Learning';
