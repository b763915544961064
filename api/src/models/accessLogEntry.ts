import { Schema, model, type InferSchemaType } from 'mongoose';
import { ACCESS_ACTIONS } from '../contract/index.js';
import { createdOnly, recordOptions, textId } from './base.js';

/**
 * The fields a student's deletion removes: the student's name or address (subject) from every entry about
 * them, and the network address (ip) from the student's own. Everything else is never changed.
 */
export const ACCESS_LOG_PERSONAL_FIELDS = ['subject', 'ip'] as const;

const accessLogEntrySchema = new Schema(
  {
    _id: textId,
    action: { type: String, required: true, enum: ACCESS_ACTIONS },
    actor: {
      kind: { type: String, required: true, enum: ['coach', 'admin', 'client', 'guardian'] },
      userId: { type: String, default: null },
      email: { type: String, default: null },
    },
    clientId: { type: String, ref: 'ClientProfile', default: null },
    requestId: { type: String, default: null },
    /** The student's name, or the address approved or removed, as it was when written. */
    subject: { type: String, default: null },
    ip: { type: String, default: '' },
    /** A guardian's read (family.view): the sections shown. Absent on every other entry. */
    sections: { type: [String], default: undefined },
  },
  { ...recordOptions, timestamps: createdOnly },
);
// The coach's pages: newest first, overall and per student; the retention sweep walks createdAt.
accessLogEntrySchema.index({ createdAt: -1, _id: -1 });
accessLogEntrySchema.index({ clientId: 1, createdAt: -1, _id: -1 });

/**
 * Append-only: an update may only remove what identifies a deleted student; anything else throws, so no
 * code path can rewrite what happened.
 */
function onlyForgetsNames(this: { getUpdate(): unknown }) {
  const update = this.getUpdate() as Record<string, unknown> | null;
  const keys = Object.keys(update ?? {});
  const unset = (update?.$unset ?? {}) as Record<string, unknown>;
  const allowed = (ACCESS_LOG_PERSONAL_FIELDS as readonly string[]).includes.bind(ACCESS_LOG_PERSONAL_FIELDS);
  if (keys.length !== 1 || keys[0] !== '$unset' || !Object.keys(unset).every(allowed)) {
    throw new Error('The access log is append-only: entries can only lose names');
  }
}
accessLogEntrySchema.pre(['updateOne', 'updateMany'], onlyForgetsNames);
accessLogEntrySchema.pre(['findOneAndUpdate', 'replaceOne', 'findOneAndReplace'], function refuse() {
  throw new Error('The access log is append-only');
});

export type AccessLogEntryRecord = InferSchemaType<typeof accessLogEntrySchema> & { _id: string; createdAt: Date };
/** One event of the access log: who did what to which student's records, when, from where. */
export const AccessLogEntry = model('AccessLogEntry', accessLogEntrySchema, 'access_log');
