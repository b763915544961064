import { INACTIVE_DAYS, REASSESSMENT_OVERDUE_DAYS, type AttentionItem } from '../contract/index.js';
import { ActivityCompletion, ClientProfile, OrientationResponse, Plan } from '../models/index.js';
import { calendarDate, startOfDate } from '../reminders/schedule.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredPlan {
  _id: string;
  clientId: string;
  selectedGoal: string;
  reassessmentDate?: Date | null;
  updatedAt?: Date | null;
  reassessments?: ReadonlyArray<{ createdAt?: Date | null }> | null;
}

/** The latest of some dates (null when there are none). */
function latest(...dates: Array<Date | null | undefined>): Date | null {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/** The last time each student saved or did something, from one grouped read per collection. */
async function lastActivity(clientIds: string[]): Promise<Map<string, Date>> {
  const byClient = new Map<string, Date>();
  const note = (clientId: string, date: Date | null | undefined) => {
    const known = byClient.get(clientId);
    if (date instanceof Date && (!known || date > known)) byClient.set(clientId, date);
  };
  const match = { $match: { clientId: { $in: clientIds } } };
  const [completions, orientations, plans] = await Promise.all([
    ActivityCompletion.aggregate<{ _id: string; created: Date; completed: Date | null }>([
      match,
      { $group: { _id: '$clientId', created: { $max: '$createdAt' }, completed: { $max: '$completedAt' } } },
    ]),
    OrientationResponse.aggregate<{ _id: string; at: Date }>([
      match,
      { $group: { _id: '$clientId', at: { $max: '$updatedAt' } } },
    ]),
    Plan.aggregate<{ _id: string; at: Date }>([match, { $group: { _id: '$clientId', at: { $max: '$updatedAt' } } }]),
  ]);
  for (const row of completions) note(row._id, latest(row.created, row.completed));
  for (const row of [...orientations, ...plans]) note(row._id, row.at);
  return byClient;
}

/**
 * The students the coach should look at, most overdue first: an active student with a plan whose reassessment
 * date (on the practice's clock) passed more than 3 days ago without a reassessment since, or with nothing
 * saved or done for 14 days (a new profile counts from its creation). Names and dates only: no answers.
 */
export async function findStudentsNeedingAttention(now: Date, timeZone: string): Promise<AttentionItem[]> {
  const profiles = await ClientProfile.find(
    { isActive: { $ne: false } },
    { studentFirstName: 1, studentLastName: 1, createdAt: 1 },
  ).lean();
  if (profiles.length === 0) return [];
  const clientIds = profiles.map((profile) => profile._id);
  const [plans, activity] = await Promise.all([
    Plan.find(
      {
        clientId: { $in: clientIds },
        reassessmentDate: { $lte: new Date(now.getTime() - REASSESSMENT_OVERDUE_DAYS * DAY_MS + DAY_MS) },
      },
      { clientId: 1, selectedGoal: 1, reassessmentDate: 1, 'reassessments.createdAt': 1 },
    ).lean<StoredPlan[]>(),
    lastActivity(clientIds),
  ]);

  const overdue = new Map<string, NonNullable<AttentionItem['overdueReassessment']>>();
  for (const plan of plans) {
    const date = calendarDate(plan.reassessmentDate!);
    const dueAt = startOfDate(date, timeZone).getTime();
    const reassessedSince = (plan.reassessments?.at(-1)?.createdAt?.getTime() ?? 0) >= dueAt;
    const daysOverdue = Math.floor((now.getTime() - dueAt) / DAY_MS);
    if (reassessedSince || now.getTime() - dueAt <= REASSESSMENT_OVERDUE_DAYS * DAY_MS) continue;
    const known = overdue.get(plan.clientId);
    if (!known || known.daysOverdue < daysOverdue) {
      overdue.set(plan.clientId, { planId: plan._id, goal: plan.selectedGoal, date, daysOverdue });
    }
  }

  const items: AttentionItem[] = [];
  for (const profile of profiles) {
    const last = latest(activity.get(profile._id), profile.createdAt);
    const inactive = !last || now.getTime() - last.getTime() >= INACTIVE_DAYS * DAY_MS;
    const late = overdue.get(profile._id) ?? null;
    if (!late && !inactive) continue;
    items.push({
      clientId: profile._id,
      studentName: `${profile.studentFirstName} ${profile.studentLastName}`.trim(),
      overdueReassessment: late,
      inactiveSince: inactive ? (last?.toISOString() ?? null) : null,
    });
  }
  const weight = (item: AttentionItem) => item.overdueReassessment?.daysOverdue ?? -1;
  return items.sort((a, b) => weight(b) - weight(a) || a.studentName.localeCompare(b.studentName));
}
