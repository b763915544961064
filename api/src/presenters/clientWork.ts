import { ORIENTATION_QUESTIONS, type ClientWork, type CoachCompletion, type WorkEntry } from '../contract/index.js';
import type { OrientationResponseRecord } from '../models/index.js';
import { iso } from './dates.js';
import { presentPlan, type StoredPlan } from './plan.js';

/** What a student's Work timeline is made of, as read from the store. */
export interface ClientWorkParts {
  orientation: OrientationResponseRecord | null;
  plans: readonly StoredPlan[];
  completions: readonly CoachCompletion[];
}

/** The answered orientation questions, in the orientation's order, with their full text. */
function orientationEntry(record: OrientationResponseRecord): WorkEntry | null {
  const answers = ORIENTATION_QUESTIONS.flatMap(({ field, question }) => {
    const answer = (record[field] ?? '').trim();
    return answer ? [{ question, answer }] : [];
  });
  if (answers.length === 0) return null;
  return { kind: 'orientation', id: record._id, at: iso(record.updatedAt ?? record.createdAt), answers };
}

/**
 * A student's work as one timeline, newest first (ties keep orientation, plans, reassessments, activities in
 * that order): the orientation answers, each plan, each of its reassessments, and each activity, dated when
 * completed or, while in progress, when started.
 */
export function presentClientWork(parts: ClientWorkParts): ClientWork {
  const entries: WorkEntry[] = [];
  const orientation = parts.orientation ? orientationEntry(parts.orientation) : null;
  if (orientation) entries.push(orientation);
  for (const stored of parts.plans) {
    const plan = presentPlan(stored);
    entries.push({ kind: 'plan', id: plan.id, at: plan.createdAt, plan });
    plan.reassessments.forEach((reassessment, index) =>
      entries.push({
        kind: 'reassessment',
        id: `${plan.id}-${index + 1}`,
        at: reassessment.createdAt,
        planId: plan.id,
        planGoal: reassessment.previousGoal || plan.selectedGoal,
        number: index + 1,
        reassessment,
      }),
    );
  }
  for (const completion of parts.completions) {
    const at = completion.completed && completion.completedAt ? completion.completedAt : completion.createdAt;
    entries.push({ kind: 'activity', id: completion.id, at, completion });
  }
  // A stable sort: entries of the same moment keep the order they were added in.
  entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return { entries };
}
