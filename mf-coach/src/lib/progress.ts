import { ACTIVITY_CATEGORIES, percent, type CoachCompletion } from '@app/api/contract';

/** The Progress tab's figures, from the client's progress records. */
export interface CompletionFigures {
  /** Activities the student has started (each has one progress record). */
  total: number;
  /** Of those, the ones marked complete. */
  completed: number;
  /** completed / total, rounded, 0 to 100. */
  successRate: number;
}

/** Counts the progress records: started, completed, and the rounded success rate. */
export function completionFigures(completions: readonly Pick<CoachCompletion, 'completed'>[]): CompletionFigures {
  const completed = completions.filter((record) => record.completed).length;
  return { total: completions.length, completed, successRate: percent(completed, completions.length) };
}

/** An activity category's label ('working_memory' gives 'Working Memory'); unknown values pass through. */
export function categoryLabel(category: string): string {
  return ACTIVITY_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}
