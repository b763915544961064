import {
  orientationGoals,
  percent,
  calendarDayInstant,
  DAY_MS,
  type ClientWork,
  type CoachClient,
  type CoachClientCard,
  type CoachCompletion,
  type CoachClientDetail,
  type CoachStats,
} from '../contract/index.js';
import { summarizeProgress } from './progressSummarizer.js';
import { practiceToday } from '../domain/practiceDays.js';
import {
  Activity,
  ActivityCompletion,
  ClientProfile,
  OrientationResponse,
  Plan,
  User,
  type ClientProfileRecord,
} from '../models/index.js';
import {
  presentCoachClient,
  presentCoachClientCard,
  presentCoachClientDetail,
  presentCoachCompletion,
  type PlanSummaryRecord,
} from '../presenters/coachClient.js';
import { presentClientWork } from '../presenters/clientWork.js';

/** The plan fields the coach's views list. */
const PLAN_SUMMARY = { clientId: 1, selectedGoal: 1, reassessmentDate: 1, nextReassessment: 1, createdAt: 1 } as const;

/**
 * What the coach's views show beside a set of profiles: each student's sign-in address, orientation goals and
 * plans (newest first), each related collection read once for all of them by the indexed student id.
 */
async function loadClientParts(profiles: readonly ClientProfileRecord[]) {
  const clientIds = profiles.map((profile) => profile._id);
  const [users, orientations, plans] = await Promise.all([
    User.find({ _id: { $in: profiles.map((profile) => profile.userId) } }, { email: 1 }).lean(),
    OrientationResponse.find(
      { clientId: { $in: clientIds } },
      { clientId: 1, goalOne: 1, goalTwo: 1, goalThree: 1 },
    ).lean(),
    Plan.find({ clientId: { $in: clientIds } }, PLAN_SUMMARY)
      .sort({ createdAt: -1 })
      .lean<Array<PlanSummaryRecord & { clientId: string }>>(),
  ]);
  const emailOf = new Map(users.map((user) => [user._id, user.email]));
  const goalsOf = new Map(orientations.map((record) => [record.clientId, orientationGoals(record)]));
  const plansOf = new Map<string, PlanSummaryRecord[]>();
  for (const plan of plans) {
    const list = plansOf.get(plan.clientId);
    if (list) list.push(plan);
    else plansOf.set(plan.clientId, [plan]);
  }
  return (profile: ClientProfileRecord) => ({
    email: emailOf.get(profile.userId) ?? null,
    orientationGoals: goalsOf.get(profile._id) ?? [],
    plans: plansOf.get(profile._id) ?? [],
  });
}

/** The coach's full view of a set of profiles: the parts above plus each student's progress summary. */
export async function loadCoachClients(profiles: readonly ClientProfileRecord[]): Promise<CoachClient[]> {
  if (profiles.length === 0) return [];
  const [partsOf, progress] = await Promise.all([
    loadClientParts(profiles),
    summarizeProgress(profiles.map((profile) => profile._id)),
  ]);
  return profiles.map((profile) =>
    presentCoachClient(profile, { ...partsOf(profile), progress: progress.byClient.get(profile._id)! }),
  );
}

/** A page of profiles as the dashboard's client cards show them (no notes, no progress). */
export async function loadClientCards(profiles: readonly ClientProfileRecord[]): Promise<CoachClientCard[]> {
  if (profiles.length === 0) return [];
  const partsOf = await loadClientParts(profiles);
  return profiles.map((profile) => {
    const parts = partsOf(profile);
    return presentCoachClientCard(profile, { ...parts, planCount: parts.plans.length });
  });
}

/** Every progress record of a client (newest first) with its activity's title and category. */
async function loadCoachCompletions(clientId: string): Promise<CoachCompletion[]> {
  const completions = await ActivityCompletion.find({ clientId }).sort({ createdAt: -1 }).lean();
  const activities = await Activity.find(
    { _id: { $in: [...new Set(completions.map((record) => record.activityId))] } },
    { title: 1, category: 1 },
  ).lean();
  const activityOf = new Map(activities.map((activity) => [activity._id, activity]));
  return completions.map((record) => presentCoachCompletion(record, activityOf.get(record.activityId)));
}

/** One client in full: the summary plus every progress record (newest first) with its activity's title and category. */
export async function loadCoachClientDetail(profile: ClientProfileRecord): Promise<CoachClientDetail> {
  const [[client], completions] = await Promise.all([loadCoachClients([profile]), loadCoachCompletions(profile._id)]);
  return presentCoachClientDetail(client!, completions);
}

/** A client's work as one timeline: orientation answers, plans with their reassessments, and activities. */
export async function loadClientWork(profile: ClientProfileRecord): Promise<ClientWork> {
  const [orientation, plans, completions] = await Promise.all([
    OrientationResponse.findOne({ clientId: profile._id }).lean(),
    Plan.find({ clientId: profile._id }).lean(),
    loadCoachCompletions(profile._id),
  ]);
  return presentClientWork({ orientation, plans, completions });
}

/**
 * The dashboard's figures, each counted by the store on an indexed field: client counts, the mean completion
 * percent across clients (completed activities over clients times the library: the mean of each client's
 * percent), and how many plans are due for reassessment from the practice's today through the next 7 days (their
 * dates are days, stored as midnight UTC).
 */
export async function loadCoachStats(now: Date, timeZone: string): Promise<Omit<CoachStats, 'sessionsThisWeek'>> {
  const today = new Date(calendarDayInstant(practiceToday(now, timeZone))!);
  const [totalClients, activeClients, completed, totalActivities, reassessmentsDue] = await Promise.all([
    ClientProfile.countDocuments(),
    ClientProfile.countDocuments({ isActive: true }),
    ActivityCompletion.countDocuments({ completed: true }),
    Activity.countDocuments(),
    Plan.countDocuments({ reassessmentDate: { $gte: today, $lt: new Date(today.getTime() + 8 * DAY_MS) } }),
  ]);
  const averageCompletionRate = Math.min(100, percent(completed, totalClients * totalActivities));
  return { totalClients, activeClients, averageCompletionRate, reassessmentsDue };
}
