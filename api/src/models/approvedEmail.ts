import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { createdOnly, recordOptions, textId } from './base.js';
import { announcesWrites } from './writeSignal.js';

const approvedEmailSchema = new Schema(
  {
    _id: textId,
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    addedBy: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);

export type ApprovedEmailRecord = InferSchemaType<typeof approvedEmailSchema> & { _id: string };
export type ApprovedEmailDoc = HydratedDocumentFromSchema<typeof approvedEmailSchema>;
// Signed-in requests read this collection through a cache that these announcements keep current.
approvedEmailSchema.plugin(announcesWrites('approved_emails'));

/** An address the coach allows to sign in. */
export const ApprovedEmail = model('ApprovedEmail', approvedEmailSchema, 'approved_emails');
