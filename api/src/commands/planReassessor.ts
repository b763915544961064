import { LIMITS, STUDENT_BOUNDS, STUDENT_BOUND_MESSAGES, splitNextReassessment, type ReassessmentPayload } from '../contract/index.js';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.js';
import { Plan, type PlanDoc } from '../models/index.js';
import { assertPlanFits } from './planWriter.js';

/** The parts of a plan a reassessment reads. */
export interface ReassessedPlan {
  selectedGoal: string;
  implementationPlan?: string | null;
  nextReassessment?: string | null;
  internalBarriers?: readonly string[] | null;
  externalBarriers?: readonly string[] | null;
  strategies?: readonly string[] | null;
  reassessmentDate?: Date | null;
  reassessments?: readonly unknown[] | null;
}

/** What a reassessment changes on the plan, and the history entry it adds. */
export interface ReassessmentChange {
  set: {
    selectedGoal: string;
    internalBarriers: string[];
    externalBarriers: string[];
    strategies: string[];
    nextReassessment?: string;
    reassessmentDate?: Date;
  };
  entry: ReassessmentPayload & { previousGoal: string; createdAt: Date };
}

/** A new strategy as one line of the plan's strategy list: "description (timeframe) — resources". */
export function formatStrategy(strategy: { description: string; timeframe: string; resources?: string }): string {
  const resources = strategy.resources?.trim();
  return `${strategy.description.trim()} (${strategy.timeframe.trim()})${resources ? ` — ${resources}` : ''}`;
}

/** Adds entries to a list, skipping any already there (ignoring case and surrounding space). */
function mergeList(current: readonly string[] | null | undefined, additions: string[], label: string): string[] {
  const merged = [...(current ?? [])];
  const seen = new Set(merged.map((entry) => entry.trim().toLowerCase()));
  for (const entry of additions) {
    const key = entry.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(entry.trim());
  }
  if (merged.length > LIMITS.listItems) throw new InvalidError(`A plan can hold at most ${LIMITS.listItems} ${label}`);
  return merged;
}

/**
 * A next-reassessment text that starts with a calendar date ("YYYY-MM-DD", then an optional note, as the
 * reassess page's date picker writes it) also moves the plan's reassessment date to that day, stored as the
 * plan form stores its date: midnight UTC of the day.
 */
export function dateOf(text: string): Date | undefined {
  const { day } = splitNextReassessment(text);
  return day ? new Date(`${day}T00:00:00.000Z`) : undefined;
}

/**
 * The rules of a reassessment, without storage: the history keeps the payload with the goal it replaced;
 * new barriers join the internal or external list by type and new strategies the strategy list, without
 * repeating an entry; the goal changes when the adjusted goal differs; a next-reassessment text replaces the old one.
 */
export function mergeReassessment(plan: ReassessedPlan, payload: ReassessmentPayload, now: Date): ReassessmentChange {
  if ((plan.reassessments?.length ?? 0) >= STUDENT_BOUNDS.reassessmentsPerPlan) {
    throw new ConflictError(STUDENT_BOUND_MESSAGES.reassessments);
  }
  const barriersOf = (type: 'internal' | 'external') =>
    payload.newBarriers.filter((barrier) => barrier.type === type).map((barrier) => barrier.description);
  const updatedGoal = payload.updatedGoal.trim();
  const nextReassessment = payload.nextReassessment.trim();
  const set: ReassessmentChange['set'] = {
    selectedGoal: updatedGoal && updatedGoal !== plan.selectedGoal.trim() ? updatedGoal : plan.selectedGoal,
    internalBarriers: mergeList(plan.internalBarriers, barriersOf('internal'), 'internal barriers'),
    externalBarriers: mergeList(plan.externalBarriers, barriersOf('external'), 'external barriers'),
    strategies: mergeList(plan.strategies, payload.newStrategies.map(formatStrategy), 'strategies'),
  };
  if (nextReassessment) {
    set.nextReassessment = nextReassessment;
    const date = dateOf(nextReassessment);
    if (date) set.reassessmentDate = date;
  }
  const entry = { ...payload, previousGoal: plan.selectedGoal, createdAt: now };
  const whole = {
    ...set,
    implementationPlan: plan.implementationPlan,
    nextReassessment: set.nextReassessment ?? plan.nextReassessment,
  };
  assertPlanFits(whole, [...(plan.reassessments ?? []), entry]);
  return { set, entry };
}

/**
 * Applies a reassessment to a stored plan. The write only lands if no other reassessment landed since the plan
 * was read, so two at once never lose each other's barriers or strategies: the later one is re-merged.
 */
export async function reassessPlan(plan: PlanDoc, payload: ReassessmentPayload, now = new Date()): Promise<PlanDoc> {
  let current: PlanDoc | null = plan;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!current) throw new NotFoundError('Plan not found');
    const { set, entry } = mergeReassessment(current, payload, now);
    // The history only grows, so its length is the plan's reassessment version.
    const result = await Plan.updateOne(
      { _id: current._id, reassessments: { $size: current.reassessments.length } },
      { $set: set, $push: { reassessments: entry } },
    );
    const saved: PlanDoc | null = await Plan.findById(current._id);
    if (result.matchedCount === 1 && saved) return saved;
    current = saved;
  }
  throw new ConflictError('The plan changed while saving; please try again');
}
