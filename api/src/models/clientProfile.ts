import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { recordOptions, textId } from './base.js';

const clientProfileSchema = new Schema(
  {
    _id: textId,
    // Unique, hence indexed: every student's request finds its profile by user.
    userId: { type: String, ref: 'User', required: true, unique: true },
    studentFirstName: { type: String, required: true },
    studentLastName: { type: String, required: true },
    gradeLevel: { type: String, required: true },
    parentName: { type: String, default: '' },
    phone: { type: String, default: '' },
    challenges: { type: String, default: '' },
    goals: { type: String, default: '' },
    /** YYYY-MM-DD, or null when not given; the age rules read it (contract/age.ts). */
    dateOfBirth: { type: String, default: null },
    /** The coach's private notes: never shown to the student. */
    notes: { type: String, default: '' },
    isActive: { type: Boolean, default: true },
  },
  { ...recordOptions, timestamps: true },
);
// The coach's client list, newest first a page at a time (ties by id); its first field also finds new profiles.
clientProfileSchema.index({ createdAt: -1, _id: -1 });
// The dashboard counts active clients on it.
clientProfileSchema.index({ isActive: 1 });

export type ClientProfileRecord = InferSchemaType<typeof clientProfileSchema> & { _id: string };
export type ClientProfileDoc = HydratedDocumentFromSchema<typeof clientProfileSchema>;

/** A student's profile, created once by the student after first sign-in. */
export const ClientProfile = model('ClientProfile', clientProfileSchema, 'client_profiles');
