import { percent, type ProgressSummary } from '../contract/index.js';
import { Activity, ActivityCompletion } from '../models/index.js';

/** Started and completed counts per student, plus the library size, from one aggregation (no query per student). */
export async function summarizeProgress(
  clientIds: readonly string[],
): Promise<{ totalActivities: number; byClient: Map<string, ProgressSummary> }> {
  const [totalActivities, counts] = await Promise.all([
    Activity.countDocuments(),
    clientIds.length === 0
      ? Promise.resolve([])
      : ActivityCompletion.aggregate<{ _id: string; started: number; completed: number }>([
          { $match: { clientId: { $in: [...clientIds] } } },
          {
            $group: {
              _id: '$clientId',
              started: { $sum: 1 },
              completed: { $sum: { $cond: [{ $eq: ['$completed', true] }, 1, 0] } },
            },
          },
        ]),
  ]);
  const byClient = new Map<string, ProgressSummary>();
  for (const id of clientIds) byClient.set(id, progressSummary(0, 0, totalActivities));
  for (const row of counts) byClient.set(row._id, progressSummary(row.started, row.completed, totalActivities));
  return { totalActivities, byClient };
}

/**
 * One student's summary: percent is completed out of the whole library, rounded (SPEC section 4);
 * percentOfStarted is completed out of the activities the student started.
 */
export function progressSummary(started: number, completed: number, totalActivities: number): ProgressSummary {
  return {
    started,
    completed,
    totalActivities,
    percent: percent(completed, totalActivities),
    percentOfStarted: percent(completed, started),
  };
}
