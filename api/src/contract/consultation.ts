import { z } from 'zod';
import { CONSULTATION_GRADE_LEVELS, HONEYPOT_FIELD, LIMITS } from './constants.js';
import { emailField, optionalText, pageCursorField, pageSizeField, phoneField, requiredText } from './fields.js';

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

/** Consultation requests per page of the admin's list when the caller names no limit. */
export const CONSULTATION_PAGE_SIZE = 50;

/** The most consultation requests one page of the admin's list may hold. */
export const CONSULTATION_PAGE_MAX = 200;

/**
 * Query of the admin's list: `limit` requests per page (default CONSULTATION_PAGE_SIZE) and `before`,
 * the opaque cursor the previous page's `Link: rel="next"` carries (only its shape is checked here).
 */
export const consultationListQuerySchema = z.strictObject({
  limit: pageSizeField(CONSULTATION_PAGE_SIZE, CONSULTATION_PAGE_MAX),
  before: pageCursorField,
});

export type ConsultationListQuery = z.output<typeof consultationListQuerySchema>;

/** The live event announcing a new consultation request (SSE and web push). */
export interface NewConsultationEvent {
  type: 'new_consultation_request';
  studentName: string;
  gradeLevel: string;
}
