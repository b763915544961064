import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { createdOnly, recordOptions, textId } from './base.js';

const activityCompletionSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true },
    activityId: { type: String, ref: 'Activity', required: true },
    completed: { type: Boolean, default: false },
    rating: { type: String, default: null },
    notes: { type: String, default: null },
    completedAt: { type: Date, default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);
// One record per student and activity: starting twice finds the same record.
activityCompletionSchema.index({ clientId: 1, activityId: 1 }, { unique: true });
// The dashboard counts completions on it, and "Needs attention" finds what was started or completed lately.
activityCompletionSchema.index({ completed: 1 });
activityCompletionSchema.index({ createdAt: 1 });
activityCompletionSchema.index({ completedAt: 1 });

export type ActivityCompletionRecord = InferSchemaType<typeof activityCompletionSchema> & { _id: string };
export type ActivityCompletionDoc = HydratedDocumentFromSchema<typeof activityCompletionSchema>;
/** A student's progress on one activity. */
export const ActivityCompletion = model('ActivityCompletion', activityCompletionSchema, 'activity_completions');
