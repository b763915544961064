import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
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
  },
  { ...recordOptions, timestamps: createdOnly },
);
// Serves the admin's pages (newest first, ties by id) and, through its first field, the export's sort.
consultationRequestSchema.index({ createdAt: -1, _id: -1 });

export type ConsultationRequestRecord = InferSchemaType<typeof consultationRequestSchema> & { _id: string };
export type ConsultationRequestDoc = HydratedDocumentFromSchema<typeof consultationRequestSchema>;
/** A free-consultation request from the public site. Older items may lack createdAt. */
export const ConsultationRequest = model('ConsultationRequest', consultationRequestSchema, 'consultation_requests');
