import type { Reassessment } from '@app/api/contract';

/** A plan's reassessments, newest first (the API keeps them in the order they happened). */
export function newestFirst(history: readonly Reassessment[]): Reassessment[] {
  return history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.createdAt) - Date.parse(a.entry.createdAt) || b.index - a.index)
    .map(({ entry }) => entry);
}

/** Whether a reassessment changed the plan's goal. */
export function goalChanged(entry: Pick<Reassessment, 'updatedGoal' | 'previousGoal'>): boolean {
  const updated = entry.updatedGoal.trim();
  return updated !== '' && updated !== entry.previousGoal.trim();
}
