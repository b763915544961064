import { ACTIVITY_CATEGORIES, percent, type Activity, type ActivityCategory, type ActivityCompletion } from '@app/api/contract';
import type { BadgeVariant } from '@app/kit/panels';

/** What an activity card offers: start it, mark it complete, or show when it was completed. */
export type ActivityAction =
  | { kind: 'start' }
  | { kind: 'complete'; recordId: string }
  | { kind: 'done'; completedAt: string | null };

/** The action of one activity given the student's progress records. */
export function activityAction(activityId: string, progress: readonly ActivityCompletion[]): ActivityAction {
  const records = progress.filter((record) => record.activityId === activityId);
  const completed = records.find((record) => record.completed);
  if (completed) return { kind: 'done', completedAt: completed.completedAt };
  const started = records[0];
  return started ? { kind: 'complete', recordId: started.id } : { kind: 'start' };
}

/** Completed activities of the library, the library's size, and the rounded percent. */
export function progressSummary(activities: readonly Activity[], progress: readonly ActivityCompletion[]) {
  const done = new Set(progress.filter((record) => record.completed).map((record) => record.activityId));
  const completed = activities.filter((activity) => done.has(activity.id)).length;
  return { completed, total: activities.length, percent: percent(completed, activities.length) };
}

/** The category filter: every activity, or one category. */
export type CategoryFilter = 'all' | ActivityCategory;

/** The filter buttons, in the order the library page shows them. */
export const CATEGORY_FILTERS: ReadonlyArray<{ value: CategoryFilter; label: string }> = [
  { value: 'all', label: 'All Activities' },
  ...ACTIVITY_CATEGORIES,
];

/** A category's label, e.g. "Focus & Attention". */
export function categoryLabel(category: string): string {
  return ACTIVITY_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}

/** Badge colour of a difficulty: beginner green, intermediate yellow, advanced red. */
export const DIFFICULTY_VARIANTS: Record<string, BadgeVariant> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'destructive',
};

/** The empty-state text when no card is shown: an empty library or an empty category. */
export function emptyActivitiesText(libraryEmpty: boolean): string {
  return libraryEmpty ? 'No activities available yet.' : 'No activities in this category.';
}
