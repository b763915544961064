import { Schema, model } from 'mongoose';
import { createdOnly, recordOptions } from './base.js';

const studentDeletionSchema = new Schema(
  {
    /** The deleted student's profile id. */
    _id: { type: String },
    userId: { type: String, required: true },
    email: { type: String, default: '' },
  },
  { ...recordOptions, timestamps: createdOnly },
);

/**
 * A student's deletion under way: written before the first record is removed and removed after the
 * last, so a deletion the process did not finish is found, and finished, at the next start.
 */
export const StudentDeletion = model('StudentDeletion', studentDeletionSchema, 'student_deletions');
