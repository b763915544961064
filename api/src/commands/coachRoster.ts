import {
  orientationGoals,
  startOfToday,
  type ClientWork,
  type CoachClient,
  type CoachCompletion,
  type CoachClientDetail,
  type CoachStats,
} from '../contract/index.js';
import { summarizeProgress } from './progressSummarizer.js';
import {
  Activity,
  ActivityCompletion,
  ClientProfile,
  OrientationResponse,
  Plan,
  User,
  type ClientProfileRecord,
} from '../models/index.js';
import { presentCoachClient, presentCoachClientDetail, presentCoachCompletion } from '../presenters/coachClient.js';
import { presentClientWork } from '../presenters/clientWork.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The coach's view of a set of profiles. Each related collection is read once for all of them
 * (users, progress counts, orientation goals, plans), so the cost does not grow with one query per client.
 */
export async function loadCoachClients(profiles: readonly ClientProfileRecord[]): Promise<CoachClient[]> {
  if (profiles.length === 0) return [];
  const clientIds = profiles.map((profile) => profile._id);
  const userIds = profiles.map((profile) => profile.userId);
  const [users, progress, orientations, plans] = await Promise.all([
    User.find({ _id: { $in: userIds } }, { email: 1 }).lean(),
    summarizeProgress(clientIds),
    OrientationResponse.find(
      { clientId: { $in: clientIds } },
      { clientId: 1, goalOne: 1, goalTwo: 1, goalThree: 1 },
    ).lean(),
    Plan.find(
      { clientId: { $in: clientIds } },
      { clientId: 1, selectedGoal: 1, reassessmentDate: 1, nextReassessment: 1, createdAt: 1 },
    )
      .sort({ createdAt: -1 })
      .lean(),
  ]);
  const emailOf = new Map(users.map((user) => [user._id, user.email]));
  const goalsOf = new Map(orientations.map((record) => [record.clientId, orientationGoals(record)]));
  const plansOf = new Map<string, typeof plans>();
  for (const plan of plans) plansOf.set(plan.clientId, [...(plansOf.get(plan.clientId) ?? []), plan]);
  return profiles.map((profile) =>
    presentCoachClient(profile, {
      email: emailOf.get(profile.userId) ?? null,
      progress: progress.byClient.get(profile._id)!,
      orientationGoals: goalsOf.get(profile._id) ?? [],
      plans: plansOf.get(profile._id) ?? [],
    }),
  );
}

/** Every client, newest first, as the coach dashboard lists them. */
export async function loadAllCoachClients(): Promise<CoachClient[]> {
  return loadCoachClients(await ClientProfile.find().sort({ createdAt: -1 }).lean());
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
 * The dashboard's figures, from real data: client counts, the mean completion percent across clients,
 * and how many plans are due for reassessment from today through the next 7 days.
 */
export async function loadCoachStats(now = new Date()): Promise<Omit<CoachStats, 'sessionsThisWeek'>> {
  const today = startOfToday(now);
  const [profiles, activeClients, reassessmentsDue] = await Promise.all([
    ClientProfile.find({}, { _id: 1 }).lean(),
    ClientProfile.countDocuments({ isActive: true }),
    Plan.countDocuments({ reassessmentDate: { $gte: today, $lt: new Date(today.getTime() + 8 * DAY_MS) } }),
  ]);
  const { byClient } = await summarizeProgress(profiles.map((profile) => profile._id));
  const percents = [...byClient.values()].map((summary) => summary.percent);
  const averageCompletionRate =
    percents.length > 0 ? Math.round(percents.reduce((sum, value) => sum + value, 0) / percents.length) : 0;
  return { totalClients: profiles.length, activeClients, averageCompletionRate, reassessmentsDue };
}
