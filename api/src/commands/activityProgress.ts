import type { ActivityCompletion } from '../contract/index.js';
import { Activity, ActivityCompletion as ActivityCompletionModel, type ActivityCompletionRecord } from '../models/index.js';
import { presentActivityCompletion } from '../presenters/activityCompletion.js';

/** A progress record with its activity's title and category (null once the activity is gone). */
export type TitledProgress = ActivityCompletion & { activity: { title: string; category: string } | null };

/** Progress records as presented, in the order given, each with its activity's title and category (one read). */
export async function withActivityTitles(records: readonly ActivityCompletionRecord[]): Promise<TitledProgress[]> {
  const activities = await Activity.find(
    { _id: { $in: [...new Set(records.map((record) => record.activityId))] } },
    { title: 1, category: 1 },
  ).lean();
  const byId = new Map(activities.map((activity) => [activity._id, activity]));
  return records.map((record) => {
    const activity = byId.get(record.activityId);
    return {
      ...presentActivityCompletion(record),
      activity: activity ? { title: activity.title, category: activity.category } : null,
    };
  });
}

/** A student's progress records as GET /api/my-progress lists them (oldest first), with their activities' titles. */
export async function readActivityProgress(clientId: string): Promise<TitledProgress[]> {
  const records = await ActivityCompletionModel.find({ clientId }).sort({ createdAt: 1 }).lean();
  return withActivityTitles(records);
}
