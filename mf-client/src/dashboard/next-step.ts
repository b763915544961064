import {
  ACTIVITY_CATEGORIES,
  calendarDayKey,
  dayKey,
  decodeList,
  orientationAnswers,
  type Activity,
  type ActivityCategory,
  type ActivityCompletion,
  type CoachingSession,
  type OrientationResponse,
  type Plan,
  type PlanSummary,
} from '@app/api/contract';

/** What a plan says that points at activities: its goal, and its lists when they were read. */
type PlanWords = Pick<Plan, 'selectedGoal'> & Partial<Pick<Plan, 'internalBarriers' | 'externalBarriers' | 'strategies'>>;

/** The one thing the dashboard suggests doing next. */
export type NextStep =
  | { kind: 'orientation' }
  | { kind: 'plan' }
  | { kind: 'reassess'; plan: PlanSummary }
  | { kind: 'activity'; activity: Activity; plan: PlanSummary; inProgress: boolean }
  | { kind: 'session'; session: CoachingSession }
  | { kind: 'done' };

/** Words in a plan's goal, barriers and strategies that point at each activity category. */
const CATEGORY_WORDS: Record<ActivityCategory, readonly string[]> = {
  time_management: ['time', 'late', 'deadline', 'schedul', 'procrastinat', 'hour', 'minute', 'on time', 'due', 'calendar', 'last minute', 'night before'],
  planning: ['plan', 'goal', 'project', 'step', 'priorit', 'week', 'essay', 'exam', 'midterm', 'study for', 'ahead'],
  organization: ['organi', 'mess', 'lose', 'lost', 'locker', 'backpack', 'folder', 'desk', 'clutter', 'tidy', 'materials', 'worksheet'],
  attention: ['focus', 'distract', 'attention', 'phone', 'noise', 'noisy', 'concentrat', 'wander', 'social media', 'games'],
  working_memory: ['remember', 'forget', 'memory', 'recall', 'instructions', 'vocabulary', 'formula', 'read', 'notes'],
};

/** The activity categories a plan's own words point at, strongest first (those it does not mention are left out). */
export function planCategories(plan: PlanWords): ActivityCategory[] {
  const text = [plan.selectedGoal, ...decodeList(plan.internalBarriers), ...decodeList(plan.externalBarriers), ...decodeList(plan.strategies)]
    .join(' ')
    .toLowerCase();
  const scored = ACTIVITY_CATEGORIES.map(({ value }, order) => ({
    value,
    order,
    score: CATEGORY_WORDS[value].filter((word) => text.includes(word)).length,
  }));
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.value);
}

const DIFFICULTY_ORDER: Record<string, number> = { beginner: 0, intermediate: 1, advanced: 2 };

/**
 * Activities suggested for a plan, best first: those of the categories its goal and barriers point at (an
 * activity already started before one not yet started, easier before harder), then the rest of the library
 * the same way. Completed activities are never suggested.
 */
export function suggestedActivities(
  plan: PlanWords | null,
  activities: readonly Activity[],
  progress: readonly ActivityCompletion[],
): Activity[] {
  const completed = new Set(progress.filter((record) => record.completed).map((record) => record.activityId));
  const started = new Set(progress.map((record) => record.activityId));
  const categories = plan ? planCategories(plan) : [];
  const rank = (activity: Activity) => {
    const category = categories.indexOf(activity.category);
    return [category === -1 ? categories.length : category, started.has(activity.id) ? 0 : 1, DIFFICULTY_ORDER[activity.difficulty] ?? 3];
  };
  return activities
    .filter((activity) => !completed.has(activity.id))
    .map((activity, index) => ({ activity, key: [...rank(activity), index] }))
    .sort((a, b) => {
      for (let at = 0; at < a.key.length; at += 1) if (a.key[at] !== b.key[at]) return a.key[at]! - b.key[at]!;
      return 0;
    })
    .map((entry) => entry.activity);
}

/**
 * Whether a plan's reassessment day (a calendar date, read as it was picked) is the student's today or before, and no
 * reassessment was made since it began (one that set no new day, or picked today, answers it).
 */
export function reassessmentDue(plan: Pick<PlanSummary, 'reassessmentDate' | 'lastReassessedAt'>, now: Date): boolean {
  if (!plan.reassessmentDate) return false;
  const day = calendarDayKey(plan.reassessmentDate);
  const reassessed = plan.lastReassessedAt ? dayKey(new Date(plan.lastReassessedAt)) : null;
  return day <= dayKey(now) && !(reassessed && reassessed >= day);
}

/** A booked session starting within this many hours comes before an activity. */
export const SESSION_SOON_HOURS = 24;

/** The student's next booked session that has not started yet, or null. */
export function nextSession(sessions: readonly CoachingSession[], now: Date): CoachingSession | null {
  const upcoming = sessions.filter((session) => session.status === 'booked' && Date.parse(session.start) > now.getTime());
  return upcoming.sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null;
}

/**
 * The student's next step: complete orientation; then make a first plan; then, with the newest plan, its
 * reassessment once due; then a booked session starting within a day; then one activity suggested for the
 * plan's barriers and goal; then the next booked session, whenever it is.
 */
export function nextStep(parts: {
  orientation: OrientationResponse | null;
  plans: readonly (PlanSummary & Partial<PlanWords>)[];
  activities: readonly Activity[];
  progress: readonly ActivityCompletion[];
  sessions?: readonly CoachingSession[];
  now: Date;
}): NextStep {
  const answered = parts.orientation && Object.values(orientationAnswers(parts.orientation)).some((answer) => answer.trim());
  if (!answered) return { kind: 'orientation' };
  const plan = [...parts.plans].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (!plan) return { kind: 'plan' };
  if (reassessmentDue(plan, parts.now)) return { kind: 'reassess', plan };
  const session = nextSession(parts.sessions ?? [], parts.now);
  const soon = session && Date.parse(session.start) - parts.now.getTime() <= SESSION_SOON_HOURS * 3_600_000;
  if (session && soon) return { kind: 'session', session };
  const [activity] = suggestedActivities(plan, parts.activities, parts.progress);
  if (activity) {
    return { kind: 'activity', activity, plan, inProgress: parts.progress.some((record) => record.activityId === activity.id) };
  }
  return session ? { kind: 'session', session } : { kind: 'done' };
}

/** Start of the student's week (Monday, 00:00 local time). */
export function startOfWeek(now: Date): Date {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/** Activities completed since the start of this week. */
export function doneThisWeek(progress: readonly ActivityCompletion[], now: Date): number {
  const since = startOfWeek(now).getTime();
  return progress.filter((record) => record.completed && record.completedAt && Date.parse(record.completedAt) >= since).length;
}

/** "1 activity done this week", "2 activities done this week". */
export function doneThisWeekText(count: number): string {
  return `${count} ${count === 1 ? 'activity' : 'activities'} done this week`;
}
