import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { createdOnly, recordOptions, textId } from './base.js';

const approvedEmailSchema = new Schema(
  {
    _id: textId,
    // Unique, hence indexed: every signed-in request looks its address up here.
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    addedBy: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);

export type ApprovedEmailRecord = InferSchemaType<typeof approvedEmailSchema> & { _id: string };
export type ApprovedEmailDoc = HydratedDocumentFromSchema<typeof approvedEmailSchema>;

/** An address the coach allows to sign in. */
export const ApprovedEmail = model('ApprovedEmail', approvedEmailSchema, 'approved_emails');
