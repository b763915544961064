import { z } from 'zod';
import { approvedEmailSchema } from './coach.js';
import { CONSULTATION_GRADE_LEVELS, type ProfileGradeLevel } from './constants.js';

/** POST /api/consultation-request/{id}/invite: the address to invite; the request's own when left out. */
export const invitationSchema = z.strictObject({ email: approvedEmailSchema.shape.email.optional() }).default({});
export type InvitationPayload = z.output<typeof invitationSchema>;

/** Where a request stands as an invitation: shown on its inbox card. */
export interface InvitationStatus {
  invitedAt: string | null;
  invitedEmail: string | null;
  joinedAt: string | null;
  /** The client's profile once the invited address created one (links to /client/{id}). */
  clientId: string | null;
}

/** GET /api/client-profile/prefill: what profile set-up is prefilled with from the family's request. */
export interface ProfilePrefill {
  studentFirstName: string;
  studentLastName: string;
  /** The profile form's option for the public form's grade, or '' when there is none. */
  gradeLevel: ProfileGradeLevel | '';
  parentName: string;
  phone: string;
  challenges: string;
}

/** The profile form's grade for a grade of the public consultation form ('college-junior' → 'College Junior'). */
export function profileGradeOf(consultationGrade: string): ProfileGradeLevel | '' {
  return CONSULTATION_GRADE_LEVELS.find((grade) => grade.value === consultationGrade)?.label ?? '';
}
