import { CHECK_IN_LAPSE_DAYS, type AttentionItem } from '../contract/index.js';
import { AttainmentScore, CheckIn, CheckInPause, Plan } from '../models/index.js';
import { addDays, practiceToday, startOfPracticeDay } from '../domain/practiceDays.js';

/** Drift the coach hears of: check-ins that stopped, and a plan scored below expected twice in a row. */

type BelowExpected = NonNullable<AttentionItem['attainmentBelowExpected']>;

const ids = (values: unknown[]) => values.map(String);

/**
 * The students who have checked in before but made no check-in for 7 days (today included, on the practice's
 * clock): none dated within them, none recorded within them. Those who paused counting, or resumed it within
 * those days, are left out. Each read is by an indexed field: every student who ever checked in, those who
 * did lately, those excused.
 */
export async function findLapsedCheckIns(now: Date, timeZone: string): Promise<Set<string>> {
  const firstDay = addDays(practiceToday(now, timeZone), -(CHECK_IN_LAPSE_DAYS - 1));
  const firstMoment = startOfPracticeDay(firstDay, timeZone);
  const everyone = ids(await CheckIn.distinct('clientId'));
  const recent = new Set([
    ...ids(await CheckIn.distinct('clientId', { date: { $gte: firstDay } })),
    ...ids(await CheckIn.distinct('clientId', { createdAt: { $gte: firstMoment } })),
  ]);
  const excused = new Set([
    ...ids(await CheckInPause.distinct('clientId', { paused: true })),
    ...ids(await CheckInPause.distinct('clientId', { since: { $gte: firstMoment } })),
  ]);
  return new Set(everyone.filter((id) => !recent.has(id) && !excused.has(id)));
}

/** The day of each of some students' last check-in, read for those students alone. */
export async function lastCheckInDays(clientIds: readonly string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await CheckIn.aggregate<{ _id: string; last: string }>([
    { $match: { clientId: { $in: [...clientIds] } } },
    { $group: { _id: '$clientId', last: { $max: '$date' } } },
  ]);
  return new Map(rows.map((row) => [row._id, row.last]));
}

/**
 * Each student's plan whose latest two attainment scores are both below 0 (the most lately scored such plan).
 * Only plans with a score below 0 are looked at (by the indexed score), and of each only its latest two scores.
 */
export async function findScoresBelowExpected(): Promise<Map<string, BelowExpected>> {
  const found = new Map<string, BelowExpected>();
  const candidates = ids(await AttainmentScore.distinct('planId', { score: { $lt: 0 } }));
  if (candidates.length === 0) return found;
  const latest = await AttainmentScore.aggregate<{
    _id: string;
    clientId: string;
    last: Array<{ score: number; at: Date }>;
  }>([
    { $match: { planId: { $in: candidates } } },
    {
      $group: {
        _id: '$planId',
        clientId: { $first: '$clientId' },
        last: { $topN: { n: 2, sortBy: { createdAt: -1, _id: -1 }, output: { score: '$score', at: '$createdAt' } } },
      },
    },
  ]);
  const low = latest.filter((row) => row.last.length === 2 && row.last.every((entry) => entry.score < 0));
  if (low.length === 0) return found;
  const goals = new Map(
    (await Plan.find({ _id: { $in: low.map((row) => row._id) } }, { selectedGoal: 1 }).lean()).map((plan) => [
      plan._id,
      plan.selectedGoal,
    ]),
  );
  const latestAt = new Map<string, number>();
  for (const row of low) {
    const goal = goals.get(row._id);
    const at = new Date(row.last[0]!.at).getTime();
    if (goal === undefined || (latestAt.get(row.clientId) ?? -Infinity) >= at) continue;
    latestAt.set(row.clientId, at);
    found.set(row.clientId, { planId: row._id, goal, scores: [row.last[1]!.score, row.last[0]!.score] });
  }
  return found;
}
