import { z } from 'zod';
import type { InvitationStatus } from './invitation.js';
import { CONSULTATION_GRADE_LEVELS, HONEYPOT_FIELD, LIMITS, NEW_CONSULTATION_EVENT } from './constants.js';
import {
  ONE_LINE_MESSAGE,
  emailField,
  isOneLine,
  optionalMultilineText,
  optionalText,
  pageCursorField,
  pageSizeField,
  phoneField,
  requiredText,
} from './fields.js';

const gradeValues = CONSULTATION_GRADE_LEVELS.map((grade) => grade.value) as [string, ...string[]];

/** The public free-consultation request: the family's contact details and preferred session times. */
export const consultationRequestSchema = z.strictObject({
  studentFirstName: requiredText('First name is required'),
  studentLastName: requiredText('Last name is required'),
  gradeLevel: z.enum(gradeValues, { error: 'Please select a grade level' }),
  parentName: optionalText(LIMITS.name),
  phone: phoneField,
  email: emailField(),
  challenges: optionalMultilineText(),
  weekdayMorning: z.boolean().default(false),
  weekdayAfternoon: z.boolean().default(false),
  weekdayEvening: z.boolean().default(false),
  weekend: z.boolean().default(false),
  /** Honeypot: hidden from people, so anything in it marks a bot. */
  [HONEYPOT_FIELD]: z.string().max(LIMITS.text).optional(),
});

export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequestPayload = z.output<typeof consultationRequestSchema>;

/** What a request stores of the payload: everything but the honeypot. */
export type ConsultationRequestFields = Omit<ConsultationRequestPayload, typeof HONEYPOT_FIELD>;

/** A stored consultation request as the admin sees it, with where its invitation stands. */
export interface ConsultationRequest extends ConsultationRequestFields, InvitationStatus {
  id: string;
  createdAt: string | null;
  /** Where the practice is with this request (triage); 'new' until someone sets it. */
  status: RequestStatus;
  /** The short note set with the status ('' when none). */
  note: string;
}

/** Where the practice is with a consultation request, in the order a request moves through them. */
export const REQUEST_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'consultation_booked', label: 'Consultation booked' },
  { value: 'invited', label: 'Invited' },
  { value: 'joined', label: 'Joined' },
  { value: 'closed', label: 'Closed' },
] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number]['value'];

const statusValues = REQUEST_STATUSES.map((status) => status.value) as [RequestStatus, ...RequestStatus[]];

/** The status every request starts with (and that a request stored before triage existed reads as). */
export const NEW_REQUEST_STATUS: RequestStatus = 'new';

/** The statuses the inbox opens on: requests still waiting for the practice. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['new', 'contacted'];

/** A status's label ('consultation_booked' gives 'Consultation booked'). */
export function requestStatusLabel(status: string): string {
  return REQUEST_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

/** The longest note a triage status may carry. */
export const REQUEST_NOTE_MAX = 500;

/** PUT /api/consultation-request/{id}: the request's triage status with an optional short note. */
export const requestStatusSchema = z.strictObject({
  status: z.enum(statusValues, { error: 'Choose a status' }),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(REQUEST_NOTE_MAX, `Note must be at most ${REQUEST_NOTE_MAX} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .default(''),
});

export type RequestStatusInput = z.input<typeof requestStatusSchema>;
export type RequestStatusPayload = z.output<typeof requestStatusSchema>;

/** The distinct statuses of a comma list, as written (unchecked). */
const listedStatuses = (text: string) => [...new Set(text.split(',').map((part) => part.trim()))];

/** The first entry of a comma list that is not a status, if any. */
const unknownStatus = (text: string) =>
  listedStatuses(text).find((status) => !statusValues.includes(status as RequestStatus));

/**
 * The ?status= filter of the admin's list: a comma list of statuses (all when absent). A codec rather than
 * a transform, for the reason pageSizeField gives.
 */
const statusFilter = z.codec(
  z
    .string()
    .max(200, 'Unknown status')
    .refine((text) => unknownStatus(text) === undefined, {
      error: (issue) => `Unknown status: ${unknownStatus(issue.input as string)!.slice(0, 40)}`,
    }),
  z.array(z.enum(statusValues)),
  { decode: (text) => listedStatuses(text) as RequestStatus[], encode: (statuses) => statuses.join(',') },
);

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
 * Query of the admin's list: `limit` requests per page (default CONSULTATION_PAGE_SIZE), `before`,
 * the opaque cursor the previous page's `Link: rel="next"` carries (only its shape is checked here),
 * and `status`, a comma list of triage statuses to show (every request when absent).
 */
export const consultationListQuerySchema = z.strictObject({
  limit: pageSizeField(CONSULTATION_PAGE_SIZE, CONSULTATION_PAGE_MAX),
  before: pageCursorField,
  status: statusFilter.optional(),
});

export type ConsultationListQuery = z.output<typeof consultationListQuerySchema>;

/** The live event announcing a new consultation request (SSE and web push). */
export interface NewConsultationEvent {
  type: typeof NEW_CONSULTATION_EVENT;
  studentName: string;
  gradeLevel: string;
}
