import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { NEW_REQUEST_STATUS, REQUEST_STATUSES } from '../contract/index.js';
import { createdOnly, recordOptions, textId } from './base.js';

const consultationRequestSchema = new Schema(
  {
    _id: textId,
    studentFirstName: { type: String, required: true },
    studentLastName: { type: String, required: true },
    gradeLevel: { type: String, required: true },
    parentName: { type: String, default: '' },
    phone: { type: String, required: true },
    email: { type: String, required: true },
    challenges: { type: String, default: '' },
    weekdayMorning: { type: Boolean, default: false },
    weekdayAfternoon: { type: Boolean, default: false },
    weekdayEvening: { type: Boolean, default: false },
    weekend: { type: Boolean, default: false },
    /** When the coach last invited this family as a client, and the address approved for it. */
    invitedAt: { type: Date, default: null },
    invitedEmail: { type: String, default: null, lowercase: true, trim: true },
    /** The last invitation e-mail sent: a resend waits a minute after it (kept here, so every process agrees). */
    invitationSentAt: { type: Date, default: null },
    /** When the invited address created its profile, and that profile. */
    joinedAt: { type: Date, default: null },
    clientId: { type: String, ref: 'ClientProfile', default: null },
    // Triage: where the practice is with the request, and a short note. Older items lack both (read as new).
    status: { type: String, enum: REQUEST_STATUSES.map((entry) => entry.value), default: NEW_REQUEST_STATUS },
    note: { type: String, default: '' },
  },
  { ...recordOptions, timestamps: createdOnly },
);
// Serves the admin's pages (newest first, ties by id) and, through its first field, the export's sort.
consultationRequestSchema.index({ createdAt: -1, _id: -1 });

// Profile set-up finds the invitation of the address that signed in.
consultationRequestSchema.index({ invitedEmail: 1 });

export type ConsultationRequestRecord = InferSchemaType<typeof consultationRequestSchema> & { _id: string };
export type ConsultationRequestDoc = HydratedDocumentFromSchema<typeof consultationRequestSchema>;
/** A free-consultation request from the public site. Older items may lack createdAt. */
export const ConsultationRequest = model('ConsultationRequest', consultationRequestSchema, 'consultation_requests');
