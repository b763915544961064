import { z } from 'zod';
import { CONSULTATION_GRADE_LEVELS, HONEYPOT_FIELD, LIMITS } from './constants.js';
import { emailField, optionalText, phoneField, requiredText } from './fields.js';

const gradeValues = CONSULTATION_GRADE_LEVELS.map((grade) => grade.value) as [string, ...string[]];

/** The public free-consultation request (SPEC section 3 "Consultation request payload"). */
export const consultationRequestSchema = z.strictObject({
  studentFirstName: requiredText('First name is required'),
  studentLastName: requiredText('Last name is required'),
  gradeLevel: z.enum(gradeValues, { error: 'Please select a grade level' }),
  parentName: optionalText(LIMITS.name),
  phone: phoneField,
  email: emailField(),
  challenges: optionalText(),
  weekdayMorning: z.boolean().default(false),
  weekdayAfternoon: z.boolean().default(false),
  weekdayEvening: z.boolean().default(false),
  weekend: z.boolean().default(false),
  /** Honeypot: hidden from people, so anything in it marks a bot. */
  [HONEYPOT_FIELD]: z.string().max(LIMITS.text).optional(),
});

export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequestPayload = z.output<typeof consultationRequestSchema>;

/** A stored consultation request as the admin sees it. */
export interface ConsultationRequest {
  id: string;
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string;
  parentName: string;
  phone: string;
  email: string;
  challenges: string;
  weekdayMorning: boolean;
  weekdayAfternoon: boolean;
  weekdayEvening: boolean;
  weekend: boolean;
  createdAt: string | null;
}

/** Query of the Excel export: the caller's IANA time zone for dates. */
export const exportQuerySchema = z.strictObject({
  tz: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone')
    .default('UTC'),
});

/** The live event announcing a new consultation request (SSE and web push). */
export interface NewConsultationEvent {
  type: 'new_consultation_request';
  studentName: string;
  gradeLevel: string;
}
