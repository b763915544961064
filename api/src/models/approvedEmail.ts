import { EventEmitter } from 'node:events';
import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { createdOnly, recordOptions, textId } from './base.js';

const approvedEmailSchema = new Schema(
  {
    _id: textId,
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    addedBy: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);

/** Tells caches of who may sign in that approved addresses were removed or changed in this process. */
export const approvalChanges = new EventEmitter();
const announceChange = () => approvalChanges.emit('change');
approvedEmailSchema.post(
  ['deleteOne', 'deleteMany', 'findOneAndDelete', 'findOneAndUpdate', 'updateOne', 'updateMany'],
  announceChange,
);
approvedEmailSchema.post('deleteOne', { document: true, query: false }, announceChange);

export type ApprovedEmailRecord = InferSchemaType<typeof approvedEmailSchema> & { _id: string };
export type ApprovedEmailDoc = HydratedDocumentFromSchema<typeof approvedEmailSchema>;
/** An address the coach allows to sign in. */
export const ApprovedEmail = model('ApprovedEmail', approvedEmailSchema, 'approved_emails');
