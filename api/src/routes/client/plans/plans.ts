import type { PlanSummary, ReassessmentPayload } from '../../../contract/index.js';
import { reassessWithScore } from '../../../commands/scoredReassessment.js';
import { createPlan, updatePlan, type PlanFields } from '../../../commands/planWriter.js';
import { actorOf, profileIdOf } from '../../../http/actor.js';
import { holdToBaseVersion, refusedIfChangedMeanwhile } from '../../../http/baseVersion.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { Plan as PlanModel } from '../../../models/index.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { planPolicy } from '../../../policies/plan.js';
import { PLAN_SUMMARY_FIELDS, presentPlan, presentPlanSummary } from '../../../presenters/plan.js';

const PLAN_NOT_FOUND = 'Plan not found';

/** Loads a plan and checks the caller may act on it; someone else's plan is the same 404 as a missing one. */
async function loadPlan(ctx: AppContext, id: string, action: keyof typeof planPolicy) {
  const actor = actorOf(ctx);
  const plan = await PlanModel.findById(id);
  return authorizeRecord(plan, (found) => planPolicy[action](actor, found), PLAN_NOT_FOUND);
}

/** GET /api/barriers-strategies: summaries of the student's plans, newest first (the whole plan is read by id). */
export async function listPlans(ctx: AppContext): Promise<PlanSummary[]> {
  const plans = await PlanModel.find({ clientId: profileIdOf(ctx) }, PLAN_SUMMARY_FIELDS)
    .sort({ createdAt: -1 })
    .lean();
  return plans.map(presentPlanSummary);
}

/** POST /api/barriers-strategies: saves a new plan. */
export async function createPlanRoute(ctx: AppContext, { body }: RouteInput<PlanFields, undefined, undefined>) {
  const plan = await createPlan(profileIdOf(ctx), body);
  ctx.status = 201;
  return presentPlan(plan);
}

/** GET /api/barriers-strategies/{id}: one of the student's plans. */
export async function getPlan(ctx: AppContext, { params }: RouteInput<undefined, { id: string }, undefined>) {
  const actor = actorOf(ctx);
  // Read only: a plain record, no mongoose document to build.
  const plan = await PlanModel.findById(params.id).lean();
  return presentPlan(authorizeRecord(plan, (found) => planPolicy.read(actor, found), PLAN_NOT_FOUND));
}

/** PUT /api/barriers-strategies/{id}: replaces a plan's fields with the edited ones (unless changed since: 412). */
export async function updatePlanRoute(
  ctx: AppContext,
  { body, params }: RouteInput<PlanFields, { id: string }, undefined>,
) {
  const plan = await loadPlan(ctx, params.id, 'update');
  holdToBaseVersion(ctx, plan);
  return presentPlan(await updatePlan(plan, body).catch(refusedIfChangedMeanwhile));
}

/**
 * PUT /api/barriers-strategies/{id}/reassess: records a reassessment and merges its changes into the plan; a score
 * sent with it is recorded as the student's attainment score.
 */
export async function reassessPlanRoute(
  ctx: AppContext,
  { body, params }: RouteInput<ReassessmentPayload, { id: string }, undefined>,
) {
  return presentPlan(await reassessWithScore(await loadPlan(ctx, params.id, 'reassess'), body));
}
