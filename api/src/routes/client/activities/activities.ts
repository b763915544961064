import { ACTIVITY_CATEGORIES, ACTIVITY_DIFFICULTIES, type Activity } from '../../../contract/index.js';
import { Activity as ActivityModel } from '../../../models/index.js';
import { presentActivity } from '../../../presenters/activity.js';

const categoryRank = new Map<string, number>(ACTIVITY_CATEGORIES.map((category, index) => [category.value, index]));
const difficultyRank = new Map<string, number>(ACTIVITY_DIFFICULTIES.map((difficulty, index) => [difficulty, index]));

/** Library order: by category as the filter buttons list them, then beginner to advanced, then title. */
function byLibraryOrder(a: Activity, b: Activity): number {
  return (
    (categoryRank.get(a.category) ?? 99) - (categoryRank.get(b.category) ?? 99) ||
    (difficultyRank.get(a.difficulty) ?? 99) - (difficultyRank.get(b.difficulty) ?? 99) ||
    a.title.localeCompare(b.title)
  );
}

/** GET /api/activities: the whole library (small by nature), for students and the coach. */
export async function listActivities(): Promise<Activity[]> {
  const records = await ActivityModel.find().lean();
  return records.map(presentActivity).sort(byLibraryOrder);
}
