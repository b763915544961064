import { Schema, model } from 'mongoose';
import { createdOnly, recordOptions } from './base.js';

const studentDeletionSchema = new Schema(
  {
    /** The deleted student's profile id. */
    _id: { type: String },
    userId: { type: String, required: true },
    /** The sign-in address, until the first pass has run. */
    email: { type: String, default: '' },
    /** When every step had run once; null while the first pass runs. */
    finishedAt: { type: Date, default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);

/**
 * A student's deletion under way: written before the first record is removed, so a deletion the process did not
 * finish is found, and finished, at the next start. Once every step has run it is kept, without the address, for a
 * last pass (commands/studentDeleter.ts), then removed.
 */
export const StudentDeletion = model('StudentDeletion', studentDeletionSchema, 'student_deletions');
