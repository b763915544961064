import type { z } from 'zod';
import { DEFAULT_COMPLETION_RATING, type completeActivitySchema } from '../contract/index.js';
import type { ActivityCompletionDoc } from '../models/index.js';

/**
 * Marks a started activity complete: rating 'medium' unless given, the notes, and completedAt now unless the
 * student's device sent the time (a completion queued offline keeps its real time; a clock ahead is cut to now).
 */
export async function completeActivity(
  record: ActivityCompletionDoc,
  payload: z.output<typeof completeActivitySchema>,
  now = new Date(),
): Promise<ActivityCompletionDoc> {
  const sentAt = payload.completedAt ? Date.parse(payload.completedAt) : Number.NaN;
  record.completed = true;
  record.rating = payload.rating || DEFAULT_COMPLETION_RATING;
  record.notes = payload.notes;
  record.completedAt = Number.isNaN(sentAt) ? now : new Date(Math.min(sentAt, now.getTime()));
  return record.save();
}
