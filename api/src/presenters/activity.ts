import type { Activity, ActivityCategory, ActivityDifficulty } from '../contract/index.js';
import type { ActivityRecord } from '../models/index.js';
import { iso } from './dates.js';

/** An activity of the library as every signed-in user sees it. */
export function presentActivity(record: ActivityRecord): Activity {
  return {
    id: record._id,
    title: record.title,
    description: record.description ?? '',
    category: record.category as ActivityCategory,
    difficulty: record.difficulty as ActivityDifficulty,
    instructions: record.instructions ?? '',
    createdAt: iso(record.createdAt),
  };
}
