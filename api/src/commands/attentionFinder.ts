import {
  ATTENTION_LIST_SIZE,
  INACTIVE_DAYS,
  REASSESSMENT_OVERDUE_DAYS,
  DAY_MS,
  type AttentionItem,
  type AttentionList,
  calendarDayKey,
} from '../contract/index.js';
import { ActivityCompletion, CheckIn, ClientProfile, OrientationResponse, Plan } from '../models/index.js';
import { startOfPracticeDay } from '../domain/practiceDays.js';
import { findLapsedCheckIns, findScoresBelowExpected, lastCheckInDays } from './driftFinder.js';

interface StoredPlan {
  _id: string;
  clientId: string;
  selectedGoal: string;
  reassessmentDate?: Date | null;
  updatedAt?: Date | null;
}

type Overdue = NonNullable<AttentionItem['overdueReassessment']>;

/** The latest of some dates (null when there are none). */
function latest(...dates: Array<Date | null | undefined>): Date | null {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/**
 * The students who saved or did something after `since`: each kind of record is found by its indexed date, so
 * the store reads the recent records alone, whatever a year of work holds.
 */
async function activeSince(since: Date): Promise<Set<string>> {
  const after = { $gt: since };
  const active = new Set<string>();
  const add = (ids: unknown[]) => ids.forEach((id) => active.add(String(id)));
  add(await ActivityCompletion.distinct('clientId', { createdAt: after }));
  add(await ActivityCompletion.distinct('clientId', { completedAt: after }));
  add(await OrientationResponse.distinct('clientId', { updatedAt: after }));
  add(await Plan.distinct('clientId', { updatedAt: after }));
  add(await CheckIn.distinct('clientId', { createdAt: after }));
  return active;
}

/** The last time each of some students saved or did something, read for those students alone. */
async function lastActivity(clientIds: string[]): Promise<Map<string, Date>> {
  const byClient = new Map<string, Date>();
  if (clientIds.length === 0) return byClient;
  const note = (clientId: string, ...dates: Array<Date | null | undefined>) => {
    const last = latest(byClient.get(clientId), ...dates);
    if (last) byClient.set(clientId, last);
  };
  const mine = { clientId: { $in: clientIds } };
  const [completions, orientations, plans, checkIns] = await Promise.all([
    ActivityCompletion.find(mine, { clientId: 1, createdAt: 1, completedAt: 1 }).lean(),
    OrientationResponse.find(mine, { clientId: 1, updatedAt: 1 }).lean(),
    Plan.find(mine, { clientId: 1, updatedAt: 1 }).lean(),
    CheckIn.aggregate<{ _id: string; last: Date }>([
      { $match: mine },
      { $group: { _id: '$clientId', last: { $max: '$createdAt' } } },
    ]),
  ]);
  for (const row of completions) note(row.clientId, row.createdAt, row.completedAt);
  for (const row of [...orientations, ...plans]) note(row.clientId, row.updatedAt);
  for (const row of checkIns) note(row._id, new Date(row.last));
  return byClient;
}

/**
 * Each student's most overdue plan: one whose reassessment date (on the practice's clock) passed more than 3
 * days ago without a reassessment since. Only plans whose date has passed are read (by the indexed date), and of
 * each only its goal and dates. A reassessment updates its plan, so a plan not updated since its date was not
 * reassessed since; only the plans updated since then have their reassessment history read.
 */
async function overduePlans(now: Date, timeZone: string): Promise<Map<string, Overdue>> {
  const plans = await Plan.find(
    { reassessmentDate: { $lte: new Date(now.getTime() - REASSESSMENT_OVERDUE_DAYS * DAY_MS + DAY_MS) } },
    { clientId: 1, selectedGoal: 1, reassessmentDate: 1, updatedAt: 1 },
  ).lean<StoredPlan[]>();
  const late = plans
    .map((plan) => {
      const date = calendarDayKey(plan.reassessmentDate!);
      return { plan, date, dueAt: startOfPracticeDay(date, timeZone).getTime() };
    })
    .filter(({ dueAt }) => now.getTime() - dueAt > REASSESSMENT_OVERDUE_DAYS * DAY_MS);
  const unsure = late.filter(({ plan, dueAt }) => !plan.updatedAt || plan.updatedAt.getTime() >= dueAt);
  const lastReassessed = new Map<string, number>();
  if (unsure.length > 0) {
    const histories = await Plan.find(
      { _id: { $in: unsure.map(({ plan }) => plan._id) } },
      { 'reassessments.createdAt': 1 },
    ).lean<Array<{ _id: string; reassessments?: ReadonlyArray<{ createdAt?: Date | null }> | null }>>();
    for (const plan of histories) lastReassessed.set(plan._id, plan.reassessments?.at(-1)?.createdAt?.getTime() ?? 0);
  }
  const overdue = new Map<string, Overdue>();
  for (const { plan, date, dueAt } of late) {
    if ((lastReassessed.get(plan._id) ?? 0) >= dueAt) continue;
    const daysOverdue = Math.floor((now.getTime() - dueAt) / DAY_MS);
    const known = overdue.get(plan.clientId);
    if (!known || known.daysOverdue < daysOverdue) {
      overdue.set(plan.clientId, { planId: plan._id, goal: plan.selectedGoal, date, daysOverdue });
    }
  }
  return overdue;
}

/**
 * The students the coach should look at, most overdue first, then by name: an active student with a plan whose
 * reassessment date (on the practice's clock) passed more than 3 days ago without a reassessment since, with
 * nothing saved or done for 14 days (a new profile counts from its creation), with no check-in for 7 days after
 * checking in before (unless counting is paused), or with a plan whose latest two attainment scores are below 0.
 * Returns the first `limit` of them and how many there are. Names, dates and scores only: no answers.
 */
export async function findStudentsNeedingAttention(
  now: Date,
  timeZone: string,
  limit: number = ATTENTION_LIST_SIZE,
): Promise<AttentionList> {
  const since = new Date(now.getTime() - INACTIVE_DAYS * DAY_MS);
  // The reads go one after another, each reply let go before the next: the embedded store answers one at a time
  // anyway, and a practice's worth of replies held at once would swell the process.
  const overdue = await overduePlans(now, timeZone);
  const recent = await activeSince(since);
  const lapsed = await findLapsedCheckIns(now, timeZone);
  const belowExpected = await findScoresBelowExpected();
  const everyone = await ClientProfile.distinct('_id');
  const off = new Set((await ClientProfile.distinct('_id', { isActive: false })).map(String));
  const fresh = new Set((await ClientProfile.distinct('_id', { createdAt: { $gt: since } })).map(String));
  // Nothing saved or done lately, and the profile is older than that.
  const quiet = (id: string) => !recent.has(id) && !fresh.has(id);
  const listedIds = everyone
    .map(String)
    .filter((id) => !off.has(id) && (overdue.has(id) || quiet(id) || lapsed.has(id) || belowExpected.has(id)));
  const profiles = await ClientProfile.find(
    { _id: { $in: listedIds } },
    { studentFirstName: 1, studentLastName: 1, createdAt: 1 },
  ).lean();
  const listed = profiles.map((profile) => ({
    item: {
      clientId: profile._id,
      studentName: `${profile.studentFirstName} ${profile.studentLastName}`.trim(),
      overdueReassessment: overdue.get(profile._id) ?? null,
      inactiveSince: null,
      noCheckInSince: null,
      attainmentBelowExpected: belowExpected.get(profile._id) ?? null,
    } as AttentionItem,
    inactive: quiet(profile._id),
    createdAt: profile.createdAt ?? null,
  }));
  const weight = (item: AttentionItem) => item.overdueReassessment?.daysOverdue ?? -1;
  listed.sort((a, b) => weight(b.item) - weight(a.item) || a.item.studentName.localeCompare(b.item.studentName));
  const shown = listed.slice(0, limit);
  // When each shown inactive student last did something: read for them alone.
  const last = await lastActivity(shown.filter((entry) => entry.inactive).map((entry) => entry.item.clientId));
  // And the day of each shown lapsed student's last check-in.
  const lastCheckIn = await lastCheckInDays(
    shown.filter((entry) => lapsed.has(entry.item.clientId)).map((entry) => entry.item.clientId),
  );
  const items = shown.map(({ item, inactive, createdAt }) => ({
    ...item,
    inactiveSince: inactive ? (latest(last.get(item.clientId), createdAt)?.toISOString() ?? null) : null,
    noCheckInSince: lastCheckIn.get(item.clientId) ?? null,
  }));
  return { items, total: listed.length };
}
