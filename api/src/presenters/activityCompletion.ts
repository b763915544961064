import type { ActivityCompletion } from '../contract/index.js';
import type { ActivityCompletionRecord } from '../models/index.js';
import { iso, isoOrNull } from './dates.js';

/** A progress record as its student (and the coach) see it. */
export function presentActivityCompletion(record: ActivityCompletionRecord): ActivityCompletion {
  return {
    id: record._id,
    clientId: record.clientId,
    activityId: record.activityId,
    completed: record.completed ?? false,
    rating: record.rating ?? null,
    notes: record.notes ?? null,
    completedAt: isoOrNull(record.completedAt),
    createdAt: iso(record.createdAt),
  };
}
