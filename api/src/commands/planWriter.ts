import type { z } from 'zod';
import { STUDENT_BOUNDS, STUDENT_BOUND_MESSAGES, type planPayloadSchema } from '../contract/index.js';
import { HttpError, conflict } from '../http/errors.js';
import { Plan, newId, type PlanDoc } from '../models/index.js';

/** A validated plan payload: the three lists already decoded and checked. */
export type PlanFields = z.output<typeof planPayloadSchema>;

/**
 * Refuses (413) a plan whose stored form, its reassessments included, would pass the size bound:
 * each field is bounded on its own, but not what they add up to over many reassessments.
 */
export function assertPlanFits(fields: object, reassessments: readonly unknown[]): void {
  const bytes = Buffer.byteLength(JSON.stringify({ ...fields, reassessments }), 'utf8');
  if (bytes > STUDENT_BOUNDS.planKilobytes * 1024) throw new HttpError(413, STUDENT_BOUND_MESSAGES.planSize);
}

/** The stored form of a plan's fields: the lists as validated, the date as a date. */
function storedFields(fields: PlanFields) {
  return {
    selectedGoal: fields.selectedGoal,
    internalBarriers: fields.internalBarriers,
    externalBarriers: fields.externalBarriers,
    strategies: fields.strategies,
    implementationPlan: fields.implementationPlan,
    reassessmentDate: new Date(fields.reassessmentDate),
  };
}

/** Saves a new plan for a student. */
export async function createPlan(clientId: string, fields: PlanFields): Promise<PlanDoc> {
  const stored = storedFields(fields);
  assertPlanFits(stored, []);
  if ((await Plan.countDocuments({ clientId })) >= STUDENT_BOUNDS.plans) throw conflict(STUDENT_BOUND_MESSAGES.plans);
  return Plan.create({ _id: newId(), clientId, ...stored });
}

/** Replaces a plan's fields with an edited version; its reassessment history stays. */
export async function updatePlan(plan: PlanDoc, fields: PlanFields): Promise<PlanDoc> {
  const stored = storedFields(fields);
  assertPlanFits(stored, plan.reassessments);
  plan.set(stored);
  return plan.save();
}
