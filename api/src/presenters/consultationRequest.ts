import {
  NEW_CONSULTATION_EVENT,
  NEW_REQUEST_STATUS,
  type ConsultationRequest,
  type FamilyConsultationRequest,
  type NewConsultationEvent,
  type RequestStatus,
} from '../contract/index.js';
import type { ConsultationRequestRecord } from '../models/index.js';
import { isoOrNull } from './dates.js';

/** The live event for a new request (SSE and web push carry the same JSON). */
export function newRequestEvent(request: ConsultationRequestRecord): NewConsultationEvent {
  return {
    type: NEW_CONSULTATION_EVENT,
    studentName: `${request.studentFirstName} ${request.studentLastName}`,
    gradeLevel: request.gradeLevel,
  };
}

/**
 * A consultation request as the family wrote it, for the student's own export: the form's fields and when
 * it was sent, none of the practice's handling of it (triage status and note, invitation, link to the client).
 */
export function presentFamilyRequest(record: ConsultationRequestRecord): FamilyConsultationRequest {
  return {
    studentFirstName: record.studentFirstName,
    studentLastName: record.studentLastName,
    gradeLevel: record.gradeLevel,
    parentName: record.parentName ?? '',
    phone: record.phone,
    email: record.email,
    challenges: record.challenges ?? '',
    weekdayMorning: record.weekdayMorning ?? false,
    weekdayAfternoon: record.weekdayAfternoon ?? false,
    weekdayEvening: record.weekdayEvening ?? false,
    weekend: record.weekend ?? false,
    sentAt: isoOrNull(record.createdAt),
  };
}

/** A consultation request as the admin sees it: the family's words and the practice's handling of them. */
export function presentConsultationRequest(record: ConsultationRequestRecord): ConsultationRequest {
  const { sentAt, ...written } = presentFamilyRequest(record);
  return {
    id: record._id,
    ...written,
    // Null when an old item lacks it.
    createdAt: sentAt,
    status: (record.status as RequestStatus | null | undefined) ?? NEW_REQUEST_STATUS,
    note: record.note ?? '',
    invitedAt: isoOrNull(record.invitedAt),
    invitedEmail: record.invitedEmail ?? null,
    joinedAt: isoOrNull(record.joinedAt),
    clientId: record.clientId ?? null,
  };
}
