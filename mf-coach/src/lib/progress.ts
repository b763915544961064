import { ACTIVITY_CATEGORIES } from '@app/api/contract';

/** The names of the two progress figures (both from the server's ProgressSummary), written once for every screen. */
export const PROGRESS_LABELS = {
  /** ProgressSummary.percent: completed out of every activity in the library. */
  ofLibrary: 'Completed of the library',
  /** ProgressSummary.percentOfStarted: completed out of the activities the student started. */
  ofStarted: 'Completed of started',
} as const;

/** An activity category's label ('working_memory' gives 'Working Memory'); unknown values pass through. */
export function categoryLabel(category: string): string {
  return ACTIVITY_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}
