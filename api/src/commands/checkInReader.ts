import {
  CHECK_IN_RULES,
  type CheckIn,
  type CheckInListQuery,
  type CheckInSummary,
} from '../contract/index.js';
import { CheckIn as CheckInModel, CheckInPause } from '../models/index.js';
import { presentCheckIn } from '../presenters/checkIn.js';
import { distinctDays, estimateRatio } from './checkInFigures.js';
import { invalidField } from './invalidField.js';
import { addDays, daysBetween } from '../domain/practiceDays.js';

/** The days a list covers: `to` defaults to today, `from` to the 365 days before `to`; at most 366 days. */
function listedDays(query: CheckInListQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(CHECK_IN_RULES.listDays - 1));
  if (from > to) throw invalidField('from', 'Must not come after to (today when not given)');
  if (daysBetween(from, to) >= CHECK_IN_RULES.listDays) {
    throw invalidField('from', `The days from "from" to "to" can span at most ${CHECK_IN_RULES.listDays}`);
  }
  return { from, to };
}

/** A student's check-ins of the asked days, newest first (by day, then by when they were recorded). */
export async function listCheckIns(clientId: string, query: CheckInListQuery, today: string): Promise<CheckIn[]> {
  const { from, to } = listedDays(query, today);
  const records = await CheckInModel.find({ clientId, date: { $gte: from, $lte: to } })
    .sort({ date: -1, createdAt: -1, _id: -1 })
    .lean();
  return records.map(presentCheckIn);
}

/** Whether a student has paused counting. */
export async function isCountingPaused(clientId: string): Promise<boolean> {
  return (await CheckInPause.findOne({ clientId }, { paused: 1 }).lean())?.paused ?? false;
}

/**
 * Consistency without streaks: the distinct days with a check-in among the last 7 (today included), whether
 * counting is paused, and the median of actual ÷ planned minutes over the check-ins of the last 14 days. A check-in
 * dated a day past the practice's today (a student ahead of its time zone) counts at once.
 */
export async function summarizeCheckIns(clientId: string, today: string): Promise<CheckInSummary> {
  const since = addDays(today, -(CHECK_IN_RULES.estimateDays - 1));
  const weekSince = addDays(today, -(CHECK_IN_RULES.consistencyDays - 1));
  const [records, paused] = await Promise.all([
    CheckInModel.find(
      { clientId, date: { $gte: since, $lte: addDays(today, CHECK_IN_RULES.studentDayGrace) } },
      { date: 1, plannedMinutes: 1, actualMinutes: 1 },
    ).lean(),
    isCountingPaused(clientId),
  ]);
  return {
    // At most the 7 of "N of the last 7 days", though the days counted reach one past the practice's today.
    daysWithCheckIn: Math.min(
      distinctDays(records.filter((record) => record.date >= weekSince)),
      CHECK_IN_RULES.consistencyDays,
    ),
    of: CHECK_IN_RULES.consistencyDays,
    paused,
    estimateRatio: estimateRatio(records),
  };
}
