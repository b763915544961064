import { Schema, model, type InferSchemaType } from 'mongoose';
import { createdOnly, recordOptions, textId } from './base.js';

const checkInSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true },
    task: { type: String, required: true },
    plannedMinutes: { type: Number, required: true },
    actualMinutes: { type: Number, required: true },
    startedOnTime: { type: Boolean, required: true },
    barrier: { type: String, default: null },
    /** One of the student's plans the work was for. */
    planId: { type: String, ref: 'Plan', default: null },
    /** The day the work was done, YYYY-MM-DD on the practice's clock (text sorts as the days do). */
    date: { type: String, required: true },
    /** Its place, 1 to the bound, among the student's check-ins of that day (commands/boundedPlaces.ts). */
    place: { type: Number, default: undefined },
  },
  { ...recordOptions, timestamps: createdOnly },
);
// A student's check-ins by day, newest first: the list, the summary, the outcomes and the per-day bound;
// its first field also gives every student who ever checked in.
checkInSchema.index({ clientId: 1, date: -1, createdAt: -1 });
// "Needs attention" finds who checked in lately, by the day worked and by when it was recorded.
checkInSchema.index({ date: 1 });
checkInSchema.index({ createdAt: 1 });
// Check-ins saved at once cannot pass the per-day bound: two cannot take the same place.
checkInSchema.index(
  { clientId: 1, date: 1, place: 1 },
  { unique: true, partialFilterExpression: { place: { $exists: true } } },
);

export type CheckInRecord = InferSchemaType<typeof checkInSchema> & { _id: string };
/** A student's note of one piece of work: the task, planned and actual minutes, whether it started on time. */
export const CheckIn = model('CheckIn', checkInSchema, 'check_ins');
