import type { z } from 'zod';
import type { planPayloadSchema } from '../contract/index.js';
import { conflict } from '../http/errors.js';
import { Plan, newId, type PlanDoc } from '../models/index.js';

/** A validated plan payload: the three lists already decoded and checked. */
export type PlanFields = z.output<typeof planPayloadSchema>;

/** How many plans one student may keep: far more than anyone works on, few enough to list at once. */
export const MAX_PLANS_PER_STUDENT = 100;

/** The stored form of a plan's fields: lists JSON-encoded again, exactly as validated. */
function storedFields(fields: PlanFields) {
  return {
    selectedGoal: fields.selectedGoal,
    internalBarriers: JSON.stringify(fields.internalBarriers),
    externalBarriers: JSON.stringify(fields.externalBarriers),
    strategies: JSON.stringify(fields.strategies),
    implementationPlan: fields.implementationPlan,
    reassessmentDate: new Date(fields.reassessmentDate),
  };
}

/** Saves a new plan for a student. */
export async function createPlan(clientId: string, fields: PlanFields): Promise<PlanDoc> {
  if ((await Plan.countDocuments({ clientId })) >= MAX_PLANS_PER_STUDENT) {
    throw conflict(`You can keep at most ${MAX_PLANS_PER_STUDENT} plans`);
  }
  return Plan.create({ _id: newId(), clientId, ...storedFields(fields) });
}

/** Replaces a plan's fields with an edited version; its reassessment history stays. */
export async function updatePlan(plan: PlanDoc, fields: PlanFields): Promise<PlanDoc> {
  plan.set(storedFields(fields));
  return plan.save();
}
