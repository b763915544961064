import { ATTENDANCE_STATUSES, percent, type ProgressSummary } from '../contract/index.js';
import { Activity, ActivityCompletion, CoachingSession } from '../models/index.js';

/** Sessions a student attended and missed (no-shows and late cancels), as the coach marked them. */
export interface Attendance {
  attended: number;
  missed: number;
}

const NO_ATTENDANCE: Attendance = { attended: 0, missed: 0 };

/**
 * Started and completed counts and session attendance per student, plus the library size, from one
 * aggregation per collection (no query per student).
 */
export async function summarizeProgress(
  clientIds: readonly string[],
): Promise<{ totalActivities: number; byClient: Map<string, ProgressSummary> }> {
  const ids = [...clientIds];
  const [totalActivities, counts, attendance] = await Promise.all([
    Activity.countDocuments(),
    ids.length === 0
      ? Promise.resolve([])
      : ActivityCompletion.aggregate<{ _id: string; started: number; completed: number }>([
          { $match: { clientId: { $in: ids } } },
          {
            $group: {
              _id: '$clientId',
              started: { $sum: 1 },
              completed: { $sum: { $cond: [{ $eq: ['$completed', true] }, 1, 0] } },
            },
          },
        ]),
    ids.length === 0
      ? Promise.resolve([])
      : CoachingSession.aggregate<{ _id: string } & Attendance>([
          { $match: { clientId: { $in: ids }, status: { $in: [...ATTENDANCE_STATUSES] } } },
          {
            $group: {
              _id: '$clientId',
              attended: { $sum: { $cond: [{ $eq: ['$status', 'attended'] }, 1, 0] } },
              missed: { $sum: { $cond: [{ $eq: ['$status', 'attended'] }, 0, 1] } },
            },
          },
        ]),
  ]);
  const attendanceOf = new Map(attendance.map(({ _id, attended, missed }) => [_id, { attended, missed }]));
  const countsOf = new Map(counts.map((row) => [row._id, row]));
  const byClient = new Map<string, ProgressSummary>();
  for (const id of ids) {
    const count = countsOf.get(id);
    byClient.set(
      id,
      progressSummary(count?.started ?? 0, count?.completed ?? 0, totalActivities, attendanceOf.get(id)),
    );
  }
  return { totalActivities, byClient };
}

/**
 * One student's summary: percent is completed out of the whole library, rounded; percentOfStarted is
 * completed out of the activities the student started; attendance counts the sessions the coach marked.
 */
export function progressSummary(
  started: number,
  completed: number,
  totalActivities: number,
  attendance: Attendance = NO_ATTENDANCE,
): ProgressSummary {
  return {
    started,
    completed,
    totalActivities,
    percent: percent(completed, totalActivities),
    percentOfStarted: percent(completed, started),
    sessionsAttended: attendance.attended,
    sessionsMissed: attendance.missed,
  };
}
