import { OUTCOME_WEEKS, type CheckInWeek, type Outcomes } from '../contract/index.js';
import { AttainmentScore, CheckIn, Plan } from '../models/index.js';
import type { StoredAttainmentScore } from '../presenters/attainment.js';
import { presentPlanOutcome, type OutcomePlan } from '../presenters/outcomes.js';
import { distinctDays, estimateRatio, startedOnTimeShare } from './checkInFigures.js';
import { addDays, mondayOf } from '../domain/practiceDays.js';

interface WeekCheckIn {
  date: string;
  plannedMinutes: number;
  actualMinutes: number;
  startedOnTime: boolean;
}

/** The last 12 weeks up to the one holding `today`, oldest first, with the figures of their check-ins. */
async function checkInWeeks(clientId: string, today: string): Promise<CheckInWeek[]> {
  const lastMonday = mondayOf(today);
  const firstMonday = addDays(lastMonday, -7 * (OUTCOME_WEEKS - 1));
  const records = await CheckIn.find(
    { clientId, date: { $gte: firstMonday, $lte: addDays(lastMonday, 6) } },
    { date: 1, plannedMinutes: 1, actualMinutes: 1, startedOnTime: 1 },
  ).lean<WeekCheckIn[]>();
  const byWeek = new Map<string, WeekCheckIn[]>();
  for (const record of records) {
    const week = mondayOf(record.date);
    const list = byWeek.get(week);
    if (list) list.push(record);
    else byWeek.set(week, [record]);
  }
  return Array.from({ length: OUTCOME_WEEKS }, (_, index) => {
    const weekStart = addDays(firstMonday, 7 * index);
    const week = byWeek.get(weekStart) ?? [];
    return {
      weekStart,
      days: distinctDays(week),
      estimateRatio: estimateRatio(week),
      startedOnTime: startedOnTimeShare(week),
    };
  });
}

/** A student's plans (newest first) with their attainment scores (oldest first), and their weeks of check-ins. */
export async function readOutcomes(clientId: string, today: string): Promise<Outcomes> {
  const [plans, scores, weeks] = await Promise.all([
    Plan.find({ clientId }, { selectedGoal: 1, attainmentLevels: 1, createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .lean<OutcomePlan[]>(),
    AttainmentScore.find({ clientId }).sort({ createdAt: 1, _id: 1 }).lean<StoredAttainmentScore[]>(),
    checkInWeeks(clientId, today),
  ]);
  const scoresOf = new Map<string, StoredAttainmentScore[]>();
  for (const score of scores) {
    const list = scoresOf.get(score.planId);
    if (list) list.push(score);
    else scoresOf.set(score.planId, [score]);
  }
  return {
    plans: plans.map((plan) => presentPlanOutcome(plan, scoresOf.get(plan._id) ?? [])),
    checkIns: { weeks },
  };
}
