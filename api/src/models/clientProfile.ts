import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { recordOptions, textId } from './base.js';
import { announcesWrites } from './writeSignal.js';

const clientProfileSchema = new Schema(
  {
    _id: textId,
    userId: { type: String, ref: 'User', required: true, unique: true },
    studentFirstName: { type: String, required: true },
    studentLastName: { type: String, required: true },
    gradeLevel: { type: String, required: true },
    parentName: { type: String, default: '' },
    phone: { type: String, default: '' },
    challenges: { type: String, default: '' },
    goals: { type: String, default: '' },
    /** The coach's private notes: never shown to the student. */
    notes: { type: String, default: '' },
    isActive: { type: Boolean, default: true },
  },
  { ...recordOptions, timestamps: true },
);

export type ClientProfileRecord = InferSchemaType<typeof clientProfileSchema> & { _id: string };
export type ClientProfileDoc = HydratedDocumentFromSchema<typeof clientProfileSchema>;
// Signed-in requests read this collection through a cache that these announcements keep current.
clientProfileSchema.plugin(announcesWrites('client_profiles'));

/** A student's profile, created once by the student after first sign-in. */
export const ClientProfile = model('ClientProfile', clientProfileSchema, 'client_profiles');
